'use client';

import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/format/date';
import { useOnline } from '@/lib/hooks/use-online';
import styles from './last-updated.module.css';

/**
 * Figures that may be out of date say when they were last updated: offline (the installed app
 * opened from the device: lib/query/offline-cache.ts), or when the last refresh failed.
 */
export function LastUpdated({ at, failing = false }: { at: number; failing?: boolean }) {
  const t = useTranslations('shell');
  const online = useOnline();
  if ((online && !failing) || at === 0) return null;
  return (
    <p className={styles.note} data-testid="last-updated">
      {t('lastUpdated', { time: formatDate(at) })}
    </p>
  );
}
