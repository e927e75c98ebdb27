'use client';

import { useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useValueTypedBeforeHydration } from '@/lib/hooks/use-value-typed-before-hydration';
import formStyles from '@/components/form/form.module.css';
import styles from '@/components/payments/money-in.module.css';

/**
 * The transaction-hash field of "Not received yet": a Paste button inside the box (the hash is
 * usually copied from the wallet's history), a hint that gives way to an error, one message at a time.
 */
export function HashField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const t = useTranslations('recharge');
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const [pasteRefused, setPasteRefused] = useState(false);
  useValueTypedBeforeHydration(ref, value);

  const paste = async () => {
    try {
      const text = await navigator.clipboard.readText();
      setPasteRefused(false);
      onChange(text.trim());
    } catch {
      // The browser refused (no permission, or no clipboard API here): say how to paste instead.
      setPasteRefused(true);
    }
  };

  const message = error ?? (pasteRefused ? t('pasteRefused') : null);
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {t('hash')}
      </label>
      <div className={styles.pasteBox}>
        <input
          ref={ref}
          id={id}
          name="txHash"
          className={formStyles.input}
          placeholder={t('hashPlaceholder')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={value}
          onChange={(event) => {
            setPasteRefused(false);
            onChange(event.target.value);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
        />
        <button
          type="button"
          className={styles.pasteButton}
          onClick={() => void paste()}
          data-testid="paste-hash"
        >
          {t('paste')}
        </button>
      </div>
      {message ? (
        <p id={`${id}-message`} className={formStyles.error} role="alert" data-testid="hash-error">
          {message}
        </p>
      ) : (
        <p id={`${id}-message`} className={styles.hint}>
          {t('hashHint')}
        </p>
      )}
    </div>
  );
}
