'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import styles from './infinite-footer.module.css';

/**
 * The end of a paged list: loads the next page when it scrolls into view (or on tap of
 * "Load More"), says "Loading…" while it does, "No More Data" at the end, "No Data Available"
 * for an empty list. Rows above stay while a page loads.
 */
export function InfiniteFooter({
  itemCount,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  itemCount: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  const t = useTranslations('common');
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  let content;
  if (isFetchingNextPage) content = <span>{t('loading')}</span>;
  else if (hasNextPage)
    content = (
      <button type="button" className={styles.more} onClick={() => fetchNextPage()}>
        {t('loadMore')}
      </button>
    );
  else content = <span>{itemCount === 0 ? t('noData') : t('noMoreData')}</span>;
  return (
    <div ref={sentinel} className={styles.footer} data-testid="list-footer">
      {content}
    </div>
  );
}
