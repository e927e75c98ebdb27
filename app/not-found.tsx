import { ScreenHydrated } from '@/components/providers/screen-hydrated';
import { LazyNotFoundView } from '@/components/shell/lazy-not-found-view';

/** The exported 404.html: every address outside the route table (the shell adds the bar and title). */
export default function NotFound() {
  return (
    <>
      <LazyNotFoundView />
      <ScreenHydrated />
    </>
  );
}
