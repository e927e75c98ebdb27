'use client';

import { useTranslations } from 'next-intl';
import type { Confirmations, PaymentFailure } from '@/lib/api/schemas/payment';
import styles from '@/components/payments/payments.module.css';

const KEYS = {
  Auditing: 'auditing',
  Success: 'success',
  Failed: 'failed',
  Staking: 'staking',
  End: 'end',
} as const;

/** A record's status; a payment waiting for its depth says "Confirming n/N". */
export function StatusLabel({
  status,
  confirmations,
}: {
  status: keyof typeof KEYS;
  confirmations?: Confirmations | undefined;
}) {
  const t = useTranslations('records.status');
  const tp = useTranslations('payment');
  return (
    <span data-testid="record-status">
      {status === 'Auditing' && confirmations ? tp('confirming', confirmations) : t(KEYS[status])}
    </span>
  );
}

/** Why a payment record failed, under its row. */
export function FailureReason({ failure }: { failure?: PaymentFailure | undefined }) {
  const t = useTranslations('payment.failure');
  if (!failure) return null;
  return (
    <div className={styles.muted} data-testid="record-failure">
      {t(failure)}
    </div>
  );
}
