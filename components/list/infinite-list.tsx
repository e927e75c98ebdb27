'use client';

import { useDeferredValue, useRef, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ErrorView } from '@/components/shell/error-view';
import { LastUpdated } from '@/components/ui/last-updated';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonList } from '@/components/ui/skeleton';
import layout from '@/components/layout/layout.module.css';
import footerStyles from './infinite-footer.module.css';
import styles from './infinite-list.module.css';
import { useReachBottom } from './use-reach-bottom';
import { useOnline } from '@/lib/hooks/use-online';

interface Page<Item> {
  list: Item[];
  total: number;
}

/**
 * A paged list that loads the next page when its footer scrolls into view (at most once every
 * 350 ms, spec §9: ./use-reach-bottom.ts) or on "Load More",
 * keeps loaded rows while loading and after a failed page (no automatic retry then: "Load More"
 * stays), and shows the common states: skeleton cards while the first page loads, an empty state
 * with what will appear and the action that fills the list, "No More Data" at the end. `stacked`
 * lays each item out as a column of rows (the recharge, stake and flow records).
 */
export function InfiniteList<Item extends { id: number }>({
  query,
  renderItem,
  testId,
  stacked = false,
  empty,
  lead,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<Item>>>;
  renderItem: (item: Item) => ReactNode;
  /** `<testId>` on the list, `<testId>-item` on each row, `<testId>-empty` on the empty state. */
  testId?: string;
  stacked?: boolean;
  /** What the empty list says beyond "No Data Available", and the action that fills it. */
  empty?: { description?: string; action?: { label: string; href: string } };
  /** One line above the list saying what it holds, where its title alone would not. */
  lead?: string;
}) {
  const t = useTranslations('common');
  const shell = useTranslations('shell');
  const online = useOnline();
  const footer = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = query;
  // A page that comes renders its rows in slices, not in one task; the footer asks for the next
  // page only once the rows shown are the rows loaded.
  const data = useDeferredValue(query.data);

  useReachBottom(footer, {
    enabled: Boolean(data) && data === query.data && hasNextPage && !isFetchingNextPage && !isError,
    onReach: () => void fetchNextPage(),
  });

  const body = listBody();
  return lead ? (
    <>
      <p className={styles.lead}>{lead}</p>
      {body}
    </>
  ) : (
    body
  );

  function listBody() {
    if (!data)
      return isError ? (
        <ErrorView onRetry={() => void query.refetch()} />
      ) : !online ? (
        // Offline before the first page came: said, not skeletons that never stop. The query runs
        // by itself once the connection is back.
        <p className={styles.state} role="status" data-testid={testId ? `${testId}-offline` : undefined}>
          {shell('offlineNavigation')}
        </p>
      ) : (
        <SkeletonList label={t('loading')} />
      );
    const items = data.pages.flatMap((page) => page.list);
    if (items.length === 0)
      return (
        <EmptyState
          title={t('noData')}
          description={empty?.description}
          action={empty?.action}
          testId={testId ? `${testId}-empty` : undefined}
        />
      );

    return (
      <div className={stacked ? styles.stacked : undefined} data-testid={testId}>
        <LastUpdated at={query.dataUpdatedAt} failing={query.isRefetchError} />
        <ul className={`${layout.plainList} ${styles.list}`}>
          {items.map((item) => (
            <li
              key={item.id}
              className={`${layout.surface} ${styles.item}`}
              data-testid={testId ? `${testId}-item` : undefined}
            >
              {renderItem(item)}
            </li>
          ))}
        </ul>
        <div ref={footer} className={styles.state}>
          {isFetchingNextPage ? (
            t('loading')
          ) : hasNextPage ? (
            <button type="button" className={footerStyles.more} onClick={() => void fetchNextPage()}>
              {t('loadMore')}
            </button>
          ) : (
            t('noMoreData')
          )}
        </div>
      </div>
    );
  }
}
