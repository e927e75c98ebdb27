'use client';

import { useTranslations } from 'next-intl';
import { useFormRefusal, type FormRefusal } from '@/lib/hooks/use-form-refusal';

/**
 * The form's server refusals (lib/hooks/use-form-refusal.ts) with a wording for a platform that
 * refuses without a message: the transport shows no toast for these forms, so silence is not an
 * option. `fields` maps the envelope's `reason` to the field it concerns; the rest go to the banner.
 */
export function useRefusal<Field extends string>(fields: Partial<Record<string, Field>>): FormRefusal<Field> {
  const t = useTranslations('common.errors');
  const refusal = useFormRefusal(fields);
  const worded = (message: string | null) => (message === null ? null : message || t('response'));
  return { ...refusal, at: (field) => worded(refusal.at(field)), banner: worded(refusal.banner) };
}
