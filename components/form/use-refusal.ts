'use client';

import { useTranslations } from 'next-intl';
import { useFormRefusal, type FormRefusal } from '@/lib/hooks/use-form-refusal';

/**
 * The form's server refusals (lib/hooks/use-form-refusal.ts), in the reader's language: a refusal
 * whose `reason` the app's catalogue knows (messages/*.json `refusals`, the same words the reference
 * server sends) is worded from it, so it follows a language switch while it is on screen; any
 * other refusal shows the platform's message, and a platform that refuses without a message gets
 * the app's generic wording (the transport shows no toast for these forms, so silence is not an
 * option). `fields` maps the envelope's `reason` to the field it concerns; the rest go to the banner.
 */
export function useRefusal<Field extends string>(fields: Partial<Record<string, Field>>): FormRefusal<Field> {
  const t = useTranslations('common.errors');
  const catalogue = useTranslations('refusals');
  const refusal = useFormRefusal(fields);
  const known =
    refusal.reason !== null && catalogue.has(refusal.reason as RefusalKey) ? refusal.reason : null;
  const worded = (message: string | null) =>
    message === null ? null : known ? catalogue(known as RefusalKey) : message || t('response');
  return { ...refusal, at: (field) => worded(refusal.at(field)), banner: worded(refusal.banner) };
}

type RefusalKey = Parameters<ReturnType<typeof useTranslations<'refusals'>>>[0];
