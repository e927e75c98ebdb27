import { atom } from 'jotai';
import { isFinal, pendingPaymentsAtom } from '@/lib/payments/pending-payments';

/** True while any payment is between "intent saved" and a final state; the update prompt waits for it. */
export const paymentInProgressAtom = atom((get) =>
  get(pendingPaymentsAtom).some((payment) => !isFinal(payment)),
);
