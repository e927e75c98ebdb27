'use client';

import { useTranslations } from 'next-intl';
import { maskAddress } from '@/lib/format/mask-address';
import { CopyButton } from './copy-button';
import { useLongPressCopy } from './long-press-copy';
import styles from './chain-value.module.css';

/** A wallet address masked as the spec says (first 7 ****** last 7), copyable whole, also by a long press. */
export function Address({ value, copy = true, testId }: { value: string; copy?: boolean; testId?: string }) {
  const t = useTranslations('ui');
  const longPress = useLongPressCopy({ title: t('longPress.addressTitle'), value });
  return (
    <span className={styles.chainValue}>
      <span className={styles.mono} title={value} data-testid={testId} {...longPress.handlers}>
        {maskAddress(value)}
      </span>
      {longPress.menu}
      {copy && <CopyButton value={value} label={t('address')} />}
    </span>
  );
}
