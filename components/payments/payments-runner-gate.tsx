'use client';

import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy/lazy-part';
import { isFinal, pendingPaymentsAtom } from '@/lib/payments/pending-payments';

// The queue runner and the wallet code it needs load only while a payment is unsettled.
const runnerPart = lazyPart(() => import('@/components/payments/payments-runner'));

/** Mounts the runner once the queue holds an unsettled payment, and keeps it for the visit. */
export function PaymentsRunnerGate() {
  const open = useAtomValue(pendingPaymentsAtom).some((payment) => !isFinal(payment));
  const [needed, setNeeded] = useState(false);
  if (open && !needed) setNeeded(true);
  const code = useLazyPart(runnerPart, needed, { preload: false });
  return needed && code ? <code.PaymentsRunner /> : null;
}
