'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { flowsQueryOptions } from '@/lib/api/endpoints/asset-flow-record';
import { useSession } from '@/lib/auth/use-session';
import { formatDate } from '@/lib/format/date';
import { InfiniteList } from '@/components/list/infinite-list';
import { Amount } from '@/components/ui/amount';
import styles from '@/components/payments/money-in.module.css';

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
          <article className={styles.recordBody}>
            <div className={styles.recordHead}>
              <span className={styles.recordTitle}>
                {t(`kinds.${flow.kind}`)}
                {flow.title === 'stakeRefund'
                  ? ` · ${t('stakeRefund')}`
                  : flow.title
                    ? ` · ${flow.title}`
                    : ''}
              </span>
              <Amount value={flow.amount} signed />
            </div>
            <time className={styles.date} dateTime={flow.createdAt}>
              {formatDate(flow.createdAt)}
            </time>
          </article>
        )}
      />
    </div>
  );
}
