'use client';

import type { ReactNode } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { StatusTimeline, type TimelineStep } from './status-timeline';
import type { ReviewRow } from './review-sheet';
import { KeyValue } from '@/components/layout/key-value';
import layout from '@/components/layout/layout.module.css';
import buttonStyles from '@/components/ui/button.module.css';
import styles from './money-flow.module.css';

/**
 * `submitted`: the action went through and now waits for someone else (a withdrawal for its review):
 * a check mark, in the brand's colour rather than success green.
 */
export type ResultTone = 'pending' | 'submitted' | 'success' | 'failed';

/**
 * After a money action: what happened in one headline, the timeline that follows the real state
 * (it keeps moving while the screen is open, and after a reload for payments in the queue), the
 * figures, and the way to the record.
 */
/** The badge's mark (decorative: the headline says it). */
const BADGE = { success: '✓', submitted: '✓', failed: '!', pending: '…' } as const;

export function ResultView({
  tone,
  headline,
  message,
  steps,
  rows,
  recordHref,
  onDone,
  children,
}: {
  tone: ResultTone;
  headline: string;
  message?: string;
  steps: TimelineStep[];
  rows?: ReviewRow[];
  recordHref: string;
  onDone?: () => void;
  children?: ReactNode;
}) {
  const t = useTranslations('review');
  return (
    <section className={styles.result} data-testid="result-view" data-tone={tone} aria-live="polite">
      <div className={styles[`badge_${tone}`]} aria-hidden="true">
        {BADGE[tone]}
      </div>
      <h2 className={styles.headline} data-testid="result-headline">
        {headline}
      </h2>
      {message && <p className={styles.message}>{message}</p>}
      <StatusTimeline steps={steps} />
      {rows && rows.length > 0 && (
        <dl className={styles.rows}>
          {rows.map((row) => (
            <KeyValue key={row.label} label={row.label} testId={row.testId}>
              {row.value}
            </KeyValue>
          ))}
        </dl>
      )}
      {children}
      <div className={`${layout.stack} ${layout.tight}`}>
        <Link
          href={recordHref}
          prefetch={false}
          className={buttonStyles.primary}
          data-testid="result-view-record"
        >
          {t('viewRecord')}
        </Link>
        {onDone && (
          <button type="button" className={buttonStyles.secondary} onClick={onDone} data-testid="result-done">
            {t('done')}
          </button>
        )}
      </div>
    </section>
  );
}
