'use client';

import { useId, useRef, type InputHTMLAttributes } from 'react';
import { useValueTypedBeforeHydration } from '@/lib/hooks/use-value-typed-before-hydration';
import styles from './form.module.css';

/**
 * A labelled input with one message under it: its error (validation or a server refusal, announced
 * to assistive tech) or, when there is none, its hint. Never both, so the error is not lost in text.
 */
export function TextField({
  label,
  error,
  hint,
  testId,
  ...input
}: {
  label: string;
  error: string | null;
  hint?: string | undefined;
  /** On the message under the field (`<testId>-error`). */
  testId?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const messageId = `${id}-message`;
  const ref = useRef<HTMLInputElement>(null);
  useValueTypedBeforeHydration(ref, input.value);
  const message = error ?? hint ?? null;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        {...input}
      />
      {error ? (
        <p id={messageId} className={styles.error} role="alert" data-testid={testId && `${testId}-error`}>
          {error}
        </p>
      ) : (
        hint && (
          <p id={messageId} className={styles.hint}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
