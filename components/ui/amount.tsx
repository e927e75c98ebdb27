import { useLocale } from 'next-intl';
import { formatAmount, heroStep } from '@/lib/format/amount';
import styles from './amount.module.css';

export type AmountSize = 'sm' | 'md' | 'lg' | 'hero';

/**
 * A BTCW amount as every screen shows it: truncated and padded to 4 places, grouped for the locale,
 * tabular figures, the unit always beside it. The hero size steps down as the figure grows, so
 * 1 000 000 000.0000 BTCW still fits a 320 px card on one line. The figure itself never breaks:
 * the unit wraps under it and what sits beside it moves down.
 */
export function Amount({
  value,
  size = 'md',
  signed = false,
  unit = 'BTCW',
  testId,
  className,
}: {
  /** A decimal string as the API sends it. */
  value: string;
  size?: AmountSize;
  signed?: boolean;
  unit?: string | null;
  testId?: string;
  className?: string;
}) {
  const locale = useLocale();
  const text = formatAmount(value, locale, { signed });
  const step = size === 'hero' ? heroStep(text) : undefined;
  return (
    <span
      className={[styles.amount, styles[size], className].filter(Boolean).join(' ')}
      data-step={step}
      data-testid={testId}
    >
      <span className={styles.figure}>{text}</span>
      {unit && <span className={styles.unit}>{unit}</span>}
    </span>
  );
}

/**
 * An amount's place while it is not known: a dash at the amount's size and weight, so that nothing
 * moves when the figure comes. `label` (e.g. "Loading…") is what screen readers say instead of the
 * dash.
 */
export function PendingAmount({
  size = 'md',
  label,
  testId,
}: {
  size?: AmountSize;
  label?: string;
  testId?: string;
}) {
  return (
    <span
      className={[styles.amount, styles[size], styles.pending].join(' ')}
      role={label ? 'img' : undefined}
      aria-label={label}
      data-testid={testId}
    >
      —
    </span>
  );
}
