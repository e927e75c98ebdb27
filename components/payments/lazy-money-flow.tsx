'use client';

import { useEffect, type ComponentProps } from 'react';
import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy/lazy-part';
import type { PaymentResult } from './payment-result';
import type { ReviewSheet } from '@/components/money-flow/review-sheet';

// The review sheet and the result view load when the member reviews a payment or one is under way,
// not with the Stake and Recharge screens' first load.
export const reviewSheetPart = lazyPart(() => import('@/components/money-flow/review-sheet'));
const paymentResultPart = lazyPart(() => import('./payment-result'));

/**
 * The review sheet, rendered as soon as its code is there (the screen preloads it). While it is open
 * the result view's code comes too: the confirm replaces the sheet with the result in one frame.
 */
export function LazyReviewSheet(props: ComponentProps<typeof ReviewSheet>) {
  const code = useLazyPart(reviewSheetPart, true, { preload: false });
  useEffect(() => void paymentResultPart.load().catch(() => undefined), []);
  return code ? <code.ReviewSheet {...props} /> : null;
}

/** A payment's result view (the payment is under way or done), rendered once its code is there. */
export function LazyPaymentResult(props: ComponentProps<typeof PaymentResult>) {
  const code = useLazyPart(paymentResultPart, true, { preload: false });
  return code ? <code.PaymentResult {...props} /> : null;
}
