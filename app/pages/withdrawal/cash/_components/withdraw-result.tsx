'use client';

import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/format/date';
import { ResultView } from '@/components/money-flow/result-view';
import { Amount } from '@/components/ui/amount';
import type { WithdrawDone } from './withdraw-types';

/**
 * A submitted withdrawal: it now waits for the platform's review (Auditing); Success or Failed is the
 * operator's decision, later, and shows in the withdrawal record.
 */
export function WithdrawResult({
  done,
  feeLabel,
  onDone,
}: {
  done: WithdrawDone;
  feeLabel: string;
  onDone: () => void;
}) {
  const t = useTranslations('withdrawCash');
  return (
    <ResultView
      tone="submitted"
      headline={t('success')}
      message={t('resultMessage')}
      steps={[
        { label: t('timeline.submitted'), state: 'done', detail: formatDate(done.at) },
        { label: t('timeline.auditing'), state: 'current', detail: t('timeline.auditingDetail') },
        { label: t('timeline.outcome'), state: 'upcoming', detail: t('timeline.outcomeDetail') },
      ]}
      rows={[
        { label: t('amount'), value: <Amount value={done.amount} />, testId: 'result-amount' },
        { label: feeLabel, value: <Amount value={done.result.fee} /> },
        { label: t('arrival'), value: <Amount value={done.result.arrival} />, testId: 'result-arrival' },
      ]}
      recordHref="/pages/withdrawal/record"
      onDone={onDone}
    />
  );
}
