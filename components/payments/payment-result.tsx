'use client';

import { useTranslations } from 'next-intl';
import { ResultView } from '@/components/money-flow/result-view';
import type { TimelineStep } from '@/components/money-flow/status-timeline';
import type { ReviewRow } from '@/components/money-flow/review-sheet';
import { Amount } from '@/components/ui/amount';
import { Hash } from '@/components/ui/hash';
import { paymentProgress, type PaymentSnapshot, type ProgressStep } from '@/lib/payments/payment-progress';
import { usePaymentReason } from './use-payment-reason';

const RECORD_HREF = { stake: '/pages/pledge/record', recharge: '/pages/recharge/record' } as const;

/**
 * The result of a stake or recharge payment, read from its entry in the persisted payment queue (or
 * from the platform's answer to a hash reported by hand):
 * the headline, the timeline (Initiating payment → Submitted → Confirming n/N → Credited/Staked,
 * or Failed with the reason: lib/payments/payment-progress.ts) and the figures. It follows the entry as the queue runner moves it, also after a reload.
 */
export function PaymentResult({
  payment,
  onDone,
  viaWallet = true,
  testId = 'payment-result',
}: {
  payment: PaymentSnapshot;
  onDone?: () => void;
  /** False for a recharge reported by hand: it never went through the app's wallet step. */
  viaWallet?: boolean;
  testId?: string;
}) {
  const t = useTranslations('payment.result');
  const tr = useTranslations('review');
  const reasonOf = usePaymentReason();
  const progress = paymentProgress(payment, { viaWallet });

  const label = (step: ProgressStep): string =>
    step.label.key === 'confirmingOf'
      ? t('steps.confirmingOf', step.label.confirmations)
      : t(`steps.${step.label.key}`);
  const steps: TimelineStep[] = progress.steps.map((step) => ({
    label: label(step),
    state: step.state,
    ...(step.detail
      ? { detail: 'reason' in step.detail ? reasonOf(step.detail.reason) : t(`details.${step.detail.key}`) }
      : {}),
  }));

  const rows: ReviewRow[] = [
    {
      label: tr('amount'),
      value: <Amount value={payment.amount} />,
      testId: 'result-amount',
    },
  ];
  if (payment.hashrateId) rows.push({ label: tr('hashrateId'), value: payment.hashrateId });
  if (payment.hash)
    rows.push({ label: tr('hash'), value: <Hash value={payment.hash} testId="result-hash" /> });

  return (
    <div data-testid={testId} data-state={payment.state}>
      <ResultView
        tone={progress.tone}
        headline={t(`headline.${progress.headline}`)}
        message={t(`message.${progress.message}`)}
        steps={steps}
        rows={rows}
        recordHref={RECORD_HREF[payment.purpose]}
        {...(onDone ? { onDone } : {})}
      />
    </div>
  );
}
