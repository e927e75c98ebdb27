'use client';

import Link from 'next/link';
import { memo } from 'react';
import { useAtomValue } from 'jotai';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { noticesQueryOptions, type Notice } from '@/lib/api/endpoints/home-notice';
import { useSession } from '@/lib/auth/use-session';
import { formatDate } from '@/lib/format/date';
import { localeAtom } from '@/lib/state/locale';
import { DelayedLoading } from '@/components/shell/delayed-loading';
import { ErrorView } from '@/components/shell/error-view';
import { InfiniteFooter } from '@/components/list/infinite-footer';
import listStyles from '@/components/list/card-list.module.css';
import styles from './home-screen.module.css';

/** The latest announcements and the notice list; they appear together, so the notices never move down. */
export function HomeNotices() {
  const t = useTranslations('home');
  const locale = useAtomValue(localeAtom);
  const { account } = useSession();
  const announcements = useInfiniteQuery(
    noticesQueryOptions(account ?? undefined, locale, 'announcement', 3),
  );
  const notices = useInfiniteQuery(noticesQueryOptions(account ?? undefined, locale, 'notice'));
  if (!announcements.data && !announcements.isError) return <DelayedLoading />;
  const latest = announcements.data?.pages[0]?.list ?? [];
  const noticeList = notices.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <>
      {latest.length > 0 && (
        <section className={styles.card} aria-labelledby="home-announcements">
          <h2 id="home-announcements" className={listStyles.heading}>
            {t('announcements')}
          </h2>
          <ul className={listStyles.list}>
            {latest.map((item) => (
              <NoticeRow key={item.id} notice={item} />
            ))}
          </ul>
        </section>
      )}

      <section className={styles.card} aria-labelledby="home-notices">
        <h2 id="home-notices" className={listStyles.heading}>
          {t('notices')}
        </h2>
        {notices.isError && !notices.data ? (
          <ErrorView />
        ) : !notices.data ? (
          <DelayedLoading />
        ) : (
          <>
            <ul className={listStyles.list} data-testid="notice-list">
              {noticeList.map((item) => (
                <NoticeRow key={item.id} notice={item} />
              ))}
            </ul>
            <InfiniteFooter
              itemCount={noticeList.length}
              hasNextPage={notices.hasNextPage}
              isFetchingNextPage={notices.isFetchingNextPage}
              fetchNextPage={() => void notices.fetchNextPage()}
            />
          </>
        )}
      </section>
    </>
  );
}

/** Memoised: a page fetched further down re-renders only the new rows. */
const NoticeRow = memo(function NoticeRow({ notice }: { notice: Notice }) {
  return (
    <li>
      <Link href={`/pages/home/noticeInfo?id=${notice.id}`} prefetch={false} className={styles.row}>
        <span className={styles.title}>{notice.title}</span>
        {notice.summary && <span className={styles.summary}>{notice.summary}</span>}
        <time className={styles.date} dateTime={notice.createdAt}>
          {formatDate(notice.createdAt, 'YYYY-MM-DD')}
        </time>
      </Link>
    </li>
  );
});
