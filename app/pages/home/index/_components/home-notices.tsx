'use client';

import Link from 'next/link';
import { memo, useDeferredValue } from 'react';
import { useAtomValue } from 'jotai';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { noticesQueryOptions, type Notice } from '@/lib/api/endpoints/home-notice';
import { useSession } from '@/lib/auth/use-session';
import { formatDate } from '@/lib/format/date';
import { localeAtom } from '@/lib/state/locale';
import { InfiniteList } from '@/components/list/infinite-list';
import { SkeletonList } from '@/components/ui/skeleton';
import styles from './home-notices.module.css';

/**
 * The latest announcements and the notice list. While the announcements load, both show placeholders
 * of their shape (the announcements' rows are built from the rows' own classes, so they are exactly
 * as tall), and the notices do not move when the announcements arrive.
 */
export function HomeNotices() {
  const t = useTranslations('home');
  const tc = useTranslations('common');
  const locale = useAtomValue(localeAtom);
  const { account } = useSession();
  const announcements = useInfiniteQuery(
    noticesQueryOptions(account ?? undefined, locale, 'announcement', 3),
  );
  const notices = useInfiniteQuery(noticesQueryOptions(account ?? undefined, locale, 'notice'));
  // Rendered in slices when they come (React renders a query's answer in one task otherwise).
  const announced = useDeferredValue(announcements.data);
  const waiting = !announced && !announcements.isError;
  const latest = announced?.pages[0]?.list ?? [];

  return (
    <>
      {waiting ? (
        <AnnouncementsPlaceholder heading={t('announcements')} label={tc('loading')} />
      ) : (
        latest.length > 0 && (
          <section className={styles.section} aria-labelledby="home-announcements">
            <h2 id="home-announcements" className={styles.heading}>
              {t('announcements')}
            </h2>
            <ul className={`${styles.card} ${styles.rows}`} data-testid="announcement-list">
              {latest.map((item) => (
                <li key={item.id}>
                  <NoticeLink notice={item} className={styles.row} />
                </li>
              ))}
            </ul>
          </section>
        )
      )}

      <section className={styles.section} aria-labelledby="home-notices">
        <h2 id="home-notices" className={styles.heading}>
          {t('notices')}
        </h2>
        {waiting ? (
          <SkeletonList count={3} lines={2} label={tc('loading')} />
        ) : (
          <InfiniteList
            query={notices}
            testId="notice-list"
            empty={{
              description: t('emptyNotices'),
              action: { label: t('emptyNoticesAction'), href: '/pages/pledge/index' },
            }}
            renderItem={(item) => <NoticeLink notice={item} className={styles.notice} summary />}
          />
        )}
      </section>
    </>
  );
}

/** As many rows as the announcements show (the query asks for 3). */
const ANNOUNCEMENT_ROWS = [0, 1, 2];

/** The announcements' heading and card, with grey bars where each row's title and date will be. */
function AnnouncementsPlaceholder({ heading, label }: { heading: string; label: string }) {
  return (
    <section className={styles.section} aria-labelledby="home-announcements">
      <h2 id="home-announcements" className={styles.heading}>
        {heading}
      </h2>
      <div
        className={`${styles.card} ${styles.rows}`}
        role="status"
        aria-label={label}
        data-testid="skeleton"
      >
        {ANNOUNCEMENT_ROWS.map((row) => (
          <div key={row} className={styles.row} aria-hidden="true">
            <span className={styles.text}>
              <span className={`${styles.title} ${styles.placeholder}`}>{'\u00a0'}</span>
              <span className={`${styles.date} ${styles.placeholder}`}>{'\u00a0'}</span>
            </span>
          </div>
        ))}
      </div>
    </section>
  );
}

/** Memoised: a page fetched further down re-renders only the new rows. */
const NoticeLink = memo(function NoticeLink({
  notice,
  className,
  summary = false,
}: {
  notice: Notice;
  className: string | undefined;
  summary?: boolean;
}) {
  return (
    <Link href={`/pages/home/noticeInfo?id=${notice.id}`} prefetch={false} className={className}>
      <span className={styles.text}>
        <span className={styles.title}>{notice.title}</span>
        {summary && notice.summary && <span className={styles.summary}>{notice.summary}</span>}
        <time className={styles.date} dateTime={notice.createdAt}>
          {formatDate(notice.createdAt, 'YYYY-MM-DD')}
        </time>
      </span>
      <svg className={styles.chevron} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Link>
  );
});
