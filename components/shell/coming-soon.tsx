'use client';

import { useTranslations } from 'next-intl';

/** Placeholder body for routes whose screens land in later issues. */
export function ComingSoon() {
  const t = useTranslations('common');
  return (
    <p style={{ padding: '3rem 1rem', textAlign: 'center', color: 'var(--muted)' }}>{t('comingSoon')}</p>
  );
}
