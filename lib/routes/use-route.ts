import { useRouter } from 'next/router';
import { useHydrated } from '@/lib/hooks/use-hydrated';

/** The path of the address the app shows (no query, no hash): the exported page's path while it is prerendered. */
export function useCurrentPath(): string {
  const { asPath } = useRouter();
  return pathOf(asPath);
}

/**
 * One query parameter of the address: `undefined` until the page has hydrated and the router has
 * read the query (the exported page is the same for every query, so the render that hydrates it
 * cannot know it), then its value, or `null` when the address has none.
 */
export function useQueryParam(name: string): string | null | undefined {
  const { isReady, query } = useRouter();
  const hydrated = useHydrated();
  if (!hydrated || !isReady) return undefined;
  const value = query[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

export function pathOf(asPath: string): string {
  const end = asPath.search(/[?#]/);
  return end === -1 ? asPath : asPath.slice(0, end);
}
