'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { maskAddress } from '@/lib/format/mask-address';
import { useLongPressCopy } from './long-press-copy';
import styles from './chain-value.module.css';

/**
 * A wallet address masked as the spec says (first 7 ****** last 7), copyable whole by a long press;
 * `children` go beside it (./copyable-address.tsx adds the copy button).
 */
export function Address({
  value,
  testId,
  children,
}: {
  value: string;
  testId?: string;
  children?: ReactNode;
}) {
  const t = useTranslations('ui');
  const longPress = useLongPressCopy({ title: t('longPress.addressTitle'), value });
  return (
    <span className={styles.chainValue}>
      <span className={styles.mono} title={value} data-testid={testId} {...longPress.handlers}>
        {maskAddress(value)}
      </span>
      {longPress.menu}
      {children}
    </span>
  );
}
