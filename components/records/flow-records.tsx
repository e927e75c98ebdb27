'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { flowsQueryOptions } from '@/lib/api/endpoints/asset-flow-record';
import { useSession } from '@/lib/auth/use-session';
import { formatDate } from '@/lib/format/date';
import { formatDecimalString } from '@/lib/format/decimal';
import { InfiniteList } from '@/components/list/infinite-list';
import styles from '@/components/payments/payments.module.css';

/** Income (`income`: earnings as they accrue) or balance (`balance`: every balance movement) flows. */
export function FlowRecords({ type }: { type: 'income' | 'balance' }) {
  const t = useTranslations('records');
  const { account } = useSession();
  const query = useInfiniteQuery(flowsQueryOptions(account ?? undefined, type));
  return (
    <div className={styles.screen}>
      <InfiniteList
        stacked
        query={query}
        testId={`${type}-records`}
        renderItem={(flow) => (
          <>
            <div className={styles.row}>
              <span>
                {t(`kinds.${flow.kind}`)}
                {flow.title === 'stakeRefund'
                  ? ` · ${t('stakeRefund')}`
                  : flow.title
                    ? ` · ${flow.title}`
                    : ''}
              </span>
              <strong>
                {flow.amount.startsWith('-') ? '' : '+'}
                {formatDecimalString(flow.amount)} BTCW
              </strong>
            </div>
            <div className={styles.row}>
              <span className={styles.muted}>{formatDate(flow.createdAt)}</span>
            </div>
          </>
        )}
      />
    </div>
  );
}
