'use client';

import { useTranslations } from 'next-intl';
import { useOnline } from '@/lib/hooks/use-online';
import styles from './offline-banner.module.css';

/** Offline: the shell and the current screen stay, with this notice; queries refetch when back online. */
export function OfflineBanner() {
  const t = useTranslations('shell');
  const online = useOnline();
  if (online) return null;
  return (
    <p className={styles.banner} role="status">
      {t('offline')}
    </p>
  );
}
