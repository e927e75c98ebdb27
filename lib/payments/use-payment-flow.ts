'use client';

/**
 * The one payment flow for stakes and recharges, in stages (after the tx-flow hooks of Lido's
 * staking widget): check → lock (stake) → persist the intent → wallet ("Initiating payment…") →
 * hash stored at once → report → auditing → success | failed. Rejection releases the device.
 * The stage after the hash is read from the persisted queue entry, so it survives reloads. The
 * wallet part (`run-payment.ts`, with wagmi/viem) loads when the user pays.
 */
import { useCallback, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { PaymentErrorKey, PaymentRequest, PaymentStage } from './payment-types';
import { isFinal, pendingPaymentsAtom, type PendingPayment } from './pending-payments';
import { afterNextPaint } from '@/lib/scheduling/yield-to-main';

function stageOf(payment: PendingPayment | undefined): PaymentStage | null {
  if (!payment) return null;
  switch (payment.state) {
    case 'intent':
      return 'awaitingWallet';
    case 'reporting':
      return 'reporting';
    case 'auditing':
      return 'auditing';
    case 'success':
      return 'success';
    case 'failed':
      return 'failed';
    case 'abandoned':
      return 'rejected';
  }
}

export function usePaymentFlow() {
  const [localStage, setLocalStage] = useState<PaymentStage>('idle');
  const [error, setError] = useState<PaymentErrorKey | null>(null);
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const busy = useRef(false);
  const payment = useAtomValue(pendingPaymentsAtom).find((p) => p.id === paymentId);
  const queued = stageOf(payment);
  const stage: PaymentStage =
    localStage === 'rejected' || localStage === 'error' ? localStage : (queued ?? localStage);

  const reset = useCallback(() => {
    if (busy.current) return;
    setLocalStage('idle');
    setError(null);
    setPaymentId(null);
  }, []);

  const fail = (key: PaymentErrorKey) => {
    setError(key);
    setLocalStage('error');
  };

  const start = useCallback(async (request: PaymentRequest) => {
    // Double tap: one flow at a time in this screen.
    if (busy.current) return;
    busy.current = true;
    setError(null);
    setPaymentId(null);
    try {
      // The tap shows ("Initiating payment…") before the wallet code runs: on a slow phone it would
      // hold the main thread, and the screen, for over a second.
      await afterNextPaint();
      const { runPayment } = await import('./run-payment');
      await runPayment(request, { setStage: setLocalStage, fail, setPaymentId });
    } catch {
      fail('walletFailed');
    } finally {
      busy.current = false;
    }
  }, []);

  return {
    stage,
    error,
    payment,
    start,
    reset,
    busy: stage === 'checking' || stage === 'locking' || stage === 'awaitingWallet',
    final: payment ? isFinal(payment) : false,
  };
}
