'use client';

import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { endedFinancialOrdersQueryOptions } from '@/lib/api/endpoints/financial-end-financial-list';
import { financialOrdersQueryOptions } from '@/lib/api/endpoints/financial-financial-list';
import type { FinancialOrder } from '@/lib/api/schemas/financial';
import { useSession } from '@/lib/auth/use-session';
import { formatDate } from '@/lib/format/date';
import { formatPercent } from '@/lib/format/percent';
import { InfiniteList } from '@/components/list/infinite-list';
import { RecordCard } from '@/components/records/record-card';
import { Amount } from '@/components/ui/amount';
import { StatusChip } from '@/components/ui/status-chip';
import styles from './financial-record-screen.module.css';

type Tab = 'ongoing' | 'ended';

const TABS = ['ongoing', 'ended'] as const;

export function FinancialRecordScreen() {
  const t = useTranslations('financialRecord');
  const [tab, setTab] = useState<Tab>('ongoing');
  return (
    <div className={styles.screen}>
      <div role="tablist" className={styles.tabs}>
        {TABS.map((name) => (
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
      <OrderList key={tab} tab={tab} />
    </div>
  );
}

/** One tab's orders. Orders move between the tabs as they mature: each opening asks again. */
function OrderList({ tab }: { tab: Tab }) {
  const t = useTranslations('financialRecord');
  const { account } = useSession();
  const orders = tab === 'ongoing' ? financialOrdersQueryOptions : endedFinancialOrdersQueryOptions;
  const query = useInfiniteQuery({ ...orders(account ?? undefined), refetchOnMount: 'always' });
  return (
    <InfiniteList
      query={query}
      renderItem={(o) => <OrderCard order={o} />}
      testId={`${tab}-list`}
      empty={{
        description: t('emptyDescription'),
        action: { label: t('emptyAction'), href: '/pages/financial/index' },
      }}
    />
  );
}

function OrderCard({ order }: { order: FinancialOrder }) {
  const t = useTranslations('financialRecord');
  const tf = useTranslations('financial');
  const locale = useLocale();
  return (
    <RecordCard
      testId="financial-order"
      title={order.productName}
      subtitle={formatDate(order.createdAt)}
      status={<StatusChip status={order.status} />}
      amount={<Amount value={order.amount} size="lg" testId="order-amount" />}
      rows={[
        { label: tf('days'), value: tf('daysValue', { days: order.days }) },
        { label: t('rate'), value: `${formatPercent(order.rate, locale)}%` },
        { label: t('earned'), value: <Amount value={order.earned} size="sm" /> },
        { label: t('managementFee'), value: <Amount value={order.managementFee} size="sm" /> },
        {
          label: t('actualEarnings'),
          value: <Amount value={order.actualEarnings} size="sm" />,
          testId: 'order-actual',
        },
        {
          label: t('quantity'),
          value: <Amount value={order.quantity} size="sm" />,
          testId: 'order-quantity',
        },
        { label: t('maturesAt'), value: formatDate(order.maturesAt) },
      ]}
    />
  );
}
