import type { ReactNode } from 'react';
import styles from './button.module.css';

/**
 * The app's button: primary (one per screen, the main action) or secondary. A disabled button may
 * say why in `reason`, shown under it and tied to it for screen readers.
 */
export function Button({
  children,
  variant = 'primary',
  type = 'button',
  disabled = false,
  reason,
  onClick,
  testId,
}: {
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  type?: 'button' | 'submit';
  disabled?: boolean;
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
        aria-describedby={why ? reasonId : undefined}
      >
        {children}
      </button>
      {why && (
        <p id={reasonId} className={styles.reason} data-testid={reasonId}>
          {why}
        </p>
      )}
    </div>
  );
}
