'use client';

import { useTranslations } from 'next-intl';
import type { InstallOffer } from '@/lib/reach/use-install-offer';
import { useInstall } from './use-install';
import styles from './reach.module.css';

/** Settings: "Install app", where this browser can put the app on the home screen. */
export function InstallAppRow({ offer }: { offer: Exclude<InstallOffer, null> }) {
  const t = useTranslations('reach.install');
  const { start, guide } = useInstall(offer);
  return (
    <>
      <button type="button" className={styles.row} onClick={start} data-testid="install-app">
        <span className={styles.rowText}>
          <span className={styles.rowTitle}>{t('action')}</span>
          <span className={styles.rowHint}>{t('actionText')}</span>
        </span>
        <span className={styles.chevron} aria-hidden="true">
          ›
        </span>
      </button>
      {guide}
    </>
  );
}
