'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import styles from './form-banner.module.css';

/**
 * A refusal that concerns the whole form, shown inside it where the user is looking. It stays until
 * the user dismisses it or edits the form (the owner clears it then), unlike a toast.
 */
export function FormBanner({
  message,
  onDismiss,
  tone = 'error',
  action,
  testId = 'form-banner',
}: {
  message: string;
  onDismiss?: (() => void) | undefined;
  tone?: 'error' | 'info';
  /** The way on that the message points to (Register, for a wallet without an account). */
  action?: { label: string; href: string } | undefined;
  testId?: string;
}) {
  const t = useTranslations('common');
  return (
    <div
      className={tone === 'error' ? styles.error : styles.info}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      <div className={styles.text}>
        <p className={styles.message}>{message}</p>
        {action && (
          <Link
            href={action.href}
            prefetch={false}
            className={styles.action}
            data-testid={`${testId}-action`}
          >
            {action.label}
          </Link>
        )}
      </div>
      {onDismiss && (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={t('close')}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
