'use client';

import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { columDetailQueryOptions, type ColumKey } from '@/lib/api/endpoints/home-colum-detail';
import { useSession } from '@/lib/auth/use-session';
import { localeAtom } from '@/lib/state/locale';
import { ErrorView } from '@/components/shell/error-view';
import { ArticleSkeleton } from './article-skeleton';
import { SafeHtml } from './safe-html';
import styles from './article.module.css';

/** About us / Privacy Policy: a server column in the user's language, rendered safely. */
export function ColumnScreen({ columnKey }: { columnKey: ColumKey }) {
  const locale = useAtomValue(localeAtom);
  const { account } = useSession();
  const column = useQuery(columDetailQueryOptions(account ?? undefined, locale, columnKey));
  if (column.isError && !column.data) return <ErrorView onRetry={() => void column.refetch()} />;
  if (!column.data) return <ArticleSkeleton />;
  return (
    <article className={styles.article}>
      <h1 className={`${styles.title} ${styles.ruled}`} data-testid="column-title">
        {column.data.title}
      </h1>
      <SafeHtml html={column.data.contentHtml} testId="column-content" />
    </article>
  );
}
