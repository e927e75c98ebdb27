'use client';

import { useTranslations } from 'next-intl';
import styles from './error-view.module.css';

/** Spec §4: a failed page load shows an error view that reloads the page on click. */
export function ErrorView() {
  const t = useTranslations('shell.pageError');
  return (
    <button type="button" className={styles.error} onClick={() => window.location.reload()}>
      <span className={styles.title}>{t('title')}</span>
      <span className={styles.action}>{t('action')}</span>
    </button>
  );
}
