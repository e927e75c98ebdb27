import { ArticleSkeleton } from '@/components/html/article-skeleton';
import { useQueryParam } from '@/lib/routes/use-route';
import { NoticeInfoScreen } from './_components/notice-info-screen';
import english from './english-messages';

export default function Page() {
  // The notice id comes from the query (?id=), known only in the browser.
  const id = useQueryParam('id');
  return id === undefined ? <ArticleSkeleton /> : <NoticeInfoScreen idParam={id} />;
}

Page.englishMessages = english;
