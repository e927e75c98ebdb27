import Link from 'next/link';
import styles from './money-in.module.css';

/** The ways on from a money screen (records, "Not received yet"): full-width rows, 44 px+ tall. */
export function ActionLinks({ links }: { links: { label: string; href: string; testId?: string }[] }) {
  return (
    <nav className={styles.actionLinks}>
      {links.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          prefetch={false}
          className={styles.actionLink}
          data-testid={link.testId}
        >
          <span>{link.label}</span>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Link>
      ))}
    </nav>
  );
}
