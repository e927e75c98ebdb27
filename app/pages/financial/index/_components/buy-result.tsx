'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatAmount } from '@/lib/format/amount';
import { formatDate } from '@/lib/format/date';
import { formatPercent } from '@/lib/format/percent';
import { ResultView } from '@/components/money-flow/result-view';
import { Amount } from '@/components/ui/amount';
import type { BuyDone } from './buy-types';

/** A bought product: it is staking now, and pays back at its maturity date. */
export function BuyResult({ done, onDone }: { done: BuyDone; onDone: () => void }) {
  const t = useTranslations('financial');
  const locale = useLocale();
  const maturity = formatDate(done.maturesAt, 'YYYY-MM-DD');
  return (
    <ResultView
      tone="success"
      headline={t('success')}
      message={t('resultMessage', { quantity: formatAmount(done.quantity, locale), date: maturity })}
      steps={[
        { label: t('timeline.submitted'), state: 'done', detail: formatDate(done.at) },
        {
          label: t('timeline.staking'),
          state: 'current',
          detail: t('timeline.stakingDetail', { rate: formatPercent(done.product.rate, locale) }),
        },
        { label: t('timeline.maturity'), state: 'upcoming', detail: maturity },
      ]}
      rows={[
        { label: t('product'), value: done.product.name },
        { label: t('days'), value: t('daysValue', { days: done.days }) },
        { label: t('amount'), value: <Amount value={done.amount} />, testId: 'result-amount' },
        { label: t('quantity'), value: <Amount value={done.quantity} />, testId: 'result-quantity' },
      ]}
      recordHref="/pages/financial/record"
      onDone={onDone}
    />
  );
}
