'use client';

import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useSession } from '@/lib/auth/use-session';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { isFinal, pendingPaymentsAtom, type PaymentPurpose, type PendingPayment } from './pending-payments';

/**
 * The payment a Stake or Recharge screen shows the result of: the one this visit started, or — on
 * arrival, e.g. after a reload while a payment was under way — the member's newest unsettled
 * payment of that purpose, re-entered from the persisted queue. `dismiss` returns to the form.
 */
export function useShownPayment(purpose: PaymentPurpose, started: PendingPayment | undefined) {
  const hydrated = useHydrated();
  const { account } = useSession();
  const queue = useAtomValue(pendingPaymentsAtom);
  // undefined: not looked at yet; null: nothing to re-enter (or dismissed).
  const [resumedId, setResumedId] = useState<string | null | undefined>(undefined);
  if (hydrated && resumedId === undefined) {
    const open = account
      ? queue
          .filter((p) => p.account === account && p.purpose === purpose && !isFinal(p))
          .sort((a, b) => b.createdAt - a.createdAt)[0]
      : undefined;
    setResumedId(open?.id ?? null);
  }
  const resumed = resumedId ? queue.find((p) => p.id === resumedId) : undefined;
  return {
    payment: started ?? resumed,
    dismiss: () => setResumedId(null),
  };
}
