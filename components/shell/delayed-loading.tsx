'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import spinner from '@/components/ui/spinner.module.css';
import styles from './delayed-loading.module.css';

/** Spec §9: the loading view appears only after 200 ms, so fast loads never flash it. */
export const LOADING_VIEW_DELAY_MS = 200;

export function DelayedLoading() {
  const t = useTranslations('common');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), LOADING_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className={styles.loading} role="status">
      <span className={`${spinner.ring} ${spinner.spinning} ${styles.spinner}`} aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
