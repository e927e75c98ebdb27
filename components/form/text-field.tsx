'use client';

import { useId, useRef, type InputHTMLAttributes } from 'react';
import { useValueTypedBeforeHydration } from '@/lib/hooks/use-value-typed-before-hydration';
import styles from './form.module.css';

/** A labelled input with its validation message announced to assistive tech. */
export function TextField({
  label,
  error,
  ...input
}: { label: string; error: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  const ref = useRef<HTMLInputElement>(null);
  useValueTypedBeforeHydration(ref, input.value);
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
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
