'use client';

import { useAtomValue } from 'jotai';
import { useSearchParams } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import { noticeDetailQueryOptions } from '@/lib/api/endpoints/home-notice-detail';
import { useSession } from '@/lib/auth/use-session';
import { formatDate } from '@/lib/format/date';
import { localeAtom } from '@/lib/state/locale';
import { ErrorView } from '@/components/shell/error-view';
import { ArticleSkeleton } from '@/components/html/article-skeleton';
import { SafeHtml } from '@/components/html/safe-html';
import styles from '@/components/html/article.module.css';

export function NoticeInfoScreen() {
  const id = Number(useSearchParams().get('id'));
  const locale = useAtomValue(localeAtom);
  const { account } = useSession();
  const notice = useQuery(noticeDetailQueryOptions(account ?? undefined, locale, id));
  if (!Number.isInteger(id) || id <= 0 || (notice.isError && !notice.data)) return <ErrorView />;
  if (!notice.data) return <ArticleSkeleton />;
  return (
    <article className={styles.article}>
      <h1 className={styles.title} data-testid="notice-title">
        {notice.data.title}
      </h1>
      <time className={styles.date} dateTime={notice.data.createdAt}>
        {formatDate(notice.data.createdAt)}
      </time>
      <SafeHtml html={notice.data.contentHtml} testId="notice-content" />
    </article>
  );
}
