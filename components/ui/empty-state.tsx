import Link from 'next/link';
import styles from './empty-state.module.css';

/**
 * What an empty list says: the spec's "No Data Available", one line on what will appear here, and
 * the action that fills it (e.g. "Recharge" on an empty recharge record).
 */
export function EmptyState({
  title,
  description,
  action,
  testId,
}: {
  title: string;
  description?: string;
  action?: { label: string; href: string };
  testId?: string;
}) {
  return (
    <div className={styles.empty} data-testid={testId}>
      <svg className={styles.icon} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <rect
          x="8"
          y="10"
          width="32"
          height="28"
          rx="4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        />
        <path d="M8 28h10l2 4h8l2-4h10" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && (
        <Link className={styles.action} href={action.href} prefetch={false}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
