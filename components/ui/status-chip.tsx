'use client';

import { useTranslations } from 'next-intl';
import type { Confirmations } from '@/lib/api/schemas/payment';
import layout from '@/components/layout/layout.module.css';
import styles from './status-chip.module.css';

/** Every record status of the spec, and the tone it is drawn in on every list. */
const TONES = {
  Auditing: 'pending',
  Success: 'success',
  Failed: 'failed',
  End: 'neutral',
  Staking: 'active',
  Stake: 'active',
  Maturity: 'neutral',
  NotOpen: 'neutral',
} as const;

export type RecordStatus = keyof typeof TONES;

const KEYS = {
  Auditing: 'auditing',
  Success: 'success',
  Failed: 'failed',
  End: 'end',
  Staking: 'staking',
  Stake: 'stake',
  Maturity: 'maturity',
  NotOpen: 'notOpen',
} as const satisfies Record<RecordStatus, string>;

/**
 * A record's status as a chip of one colour per status, the same on every list. A payment on the
 * chain still waiting reads "Confirming" (with "n/N" once its depth is known), as its result card's
 * timeline says, in the pending colour; one the platform checks by hand "Under review". "Auditing"
 * is left to what people review: a withdrawal.
 */
export function StatusChip({
  status,
  confirmations,
  underReview = false,
  chainPayment = false,
  testId = 'record-status',
}: {
  status: RecordStatus;
  confirmations?: Confirmations | undefined;
  /** The platform checks the payment by hand: "Under review", not a wait for the chain. */
  underReview?: boolean | undefined;
  /** A payment made on the chain (a recharge, a stake): while it waits, the chain is confirming it. */
  chainPayment?: boolean;
  testId?: string;
}) {
  const t = useTranslations('status');
  const auditing = status === 'Auditing';
  const label =
    auditing && underReview
      ? t('underReview')
      : auditing && confirmations !== undefined
        ? t('confirming', confirmations)
        : auditing && chainPayment
          ? t('confirmingChain')
          : t(KEYS[status]);
  return (
    <span className={`${styles.chip} ${layout[TONES[status]]}`} data-testid={testId} data-status={status}>
      {label}
    </span>
  );
}
