'use client';

import { useQueryParam } from '@/lib/routes/use-route';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { noticeDetailQueryOptions } from '@/lib/api/endpoints/home-notice-detail';
import { isNotFoundError } from '@/lib/api/errors';
import { useSession } from '@/lib/auth/use-session';
import { formatDate } from '@/lib/format/date';
import { localeAtom } from '@/lib/state/locale';
import { parseIdParam } from '@/lib/routes/id-param';
import { ErrorView } from '@/components/shell/error-view';
import { NotFoundView } from '@/components/shell/not-found-view';
import { ArticleSkeleton } from '@/components/html/article-skeleton';
import { SafeHtml } from '@/components/html/safe-html';
import styles from '@/components/html/article.module.css';

export function NoticeInfoScreen() {
  const id = parseIdParam(useQueryParam('id'));
  const locale = useAtomValue(localeAtom);
  const { account } = useSession();
  // Without an id the query stays disabled (id 0).
  const notice = useQuery(noticeDetailQueryOptions(account ?? undefined, locale, id ?? 0));
  if (id === null || (isNotFoundError(notice.error) && !notice.data))
    return <NotFoundView subject="notice" />;
  if (notice.isError && !notice.data) return <ErrorView onRetry={() => void notice.refetch()} />;
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
