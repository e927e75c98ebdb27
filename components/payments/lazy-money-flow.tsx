'use client';

import dynamic from 'next/dynamic';
import { lazyPart } from '@/lib/lazy/lazy-part';

// The review sheet and the result view load when the member reviews a payment or one is under way,
// not with the Stake and Recharge screens' first load.
export const reviewSheetPart = lazyPart(() => import('@/components/money-flow/review-sheet'));

export const LazyReviewSheet = dynamic(() => reviewSheetPart.load().then((module) => module.ReviewSheet), {
  ssr: false,
});

export const LazyPaymentResult = dynamic(
  () => import('@/components/payments/payment-result').then((module) => module.PaymentResult),
  { ssr: false },
);
