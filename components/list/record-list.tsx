'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { DelayedLoading } from '@/components/shell/delayed-loading';
import { ErrorView } from '@/components/shell/error-view';
import styles from './record-list.module.css';

interface Page<Item> {
  list: Item[];
  total: number;
}

/**
 * A paged list: loads the next page when the footer scrolls into view (or on "Load More"), keeps
 * the rows already shown while loading or refreshing, and ends with "No More Data".
 */
export function RecordList<Item extends { id: number }>({
  query,
  renderItem,
  testId,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<Item>>>;
  renderItem: (item: Item) => ReactNode;
  testId?: string;
}) {
  const t = useTranslations('common');
  const footer = useRef<HTMLDivElement>(null);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isError } = query;

  useEffect(() => {
    const node = footer.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (!data) return isError ? <ErrorView /> : <DelayedLoading />;
  const items = data.pages.flatMap((page) => page.list);
  if (items.length === 0)
    return (
      <p className={styles.empty} data-testid={testId ? `${testId}-empty` : undefined}>
        {t('noData')}
      </p>
    );
  return (
    <div className={styles.list} data-testid={testId}>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.id} className={styles.item} data-testid={testId ? `${testId}-item` : undefined}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <div ref={footer} className={styles.footer}>
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
