'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { DelayedLoading } from '@/components/shell/delayed-loading';
import { ErrorView } from '@/components/shell/error-view';
import styles from './infinite-list.module.css';

interface Page<Item> {
  list: Item[];
  total: number;
}

/**
 * A paged list that loads the next page when its footer scrolls into view (or on "Load More"),
 * keeps loaded rows while loading and after a failed page (no automatic retry then: "Load More"
 * stays), and shows the common empty / loading / no-more states. `stacked` lays each item out as a
 * column of rows (the recharge, stake and flow records).
 */
export function InfiniteList<Item extends { id: number }>({
  query,
  renderItem,
  testId,
  stacked = false,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<Item>>>;
  renderItem: (item: Item) => ReactNode;
  /** `<testId>` on the list, `<testId>-item` on each row, `<testId>-empty` on the empty state. */
  testId?: string;
  stacked?: boolean;
}) {
  const t = useTranslations('common');
  const footer = useRef<HTMLDivElement>(null);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isError } = query;

  useEffect(() => {
    const node = footer.current;
    if (!node || !hasNextPage || isError || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  if (!data) return isError ? <ErrorView /> : <DelayedLoading />;
  const items = data.pages.flatMap((page) => page.list);
  if (items.length === 0)
    return (
      <p
        className={stacked ? `${styles.state} ${styles.stackedEmpty}` : styles.state}
        data-testid={testId ? `${testId}-empty` : undefined}
      >
        {t('noData')}
      </p>
    );

  return (
    <div className={stacked ? styles.stacked : undefined} data-testid={testId}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item} data-testid={testId ? `${testId}-item` : undefined}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <div ref={footer} className={styles.state}>
        {isFetchingNextPage ? (
          t('loading')
        ) : hasNextPage ? (
          <button type="button" className={styles.more} onClick={() => void fetchNextPage()}>
            {t('loadMore')}
          </button>
        ) : (
          t('noMoreData')
        )}
      </div>
    </div>
  );
}
