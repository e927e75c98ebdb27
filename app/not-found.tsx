import type { Metadata } from 'next';
import { NotFoundView } from '@/components/shell/not-found-view';
import en from '@/messages/en.json';

// The exported 404.html: every address outside the route table (the shell adds the bar and title).
export const metadata: Metadata = { title: en.titles.notFound };

export default function NotFound() {
  return <NotFoundView />;
}
