'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useAtomValue } from 'jotai';
import { isFinal, pendingPaymentsAtom } from '@/lib/payments/queue';

// The queue runner and the wallet code it needs load only while a payment is unsettled.
const PaymentsRunner = dynamic(
  () => import('@/components/payments/payments-runner').then((module) => module.PaymentsRunner),
  { ssr: false },
);

/** Mounts the runner once the queue holds an unsettled payment, and keeps it for the visit. */
export function PaymentsRunnerGate() {
  const open = useAtomValue(pendingPaymentsAtom).some((payment) => !isFinal(payment));
  const [needed, setNeeded] = useState(false);
  if (open && !needed) setNeeded(true);
  return needed ? <PaymentsRunner /> : null;
}
