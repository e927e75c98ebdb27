'use client';

import { useId, useRef, type ChangeEvent } from 'react';
import { useValueTypedBeforeHydration } from '@/lib/hooks/use-value-typed-before-hydration';
import formStyles from './form.module.css';
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
  hintLines = 1,
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
  /**
   * Lines the message under the field keeps whatever it says, so that a hint filled in later (the
   * bounds, once they have come) or an error moves nothing below it: 1 or 2.
   */
  hintLines?: 1 | 2;
  /** The Max button: its label and the amount it fills in (null: nothing can be spent). */
  max?: { label: string; value: string | null; testId?: string } | undefined;
  unit?: string;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const ref = useRef<HTMLInputElement>(null);
  useValueTypedBeforeHydration(ref, value);
  const message = error ?? hint;
  const lines = hintLines === 2 ? styles.twoLines : undefined;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <div className={error ? `${styles.box} ${styles.invalid}` : styles.box}>
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
        <p id={messageId} className={[formStyles.error, lines].filter(Boolean).join(' ')} role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={messageId} className={[formStyles.hint, lines].filter(Boolean).join(' ')}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
