import styles from './skeleton.module.css';

/**
 * Grey placeholders in the shape of what is loading. They fade in only after the spec's 200 ms
 * loading-view delay (CSS, so a fast answer never flashes them) and say "Loading…" to screen readers.
 */
export function Skeleton({ lines = 2, label }: { lines?: number; label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-label={label} data-testid="skeleton">
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={styles.line} />
      ))}
    </div>
  );
}

/** A list of `count` skeleton cards (records, notices, members). */
export function SkeletonList({
  count = 3,
  lines = 2,
  label,
}: {
  count?: number;
  lines?: number;
  label: string;
}) {
  return (
    <div className={styles.list} role="status" aria-label={label} data-testid="skeleton">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.card} aria-hidden="true">
          {Array.from({ length: lines }, (_, line) => (
            <span key={line} className={styles.line} />
          ))}
        </div>
      ))}
    </div>
  );
}
