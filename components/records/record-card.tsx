import type { ReactNode } from 'react';
import { KeyValue } from '@/components/layout/key-value';
import styles from './record-card.module.css';

export interface RecordRow {
  label: string;
  value: ReactNode;
  testId?: string;
}

/**
 * One record in a list (withdrawal, financial order, balance or income flow): what it is and its
 * status on top, the amount large, then the details as label/value rows that wrap instead of
 * overflowing (long titles, hashes, amounts up to a billion).
 */
export function RecordCard({
  title,
  subtitle,
  status,
  amount,
  rows = [],
  testId,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  status?: ReactNode;
  amount: ReactNode;
  rows?: RecordRow[];
  testId?: string;
}) {
  return (
    <article className={styles.card} data-testid={testId}>
      <div className={styles.head}>
        <div className={styles.titles}>
          <h3 className={styles.title}>{title}</h3>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {status}
      </div>
      <div className={styles.amount}>{amount}</div>
      {rows.length > 0 && (
        <dl className={styles.rows}>
          {rows.map((row) => (
            <KeyValue key={row.label} label={row.label} testId={row.testId}>
              {row.value}
            </KeyValue>
          ))}
        </dl>
      )}
    </article>
  );
}
