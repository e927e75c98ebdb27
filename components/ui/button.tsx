'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useOnline } from '@/lib/hooks/use-online';
import styles from './button.module.css';
import { pendingAttributes } from './pending-attributes';

/**
 * The app's button: primary (one per screen, the main action) or secondary. A disabled button may
 * say why in `reason`, shown under it and tied to it for screen readers. A `pending` button has been
 * tapped and acts as soon as what it needs has arrived: it looks as a tap kept before the app has
 * loaded does (app/globals.css, `data-tap-pending`).
 */
export function Button({
  children,
  variant = 'primary',
  type = 'button',
  disabled = false,
  pending = false,
  reason,
  needsNetwork = false,
  onClick,
  testId,
}: {
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  type?: 'button' | 'submit';
  disabled?: boolean;
  pending?: boolean;
  reason?: string | null | undefined;
  /** What it does needs the platform: offline it is disabled, and says so. */
  needsNetwork?: boolean;
  onClick?: () => void;
  testId?: string;
}) {
  const t = useTranslations('shell');
  const online = useOnline();
  const offline = needsNetwork && !online;
  const reasonId = testId ? `${testId}-reason` : undefined;
  const why = offline ? t('offlineAction') : disabled && reason ? reason : null;
  return (
    <div className={styles.wrap}>
      <button
        type={type}
        className={styles[variant]}
        disabled={disabled || offline}
        onClick={onClick}
        data-testid={testId}
        {...pendingAttributes(pending)}
        aria-describedby={why ? reasonId : undefined}
      >
        {children}
      </button>
      {why && (
        // Keyed by its text: a changed reason is a new line, not a centred text whose start moved,
        // which Chrome counts as a layout shift ("Loading…" → "Nothing to release yet").
        <p key={why} id={reasonId} className={styles.reason} data-testid={reasonId}>
          {why}
        </p>
      )}
    </div>
  );
}
