'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { HoldExplanation } from '@/lib/money/account-hold';
import styles from './account-hold-card.module.css';

/** The hold banner itself (./account-hold-banner.tsx): that the account is held, why, what to do. */
export function AccountHoldCard({ explanation }: { explanation: HoldExplanation }) {
  const t = useTranslations('accountHold');
  const titleId = useId();
  return (
    <section className={styles.banner} aria-labelledby={titleId} data-testid="account-hold">
      <svg className={styles.icon} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
        <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M10 5.75v5.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        <circle cx="10" cy="14.1" r="1.05" fill="currentColor" />
      </svg>
      <h2 id={titleId} className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.text}>{t(explanation)}</p>
    </section>
  );
}
