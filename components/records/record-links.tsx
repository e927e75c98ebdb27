import Link from 'next/link';
import styles from './record-links.module.css';

/** The ways on from a money screen (its records, "Not received yet"): full-width rows, each a 44 px+ tap target. */
export function RecordLinks({ links }: { links: { href: string; label: string; testId?: string }[] }) {
  return (
    <nav className={styles.links}>
      {links.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          prefetch={false}
          className={styles.link}
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
