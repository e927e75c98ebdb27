'use client';

import { useTranslations } from 'next-intl';
import { ReviewSheet } from '@/components/money-flow/review-sheet';
import { Address } from '@/components/ui/address';
import { Amount } from '@/components/ui/amount';
import type { WithdrawReviewData } from './withdraw-types';

export { WithdrawResult } from './withdraw-result';

/**
 * The last look at a withdrawal: the amount, the fee, what arrives, where (the member's own wallet,
 * masked) and over which network; its confirm is the one submit.
 */
export function WithdrawReview({
  review,
  destination,
  feeLabel,
  busy,
  onConfirm,
  onClose,
}: {
  review: WithdrawReviewData;
  destination: string;
  feeLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useTranslations('withdrawCash');
  return (
    <ReviewSheet
      open
      title={t('reviewTitle')}
      rows={[
        { label: t('amount'), value: <Amount value={review.amount} />, testId: 'review-amount' },
        { label: feeLabel, value: <Amount value={review.fee} />, testId: 'review-fee' },
        {
          label: t('arrival'),
          value: <Amount value={review.arrival} size="lg" />,
          strong: true,
          testId: 'review-arrival',
        },
        {
          label: t('destination'),
          value: <Address value={destination} testId="review-destination" />,
        },
      ]}
      note={t('reviewNote')}
      confirmLabel={t('submit')}
      busyLabel={t('submitting')}
      busy={busy}
      checksPassword
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
