'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { withdrawalsQueryOptions, type Withdrawal } from '@/lib/api/endpoints/asset-cash-record';
import { useSession } from '@/lib/auth/use-session';
import { formatDate } from '@/lib/format/date';
import { formatDecimalString } from '@/lib/format/decimal';
import { InfiniteList } from '@/components/list/infinite-list';
import listStyles from '@/components/list/infinite-list.module.css';
import { StatusBadge } from '@/components/list/status-badge';

const STATUS_KEY = { Auditing: 'auditing', Success: 'success', Failed: 'failed' } as const;

export function WithdrawalRecordScreen() {
  const { account } = useSession();
  const query = useInfiniteQuery(withdrawalsQueryOptions(account ?? undefined));
  return (
    <InfiniteList
      query={query}
      renderItem={(item) => <WithdrawalRow item={item} />}
      testId="withdrawal-list"
    />
  );
}

function WithdrawalRow({ item }: { item: Withdrawal }) {
  const t = useTranslations('withdrawalRecord');
  const ts = useTranslations('common.status');
  return (
    <dl className={listStyles.rows} data-testid="withdrawal-row">
      <dt>{t('amount')}</dt>
      <dd>{formatDecimalString(item.amount)}</dd>
      <dt>{t('fee')}</dt>
      <dd>{formatDecimalString(item.fee)}</dd>
      <dt>{t('arrival')}</dt>
      <dd>{formatDecimalString(item.arrival)}</dd>
      <dt>{t('time')}</dt>
      <dd>{formatDate(item.createdAt)}</dd>
      <dt>{t('status')}</dt>
      <dd>
        <StatusBadge tone={item.status === 'Failed' ? 'bad' : item.status === 'Success' ? 'good' : 'pending'}>
          {ts(STATUS_KEY[item.status])}
        </StatusBadge>
      </dd>
    </dl>
  );
}
