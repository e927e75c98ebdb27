'use client';

import Link from 'next/link';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { flowsQueryOptions } from '@/lib/api/endpoints/asset-flow-record';
import { useSession } from '@/lib/auth/use-session';
import { formatDate } from '@/lib/format/date';
import { useMinute } from '@/lib/hooks/use-minute';
import { InfiniteList } from '@/components/list/infinite-list';
import { PendingPayments } from '@/components/payments/pending-payments';
import { FailureReason } from '@/components/records/failure-reason';
import { Amount } from '@/components/ui/amount';
import { Hash } from '@/components/ui/hash';
import { StatusChip } from '@/components/ui/status-chip';
import layout from '@/components/layout/layout.module.css';
import styles from '@/components/payments/money-in.module.css';
import { offersNotReceived } from './not-received-offer';

/** Recharge record: each recharge as a card (credit, status, hash), newest first. */
export function RechargeRecords() {
  const t = useTranslations('records');
  const { account } = useSession();
  const query = useInfiniteQuery(flowsQueryOptions(account ?? undefined, 'recharge'));
  // "Recharge Not Received" appears on a waiting recharge without a reload.
  const now = useMinute();
  const flows = query.data?.pages.flatMap((page) => page.list) ?? [];
  const hashes = new Set(flows.flatMap((flow) => (flow.txHash ? [flow.txHash.toLowerCase()] : [])));
  return (
    <div className={`${layout.stack} ${layout.roomy}`}>
      {/* Until the list has come, the queue would list what the list is about to show. */}
      {query.data && <PendingPayments purpose="recharge" listed={{ hashes }} />}
      <InfiniteList
        stacked
        query={query}
        testId="recharge-records"
        empty={{
          description: t('rechargeEmpty'),
          action: { label: t('rechargeAction'), href: '/pages/recharge/index' },
        }}
        renderItem={(flow) => (
          <article className={`${layout.stack} ${layout.tight}`}>
            <div className={styles.recordHead}>
              <Amount value={flow.amount} signed size="lg" />
              <StatusChip
                status={flow.status}
                confirmations={flow.confirmations}
                underReview={flow.underReview}
                chainPayment
              />
            </div>
            {flow.status === 'Failed' && <FailureReason failure={flow.failure} />}
            <div className={styles.recordFoot}>
              <time className={styles.date} dateTime={flow.createdAt}>
                {formatDate(flow.createdAt)}
              </time>
              {flow.txHash && <Hash value={flow.txHash} />}
            </div>
            {offersNotReceived(flow, now) && (
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
