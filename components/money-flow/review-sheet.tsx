'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Sheet } from '@/components/ui/sheet';
import { FormBanner } from '@/components/ui/form-banner';
import { Button } from '@/components/ui/button';
import { SlowCheckNote } from '@/components/form/slow-check-note';
import { KeyValue } from '@/components/layout/key-value';
import layout from '@/components/layout/layout.module.css';
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
          <KeyValue
            key={row.label}
            label={row.label}
            className={row.strong ? `${layout.keyValue} ${styles.rowStrong}` : undefined}
            testId={row.testId}
          >
            {row.value}
          </KeyValue>
        ))}
        {network && <KeyValue label={t('network')}>{t('networkValue')}</KeyValue>}
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
