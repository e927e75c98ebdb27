'use client';

import { useTranslations } from 'next-intl';
import styles from './chain-value.module.css';
import { useCopyText } from './use-copy-text';

/** Copies `value` whole (what is shown may be shortened or masked) and says so in a toast. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useTranslations('ui');
  const copyText = useCopyText();
  const copy = () => copyText(value);
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={() => void copy()}
      aria-label={t('copyLabel', { what: label })}
      data-testid="copy-button"
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
