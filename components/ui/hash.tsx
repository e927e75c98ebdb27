'use client';

import { useTranslations } from 'next-intl';
import { appConfig } from '@/lib/config/app-config';
import { shortenHash } from '@/lib/format/shorten-hash';
import { CopyButton } from './copy-button';
import { useLongPressCopy } from './long-press-copy';
import styles from './chain-value.module.css';

/** The explorer page of a transaction, when the operator configured an explorer (`BTCW_EXPLORER_URL`). */
export function explorerTxUrl(hash: string, explorerUrl = appConfig.explorerUrl): string | null {
  if (!explorerUrl || !/^0x[0-9a-fA-F]{64}$/.test(hash)) return null;
  return `${explorerUrl.replace(/\/+$/, '')}/tx/${hash}`;
}

/**
 * A transaction hash: shortened to what people compare (first and last digits), the whole hash in
 * the title, on copy and on a long press, a link to the explorer when there is one. Never wider
 * than its line.
 */
export function Hash({ value, testId }: { value: string; testId?: string }) {
  const t = useTranslations('ui');
  const explorer = explorerTxUrl(value);
  const longPress = useLongPressCopy({ title: t('longPress.hashTitle'), value });
  return (
    <span className={styles.chainValue}>
      <span
        className={styles.mono}
        title={value}
        data-testid={testId}
        data-value={value}
        {...longPress.handlers}
      >
        {shortenHash(value)}
      </span>
      {longPress.menu}
      <CopyButton value={value} label={t('hash')} />
      {explorer && (
        <a
          className={styles.iconButton}
          href={explorer}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('viewOnExplorer')}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path
              d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
        </a>
      )}
    </span>
  );
}
