'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Sheet } from '@/components/ui/sheet';
import { FormBanner } from '@/components/ui/form-banner';
import { Button } from '@/components/ui/button';
import { SlowCheckNote } from '@/components/form/slow-check-note';
import styles from './money-flow.module.css';

export interface ReviewRow {
  label: string;
  value: ReactNode;
  /** Emphasised (what the user pays or receives). */
  strong?: boolean;
  testId?: string;
}

/**
 * The last look before money moves: every figure of the action, the destination and the network,
 * then one confirm. While the confirm is in flight the sheet cannot be closed and the button cannot
 * be pressed again; a refusal stays inside the sheet until the user dismisses it or closes the sheet.
 */
export function ReviewSheet({
  open,
  title,
  rows,
  note,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onDismissError,
  onConfirm,
  onClose,
  network = true,
  checksPassword = false,
}: {
  open: boolean;
  title: string;
  rows: ReviewRow[];
  note?: string;
  confirmLabel: string;
  busyLabel?: string;
  busy: boolean;
  error?: string | null;
  onDismissError?: () => void;
  onConfirm: () => void;
  onClose: () => void;
  /** Show the "Network: BTCW (21000)" row (payments over the chain). */
  network?: boolean;
  /** The confirm sends a password the platform checks slowly: say so while it takes seconds. */
  checksPassword?: boolean;
}) {
  const t = useTranslations('review');
  return (
    <Sheet open={open} title={title} onClose={onClose} dismissible={!busy} testId="review-sheet">
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.label} className={row.strong ? styles.rowStrong : styles.row}>
            <dt>{row.label}</dt>
            <dd data-testid={row.testId}>{row.value}</dd>
          </div>
        ))}
        {network && (
          <div className={styles.row}>
            <dt>{t('network')}</dt>
            <dd>{t('networkValue')}</dd>
          </div>
        )}
      </dl>
      {note && <p className={styles.note}>{note}</p>}
      {error && <FormBanner message={error} onDismiss={onDismissError} />}
      <Button onClick={onConfirm} needsNetwork disabled={busy} testId="review-confirm">
        {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
      </Button>
      {checksPassword && <SlowCheckNote busy={busy} testId="review-slow-check" />}
    </Sheet>
  );
}
