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
 * keeps loaded rows while loading and after a failed page, and shows the common empty / loading /
 * no-more states.
 */
export function InfiniteList<Item>({
  query,
  keyOf,
  renderItem,
  testId,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<Item>>>;
  keyOf: (item: Item) => string | number;
  renderItem: (item: Item) => ReactNode;
  testId?: string;
}) {
  const t = useTranslations('common');
  const footer = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = query;

  useEffect(() => {
    const node = footer.current;
    if (!node || !hasNextPage || isError) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  if (!query.data) return query.isError ? <ErrorView /> : <DelayedLoading />;
  if (items.length === 0)
    return (
      <p className={styles.state} data-testid={testId ? `${testId}-empty` : undefined}>
        {t('noData')}
      </p>
    );

  return (
    <div data-testid={testId}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={keyOf(item)} className={styles.item}>
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
