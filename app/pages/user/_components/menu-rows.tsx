import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './menu-rows.module.css';

export interface MenuRow {
  href: string;
  label: string;
}

/**
 * A card of navigation rows (Mine, Settings): each a 44 px+ row with a chevron, never an underlined
 * link. `children` are further rows that only show something (the version).
 */
export function MenuRows({ rows, children }: { rows: readonly MenuRow[]; children?: ReactNode }) {
  return (
    <nav className={styles.menu}>
      {rows.map((row) => (
        <Link key={row.href} href={row.href} prefetch={false} className={styles.row}>
          <span className={styles.label}>{row.label}</span>
          <svg className={styles.chevron} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Link>
      ))}
      {children}
    </nav>
  );
}

/** A row of a {@link MenuRows} card that shows a value instead of leading somewhere. */
export function MenuInfoRow({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.row}>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{value}</span>
    </div>
  );
}
