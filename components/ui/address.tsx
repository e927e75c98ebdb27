'use client';

import { useTranslations } from 'next-intl';
import { maskAddress } from '@/lib/format/mask-address';
import { CopyButton } from './copy-button';
import styles from './chain-value.module.css';

/** A wallet address masked as the spec says (first 7 ****** last 7), copyable whole. */
export function Address({ value, copy = true, testId }: { value: string; copy?: boolean; testId?: string }) {
  const t = useTranslations('ui');
  return (
    <span className={styles.chainValue}>
      <span className={styles.mono} title={value} data-testid={testId}>
        {maskAddress(value)}
      </span>
      {copy && <CopyButton value={value} label={t('address')} />}
    </span>
  );
}
