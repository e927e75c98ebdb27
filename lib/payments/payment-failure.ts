import { PAYMENT_FAILURES, type PaymentFailure } from '@/lib/api/schemas/payment';

const FAILURES: ReadonlySet<string> = new Set<string>(PAYMENT_FAILURES);

/** A failure code the server sends with a failed payment (translated under `payment.failure`). */
export function isPaymentFailure(value: string): value is PaymentFailure {
  return FAILURES.has(value);
}
