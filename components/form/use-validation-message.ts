'use client';

import { useTranslations } from 'next-intl';
import type { FieldError } from '@/lib/validation/auth-forms';

/** A field's validation problem as its `validation.*` message, or null when there is none. */
export function useValidationMessage(): (error: FieldError | null) => string | null {
  const tv = useTranslations('validation');
  return (error) => (error ? tv(error.key, error.values) : null);
}
