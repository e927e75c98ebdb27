'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { stakeOrdersQueryOptions } from '@/lib/api/endpoints/product-order';
import { useSession } from '@/lib/auth/use-session';
import { formatDate } from '@/lib/format/date';
import { InfiniteList } from '@/components/list/infinite-list';
import { PendingPayments } from '@/components/payments/pending-payments';
import { FailureReason } from '@/components/records/failure-reason';
import { Amount } from '@/components/ui/amount';
import { Hash } from '@/components/ui/hash';
import { StatusChip } from '@/components/ui/status-chip';
import { KeyValue } from '@/components/layout/key-value';
import layout from '@/components/layout/layout.module.css';
import styles from '@/components/payments/money-in.module.css';

/** Stake record: each staked device as a card (status, stake, earnings, time left, payment hash). */
export function StakeRecords() {
  const t = useTranslations('records');
  const { account } = useSession();
  const query = useInfiniteQuery(stakeOrdersQueryOptions(account ?? undefined));
  const orders = query.data?.pages.flatMap((page) => page.list) ?? [];
  const listed = {
    hashes: new Set(orders.flatMap((order) => (order.txHash ? [order.txHash.toLowerCase()] : []))),
    orderIds: new Set(orders.map((order) => order.id)),
  };
  return (
    <div className={`${layout.stack} ${layout.roomy}`}>
      {/* Until the list has come, the queue would list what the list is about to show. */}
      {query.data && <PendingPayments purpose="stake" listed={listed} />}
      <InfiniteList
        stacked
        query={query}
        testId="stake-records"
        empty={{
          description: t('stakeEmpty'),
          action: { label: t('stakeAction'), href: '/pages/pledge/index' },
        }}
        renderItem={(order) => (
          <article className={`${layout.stack} ${layout.tight}`}>
            <div className={styles.recordHead}>
              <span className={styles.recordTitle}>
                {t('hashrateId')}: {order.hashrateId}
              </span>
              <StatusChip
                status={order.status}
                confirmations={order.confirmations}
                underReview={order.underReview}
                chainPayment
              />
            </div>
            {order.status === 'Failed' && <FailureReason failure={order.failure} />}
            <dl className={styles.rows}>
              <KeyValue label={t('stakeQuantity')} className={styles.row}>
                <Amount value={order.stakeAmount} />
              </KeyValue>
              <KeyValue label={t('earned')} className={styles.row}>
                <Amount value={order.earned} />
              </KeyValue>
              <KeyValue label={t('remainingTime')} className={styles.row}>
                {t('days', { days: order.remainingDays })}
              </KeyValue>
            </dl>
            <div className={styles.recordFoot}>
              <time className={styles.date} dateTime={order.createdAt}>
                {formatDate(order.createdAt)}
              </time>
              {order.txHash && <Hash value={order.txHash} />}
            </div>
          </article>
        )}
      />
    </div>
  );
}
