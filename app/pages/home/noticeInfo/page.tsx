import { ScreenMessages } from '@/components/providers/screen-messages';
import { Suspense } from 'react';
import { ArticleSkeleton } from '@/components/html/article-skeleton';
import { NoticeInfoScreen } from './_components/notice-info-screen';

export default function Page() {
  // The notice id comes from the query (?id=), known only in the browser.
  return (
    <ScreenMessages namespaces={['imagePreview', 'video']}>
      <Suspense fallback={<ArticleSkeleton />}>
        <NoticeInfoScreen />
      </Suspense>
    </ScreenMessages>
  );
}
