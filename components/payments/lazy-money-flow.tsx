'use client';

import dynamic from 'next/dynamic';

// The review sheet and the result view load when the member reviews a payment or one is under way,
// not with the Stake and Recharge screens' first load.
export const LazyReviewSheet = dynamic(
  () => import('@/components/money-flow/review-sheet').then((module) => module.ReviewSheet),
  { ssr: false },
);

export const LazyPaymentResult = dynamic(
  () => import('@/components/payments/payment-result').then((module) => module.PaymentResult),
  { ssr: false },
);
