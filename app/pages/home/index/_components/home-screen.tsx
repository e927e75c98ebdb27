'use client';

import Link from 'next/link';
import { useAtomValue } from 'jotai';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { adsQueryOptions } from '@/lib/api/endpoints/home-ad';
import { noticesQueryOptions, type Notice } from '@/lib/api/endpoints/home-notice';
import { userInfoQueryOptions } from '@/lib/api/endpoints/member-user-info';
import { useSession } from '@/lib/auth/use-session';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { formatDate } from '@/lib/format/date';
import { formatDecimalString } from '@/lib/format/decimal';
import { localeAtom } from '@/lib/state/locale';
import { DelayedLoading } from '@/components/shell/delayed-loading';
import { ErrorView } from '@/components/shell/error-view';
import { InfiniteFooter } from '@/components/list/infinite-footer';
import { AdSwiper } from './ad-swiper';
import styles from './home-screen.module.css';

export function HomeScreen() {
  const t = useTranslations('home');
  const locale = useAtomValue(localeAtom);
  const { token, account } = useSession();
  const hydrated = useHydrated();
  const ads = useQuery(adsQueryOptions(account ?? undefined, locale));
  const announcements = useInfiniteQuery(
    noticesQueryOptions(account ?? undefined, locale, 'announcement', 3),
  );
  const notices = useInfiniteQuery(noticesQueryOptions(account ?? undefined, locale, 'notice'));
  const userInfo = useQuery(userInfoQueryOptions(account ?? undefined, token));
  const latest = announcements.data?.pages[0]?.list ?? [];
  const noticeList = notices.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <div className={styles.screen}>
      {ads.data ? <AdSwiper ads={ads.data} /> : <div className={styles.adPlaceholder} />}

      {/* Always rendered (home needs a session anyway), so the prerendered HTML matches and nothing shifts. */}
      <section className={styles.balance} data-testid="home-balance">
        <span className={styles.caption}>{t('balance')}</span>
        <strong className={styles.amount}>
          {hydrated && userInfo.data ? formatDecimalString(userInfo.data.balance) : '—'}
        </strong>
        <Link href="/pages/property/index" prefetch={false} className={styles.balanceLink}>
          {t('assets')} ›
        </Link>
      </section>

      {/* The lists appear once the announcements are known, so the notices never move down under them. */}
      {!announcements.data && !announcements.isError ? (
        <DelayedLoading />
      ) : (
        <>
          {latest.length > 0 && (
            <section className={styles.card} aria-labelledby="home-announcements">
              <h2 id="home-announcements" className={styles.heading}>
                {t('announcements')}
              </h2>
              <ul className={styles.list}>
                {latest.map((item) => (
                  <NoticeRow key={item.id} notice={item} />
                ))}
              </ul>
            </section>
          )}

          <section className={styles.card} aria-labelledby="home-notices">
            <h2 id="home-notices" className={styles.heading}>
              {t('notices')}
            </h2>
            {notices.isError && !notices.data ? (
              <ErrorView />
            ) : !notices.data ? (
              <DelayedLoading />
            ) : (
              <>
                <ul className={styles.list} data-testid="notice-list">
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
      )}
    </div>
  );
}

function NoticeRow({ notice }: { notice: Notice }) {
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
}
