'use client';

import { useTranslations } from 'next-intl';
import { isPaymentFailure } from '@/lib/payments/payment-failure';

const CLIENT_REASONS = ['rejected', 'walletFailed', 'noTransaction', 'cancelled', 'replaced'] as const;
type ClientReason = (typeof CLIENT_REASONS)[number];
const isClientReason = (reason: string): reason is ClientReason =>
  (CLIENT_REASONS as readonly string[]).includes(reason);

/**
 * Says why a payment did not go through: the app's own reasons (wallet, replaced transaction), the
 * platform's failure codes, or else the platform's message as it was sent (already translated).
 */
export function usePaymentReason(): (reason: string) => string {
  const t = useTranslations('payment');
  return (reason) =>
    isClientReason(reason)
      ? t(`reasons.${reason}`)
      : isPaymentFailure(reason)
        ? t(`failure.${reason}`)
        : reason;
}
