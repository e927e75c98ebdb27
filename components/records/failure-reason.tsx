'use client';

import { useTranslations } from 'next-intl';
import type { PaymentFailure } from '@/lib/api/schemas/payment';
import styles from '@/components/payments/money-in.module.css';

/** Why a payment record failed, under its status. */
export function FailureReason({ failure }: { failure?: PaymentFailure | undefined }) {
  const t = useTranslations('payment.failure');
  if (!failure) return null;
  return (
    <p className={styles.reason} data-testid="record-failure">
      {t(failure)}
    </p>
  );
}
