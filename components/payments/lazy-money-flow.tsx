'use client';

import type { ComponentProps } from 'react';
import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy/lazy-part';
import type { PaymentResult } from './payment-result';
import type { ReviewSheet } from '@/components/money-flow/review-sheet';

// The review sheet and the result view load when the member reviews a payment or one is under way,
// not with the Stake and Recharge screens' first load.
export const reviewSheetPart = lazyPart(() => import('@/components/money-flow/review-sheet'));
const paymentResultPart = lazyPart(() => import('./payment-result'));

/** The review sheet, rendered as soon as its code is there (the screen preloads it). */
export function LazyReviewSheet(props: ComponentProps<typeof ReviewSheet>) {
  const code = useLazyPart(reviewSheetPart, true, { preload: false });
  return code ? <code.ReviewSheet {...props} /> : null;
}

/** A payment's result view (the payment is under way or done), rendered once its code is there. */
export function LazyPaymentResult(props: ComponentProps<typeof PaymentResult>) {
  const code = useLazyPart(paymentResultPart, true, { preload: false });
  return code ? <code.PaymentResult {...props} /> : null;
}
