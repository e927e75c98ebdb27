import { Suspense } from 'react';
import { routeMetadata } from '@/lib/routes/route-metadata';
import { ArticleSkeleton } from '@/components/html/article-skeleton';
import { NoticeInfoScreen } from './_components/notice-info-screen';

export const metadata = routeMetadata('/pages/home/noticeInfo');

export default function Page() {
  // The notice id comes from the query (?id=), known only in the browser.
  return (
    <Suspense fallback={<ArticleSkeleton />}>
      <NoticeInfoScreen />
    </Suspense>
  );
}
