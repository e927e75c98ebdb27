import type { ReactNode } from 'react';
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
  onClick,
  testId,
}: {
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  type?: 'button' | 'submit';
  disabled?: boolean;
  pending?: boolean;
  reason?: string | null | undefined;
  onClick?: () => void;
  testId?: string;
}) {
  const reasonId = testId ? `${testId}-reason` : undefined;
  const why = disabled && reason ? reason : null;
  return (
    <div className={styles.wrap}>
      <button
        type={type}
        className={styles[variant]}
        disabled={disabled}
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
