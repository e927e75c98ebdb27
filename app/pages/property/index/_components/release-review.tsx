'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatAmount } from '@/lib/format/amount';
import { formatDate } from '@/lib/format/date';
import { ResultView } from '@/components/money-flow/result-view';
import { ReviewSheet } from '@/components/money-flow/review-sheet';
import { Amount } from '@/components/ui/amount';

/** Releasing earnings: what moves to the balance, one confirm (not a chain payment: no network). */
export function ReleaseReview({
  amount,
  busy,
  error,
  onDismissError,
  onConfirm,
  onClose,
}: {
  amount: string;
  busy: boolean;
  error: string | null;
  onDismissError: () => void;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useTranslations('property');
  return (
    <ReviewSheet
      open
      title={t('release')}
      rows={[
        {
          label: t('releaseAmount'),
          value: <Amount value={amount} size="lg" />,
          strong: true,
          testId: 'review-release-amount',
        },
      ]}
      note={t('releaseNote')}
      network={false}
      confirmLabel={t('releaseConfirm')}
      busyLabel={t('releasing')}
      busy={busy}
      error={error}
      onDismissError={onDismissError}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

/** Released: the amount is in the balance already (the card above shows it). */
export function ReleaseResult({
  released,
  onDone,
}: {
  released: { amount: string; at: number };
  onDone: () => void;
}) {
  const t = useTranslations('property');
  const locale = useLocale();
  return (
    <ResultView
      tone="success"
      headline={t('releasedHeadline')}
      message={t('released', { amount: formatAmount(released.amount, locale) })}
      steps={[{ label: t('releasedStep'), state: 'done', detail: formatDate(released.at) }]}
      rows={[
        {
          label: t('releaseAmount'),
          value: <Amount value={released.amount} />,
          testId: 'result-release-amount',
        },
      ]}
      recordHref="/pages/property/record2"
      onDone={onDone}
    />
  );
}
