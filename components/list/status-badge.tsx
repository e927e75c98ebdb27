import type { ReactNode } from 'react';
import styles from './status-badge.module.css';

export function StatusBadge({ tone, children }: { tone: 'good' | 'bad' | 'pending'; children: ReactNode }) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-testid="status">
      {children}
    </span>
  );
}
