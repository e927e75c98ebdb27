'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { withdrawalsQueryOptions, type Withdrawal } from '@/lib/api/endpoints/asset-cash-record';
import { useSession } from '@/lib/auth/use-session';
import { formatDate } from '@/lib/format/date';
import { InfiniteList } from '@/components/list/infinite-list';
import { RecordCard } from '@/components/records/record-card';
import { Amount } from '@/components/ui/amount';
import { Hash } from '@/components/ui/hash';
import { StatusChip } from '@/components/ui/status-chip';

export function WithdrawalRecordScreen() {
  const t = useTranslations('withdrawalRecord');
  const { account } = useSession();
  const query = useInfiniteQuery(withdrawalsQueryOptions(account ?? undefined));
  return (
    <InfiniteList
      query={query}
      renderItem={(item) => <WithdrawalCard item={item} />}
      testId="withdrawal-list"
      empty={{
        description: t('emptyDescription'),
        action: { label: t('emptyAction'), href: '/pages/withdrawal/cash' },
      }}
    />
  );
}

function WithdrawalCard({ item }: { item: Withdrawal }) {
  const t = useTranslations('withdrawalRecord');
  const tk = useTranslations('records.kinds');
  return (
    <RecordCard
      testId="withdrawal-row"
      title={tk('withdrawal')}
      status={<StatusChip status={item.status} />}
      amount={<Amount value={item.amount} size="lg" testId="withdrawal-amount" />}
      rows={[
        { label: t('fee'), value: <Amount value={item.fee} size="sm" /> },
        // What the member gets, in the tense of its status: under review it is still to come; a
        // refused one was refunded whole, fee included (docs/ledger.md).
        item.status === 'Failed'
          ? {
              label: t('refunded'),
              value: <Amount value={item.amount} size="sm" />,
              testId: 'withdrawal-refunded',
            }
          : {
              label: item.status === 'Auditing' ? t('arrivalPending') : t('arrival'),
              value: <Amount value={item.arrival} size="sm" />,
              testId: 'withdrawal-arrival',
            },
        { label: t('time'), value: formatDate(item.createdAt) },
        ...(item.txHash ? [{ label: t('hash'), value: <Hash value={item.txHash} /> }] : []),
      ]}
    />
  );
}
