'use client';

import Link from 'next/link';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { flowsQueryOptions } from '@/lib/api/endpoints/asset-flow-record';
import { useSession } from '@/lib/auth/use-session';
import { formatDate } from '@/lib/format/date';
import { InfiniteList } from '@/components/list/infinite-list';
import { PendingPayments } from '@/components/payments/pending-payments';
import { FailureReason } from '@/components/records/failure-reason';
import { Amount } from '@/components/ui/amount';
import { Hash } from '@/components/ui/hash';
import { StatusChip } from '@/components/ui/status-chip';
import styles from '@/components/payments/money-in.module.css';

/** Recharge record: each recharge as a card (credit, status, hash), newest first. */
export function RechargeRecords() {
  const t = useTranslations('records');
  const { account } = useSession();
  const query = useInfiniteQuery(flowsQueryOptions(account ?? undefined, 'recharge'));
  return (
    <div className={styles.screen}>
      <PendingPayments purpose="recharge" />
      <InfiniteList
        stacked
        query={query}
        testId="recharge-records"
        empty={{
          description: t('rechargeEmpty'),
          action: { label: t('rechargeAction'), href: '/pages/recharge/index' },
        }}
        renderItem={(flow) => (
          <article className={styles.recordBody}>
            <div className={styles.recordHead}>
              <Amount value={flow.amount} signed size="lg" />
              <StatusChip status={flow.status} confirmations={flow.confirmations} />
            </div>
            {flow.status === 'Failed' && <FailureReason failure={flow.failure} />}
            <div className={styles.recordFoot}>
              <time className={styles.date} dateTime={flow.createdAt}>
                {formatDate(flow.createdAt)}
              </time>
              {flow.txHash && <Hash value={flow.txHash} />}
            </div>
            {flow.status !== 'Success' && (
              <Link
                href="/pages/recharge/notReceivedYet"
                prefetch={false}
                className={styles.recordAction}
                data-testid="record-not-received"
              >
                {t('rechargeNotReceived')}
              </Link>
            )}
          </article>
        )}
      />
    </div>
  );
}
