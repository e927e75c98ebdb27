'use client';

import { usePathname, useSearchParams } from 'next/navigation';

/** The path of the address the app shows (no query, no hash), as the route table names routes. */
export function useCurrentPath(): string {
  return usePathname();
}

/**
 * One query parameter of the address, or `null` when it has none. The exported page is the same for
 * every query, so a screen that reads one renders inside a `<Suspense>` whose fallback (its skeleton)
 * is what the prerendered HTML holds; the browser renders the screen itself.
 */
export function useQueryParam(name: string): string | null {
  return useSearchParams().get(name);
}
