'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { flowsQueryOptions, type Flow } from '@/lib/api/endpoints/asset-flow-record';
import { useSession } from '@/lib/auth/use-session';
import { formatDate } from '@/lib/format/date';
import { InfiniteList } from '@/components/list/infinite-list';
import { Amount } from '@/components/ui/amount';
import { Hash } from '@/components/ui/hash';
import { StatusChip } from '@/components/ui/status-chip';
import { RecordCard } from './record-card';

/** Where an empty list sends the member: what fills it. */
const EMPTY_ACTION = {
  income: { key: 'incomeEmpty', href: '/pages/pledge/index' },
  balance: { key: 'balanceEmpty', href: '/pages/recharge/index' },
} as const;

/** Income (`income`: earnings as they accrue) or balance (`balance`: every balance movement) flows. */
export function FlowRecords({ type }: { type: 'income' | 'balance' }) {
  const t = useTranslations('records');
  const { account } = useSession();
  const query = useInfiniteQuery(flowsQueryOptions(account ?? undefined, type));
  const empty = EMPTY_ACTION[type];
  return (
    <InfiniteList
      query={query}
      testId={`${type}-records`}
      renderItem={(flow) => <FlowCard flow={flow} />}
      // The spec titles both flow pages "Income record"; the balance's says it lists every movement.
      lead={type === 'balance' ? t('balanceLead') : undefined}
      empty={{
        description: t(`${empty.key}.description`),
        action: { label: t(`${empty.key}.action`), href: empty.href },
      }}
    />
  );
}

function FlowCard({ flow }: { flow: Flow }) {
  const t = useTranslations('records');
  const detail = flow.title === 'stakeRefund' ? t('stakeRefund') : flow.title;
  return (
    <RecordCard
      testId="flow-record"
      title={t(`kinds.${flow.kind}`)}
      subtitle={detail}
      // Income and balance movements are all Success; only a recharge still on its way says otherwise.
      status={
        flow.status === 'Success' ? undefined : (
          <StatusChip
            status={flow.status}
            confirmations={flow.confirmations}
            underReview={flow.underReview}
            chainPayment
          />
        )
      }
      amount={<Amount value={flow.amount} size="lg" signed testId="flow-amount" />}
      rows={[
        { label: t('time'), value: formatDate(flow.createdAt) },
        ...(flow.txHash ? [{ label: t('hash'), value: <Hash value={flow.txHash} /> }] : []),
      ]}
    />
  );
}
