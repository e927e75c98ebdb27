'use client';

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { drainPendingPayments, hasOpenPayments, onQueueEvent } from '@/lib/payments/payment-engine';

const TICK_MS = 2000;

/**
 * Drains the pending-payment queue at launch, when the browser comes back online, when the page
 * becomes visible, and every 2 s while a payment is open. Refreshes money figures when an entry
 * changes.
 */
export function PaymentsRunner() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const drain = () => void drainPendingPayments();
    const onVisible = () => {
      if (document.visibilityState === 'visible') drain();
    };
    drain();
    window.addEventListener('online', drain);
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(() => {
      if (hasOpenPayments() && document.visibilityState !== 'hidden') drain();
    }, TICK_MS);
    const stop = onQueueEvent(() => {
      void queryClient.invalidateQueries({ queryKey: ['product'] });
      void queryClient.invalidateQueries({ queryKey: ['asset'] });
      void queryClient.invalidateQueries({ queryKey: ['member', 'userInfo'] });
    });
    return () => {
      window.removeEventListener('online', drain);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
      stop();
    };
  }, [queryClient]);
  return null;
}
