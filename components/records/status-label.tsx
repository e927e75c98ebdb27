'use client';

import { useTranslations } from 'next-intl';

const KEYS = {
  Auditing: 'auditing',
  Success: 'success',
  Failed: 'failed',
  Staking: 'staking',
  End: 'end',
} as const;

export function StatusLabel({ status }: { status: keyof typeof KEYS }) {
  const t = useTranslations('records.status');
  return <span data-testid="record-status">{t(KEYS[status])}</span>;
}
