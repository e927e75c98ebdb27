'use client';

import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { endedFinancialOrdersQueryOptions } from '@/lib/api/endpoints/financial-end-financial-list';
import { financialOrdersQueryOptions } from '@/lib/api/endpoints/financial-financial-list';
import type { FinancialOrder } from '@/lib/api/schemas/financial';
import { useSession } from '@/lib/auth/use-session';
import { formatDate } from '@/lib/format/date';
import { formatDecimalString } from '@/lib/format/decimal';
import { rateToPercent } from '@/lib/money/rates';
import { InfiniteList } from '@/components/list/infinite-list';
import listStyles from '@/components/list/infinite-list.module.css';
import { StatusBadge } from '@/components/list/status-badge';
import styles from './financial-record-screen.module.css';

type Tab = 'ongoing' | 'ended';

export function FinancialRecordScreen() {
  const t = useTranslations('financialRecord');
  const [tab, setTab] = useState<Tab>('ongoing');
  return (
    <div className={styles.screen}>
      <div role="tablist" className={styles.tabs}>
        {(['ongoing', 'ended'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={tab === name ? styles.tabOn : styles.tab}
            onClick={() => setTab(name)}
          >
            {t(name)}
          </button>
        ))}
      </div>
      {tab === 'ongoing' ? <OngoingList /> : <EndedList />}
    </div>
  );
}

function OngoingList() {
  const { account } = useSession();
  const query = useInfiniteQuery({
    ...financialOrdersQueryOptions(account ?? undefined),
    // Orders move between the tabs as they mature: always recheck when a tab opens.
    refetchOnMount: 'always',
  });
  return <InfiniteList query={query} renderItem={(o) => <OrderRow order={o} />} testId="ongoing-list" />;
}

function EndedList() {
  const { account } = useSession();
  const query = useInfiniteQuery({
    ...endedFinancialOrdersQueryOptions(account ?? undefined),
    refetchOnMount: 'always',
  });
  return <InfiniteList query={query} renderItem={(o) => <OrderRow order={o} />} testId="ended-list" />;
}

function OrderRow({ order }: { order: FinancialOrder }) {
  const t = useTranslations('financialRecord');
  const ts = useTranslations('common.status');
  return (
    <>
      <p className={styles.name}>{order.productName}</p>
      <dl className={listStyles.rows} data-testid="financial-order">
        <dt>{t('amount')}</dt>
        <dd>{formatDecimalString(order.amount)}</dd>
        <dt>{t('date')}</dt>
        <dd>{formatDate(order.createdAt)}</dd>
        <dt>{t('days')}</dt>
        <dd>{order.days}</dd>
        <dt>{t('rate')}</dt>
        <dd>{rateToPercent(order.rate)}%</dd>
        <dt>{t('earned')}</dt>
        <dd>{formatDecimalString(order.earned)}</dd>
        <dt>{t('managementFee')}</dt>
        <dd>{formatDecimalString(order.managementFee)}</dd>
        <dt>{t('actualEarnings')}</dt>
        <dd data-testid="order-actual">{formatDecimalString(order.actualEarnings)}</dd>
        <dt>{t('status')}</dt>
        <dd>
          <StatusBadge tone={order.status === 'Stake' ? 'pending' : 'good'}>
            {ts(order.status === 'Stake' ? 'stake' : 'maturity')}
          </StatusBadge>
        </dd>
        <dt>{t('quantity')}</dt>
        <dd data-testid="order-quantity">{formatDecimalString(order.quantity)}</dd>
        <dt>{t('maturesAt')}</dt>
        <dd>{formatDate(order.maturesAt)}</dd>
      </dl>
    </>
  );
}
