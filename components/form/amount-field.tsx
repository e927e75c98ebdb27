'use client';

import { useId, useRef, type ChangeEvent } from 'react';
import { useValueTypedBeforeHydration } from '@/lib/hooks/use-value-typed-before-hydration';
import styles from './amount-field.module.css';

/**
 * A BTCW amount input: the unit beside the figure, an optional "Max" that fills what may be spent,
 * and one message under it at a time — the hint (bounds) unless an error is showing.
 */
export function AmountField({
  label,
  name,
  value,
  onChange,
  placeholder,
  error,
  hint,
  max,
  unit = 'BTCW',
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  error: string | null;
  hint?: string | undefined;
  /** The Max button: its label and the amount it fills in (null: nothing can be spent). */
  max?: { label: string; value: string | null; testId?: string } | undefined;
  unit?: string;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const ref = useRef<HTMLInputElement>(null);
  useValueTypedBeforeHydration(ref, value);
  const message = error ?? hint;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={error ? styles.boxInvalid : styles.box}>
        <input
          ref={ref}
          id={id}
          name={name}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        />
        <span className={styles.unit} aria-hidden="true">
          {unit}
        </span>
        {max && (
          <button
            type="button"
            className={styles.max}
            disabled={max.value === null}
            onClick={() => {
              if (max.value !== null) onChange(max.value);
            }}
            data-testid={max.testId}
          >
            {max.label}
          </button>
        )}
      </div>
      {error ? (
        <p id={messageId} className={styles.error} role="alert">
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
