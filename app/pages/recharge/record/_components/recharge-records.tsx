'use client';

import Link from 'next/link';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { flowsQueryOptions } from '@/lib/api/endpoints/asset-flow-record';
import { useSession } from '@/lib/auth/use-session';
import { formatDate } from '@/lib/format/date';
import { formatDecimalString } from '@/lib/format/decimal';
import { InfiniteList } from '@/components/list/infinite-list';
import { PendingPayments } from '@/components/payments/pending-payments';
import { FailureReason, StatusLabel } from '@/components/records/status-label';
import styles from '@/components/payments/payments.module.css';

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
        renderItem={(flow) => (
          <>
            <div className={styles.row}>
              <strong>+{formatDecimalString(flow.amount)} BTCW</strong>
              <StatusLabel status={flow.status} confirmations={flow.confirmations} />
            </div>
            <div className={styles.row}>
              <span className={styles.muted}>{formatDate(flow.createdAt)}</span>
              {flow.status !== 'Success' && (
                <Link href="/pages/recharge/notReceivedYet" prefetch={false} className={styles.muted}>
                  {t('rechargeNotReceived')}
                </Link>
              )}
            </div>
            {flow.status === 'Failed' && <FailureReason failure={flow.failure} />}
            {flow.txHash && <div className={styles.hash}>{flow.txHash}</div>}
          </>
        )}
      />
    </div>
  );
}
