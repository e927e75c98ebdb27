'use client';

import { useTranslations } from 'next-intl';
import { useAfterDelay } from '@/lib/hooks/use-after-delay';
import styles from './form.module.css';

/**
 * The platform checks a password with a deliberately slow hash (docs/server-security.md): a busy instance
 * takes seconds. After this long with the button still busy, the form says that this is normal.
 */
export const SLOW_CHECK_NOTE_MS = 1500;

/**
 * Said under a form's busy button once a password check has taken {@link SLOW_CHECK_NOTE_MS}: the
 * check takes a few seconds, keep the screen open. The button stays busy, so nothing is sent twice.
 */
export function SlowCheckNote({ busy, testId }: { busy: boolean; testId: string }) {
  const t = useTranslations('passwordCheck');
  const slow = useAfterDelay(busy, SLOW_CHECK_NOTE_MS);
  return slow ? (
    <p className={styles.note} role="status" data-testid={testId}>
      {t('slow')}
    </p>
  ) : null;
}
