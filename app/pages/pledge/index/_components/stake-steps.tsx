'use client';

import { useTranslations } from 'next-intl';
import layout from '@/components/layout/layout.module.css';
import styles from '@/components/payments/money-in.module.css';

/** A step done shows a tick instead of its number (decorative: the text says the step). */
const DONE_MARK = '✓';

/**
 * The spec's 4-step stake how-to, with the step the member is at marked; `current` 5 once the stake
 * is credited: every step done, step 4 ("Stake complete") ticked too.
 */
export function StakeSteps({ current }: { current: 1 | 2 | 3 | 4 | 5 }) {
  const t = useTranslations('stake.howTo');
  return (
    <section className={layout.card} aria-labelledby="stake-how-to">
      <h2 id="stake-how-to" className={styles.cardTitle}>
        {t('title')}
      </h2>
      <ol className={layout.plainList} data-testid="stake-steps">
        {([1, 2, 3, 4] as const).map((n) => (
          <li
            key={n}
            className={n === current ? styles.stepCurrent : n < current ? styles.stepDone : styles.step}
            aria-current={n === current ? 'step' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {n < current ? DONE_MARK : n}
            </span>
            <span className={styles.stepText}>{t(`step${n}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
