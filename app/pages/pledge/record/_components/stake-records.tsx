'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { stakeOrdersQueryOptions } from '@/lib/api/endpoints/product-order';
import { useSession } from '@/lib/auth/use-session';
import { formatDate } from '@/lib/format/date';
import { formatDecimalString } from '@/lib/format/decimal';
import { InfiniteList } from '@/components/list/infinite-list';
import { FailureReason, StatusLabel } from '@/components/records/status-label';
import styles from '@/components/payments/payments.module.css';

export function StakeRecords() {
  const t = useTranslations('records');
  const { account } = useSession();
  const query = useInfiniteQuery(stakeOrdersQueryOptions(account ?? undefined));
  return (
    <div className={styles.screen}>
      <InfiniteList
        stacked
        query={query}
        testId="stake-records"
        renderItem={(order) => (
          <>
            <div className={styles.row}>
              <strong>
                {t('hashrateId')}: {order.hashrateId}
              </strong>
              <StatusLabel status={order.status} confirmations={order.confirmations} />
            </div>
            <div className={styles.row}>
              <span className={styles.label}>{t('stakeQuantity')}</span>
              <span>{formatDecimalString(order.stakeAmount)} BTCW</span>
            </div>
            <div className={styles.row}>
              <span className={styles.label}>{t('earned')}</span>
              <span>{formatDecimalString(order.earned)} BTCW</span>
            </div>
            <div className={styles.row}>
              <span className={styles.label}>{t('remainingTime')}</span>
              <span>{t('days', { days: order.remainingDays })}</span>
            </div>
            <div className={styles.row}>
              <span className={styles.muted}>{formatDate(order.createdAt)}</span>
            </div>
            {order.status === 'Failed' && <FailureReason failure={order.failure} />}
          </>
        )}
      />
    </div>
  );
}
