import Link from 'next/link';
import styles from './action-tiles.module.css';

export type ActionIcon = 'recharge' | 'withdraw' | 'stake' | 'records' | 'financial' | 'invite';

const PATHS: Record<ActionIcon, string> = {
  recharge: 'M12 4v12m0 0l-5-5m5 5l5-5M5 20h14',
  withdraw: 'M12 20V8m0 0l-5 5m5-5l5 5M5 4h14',
  stake: 'M4 7h16v10H4zM8 7V5h8v2M9 12h6',
  records: 'M7 4h10a1 1 0 0 1 1 1v15l-3-2-3 2-3-2-3 2V5a1 1 0 0 1 1-1zM9 9h6M9 13h6',
  financial: 'M4 19V9m5 10V5m5 14v-7m5 7V8',
  invite: 'M15 8a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM5 20a7 7 0 0 1 14 0M19 4v4m2-2h-4',
};

/** Icon actions under a balance (Recharge, Withdraw, Stake, Records): each a 44 px+ tap target. */
export function ActionTiles({
  actions,
}: {
  actions: { icon: ActionIcon; label: string; href: string; testId?: string }[];
}) {
  return (
    <nav className={styles.tiles}>
      {actions.map((action) => (
        <Link
          key={action.href}
          href={action.href}
          prefetch={false}
          className={styles.tile}
          data-testid={action.testId}
        >
          <span className={styles.icon} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="22" height="22">
              <path
                d={PATHS[action.icon]}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </span>
          <span className={styles.label}>{action.label}</span>
        </Link>
      ))}
    </nav>
  );
}
