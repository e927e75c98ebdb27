'use client';

import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy/lazy-part';

const notFoundPart = lazyPart(() => import('./not-found-view'));

/**
 * The view of an address outside the app (app/not-found.tsx). Every page's root boundary names the
 * not-found component, so what it names is in every page's first load: this small loader, and the
 * view's code only when an unknown address is opened (the bar above already says "Page not found").
 */
export function LazyNotFoundView() {
  const code = useLazyPart(notFoundPart, true, { preload: false });
  return code ? <code.NotFoundView /> : null;
}
