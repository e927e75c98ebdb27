/** Page size the list screens ask for unless they choose another. */
export const DEFAULT_PAGE_SIZE = 20;

interface LoadedPage {
  list: readonly unknown[];
  total: number;
}

/**
 * `getNextPageParam` for every paged list: counts what was loaded rather than trusting
 * page × pageSize, so a short page or a shrinking total ends the list instead of looping.
 */
export function nextPageParam(lastPage: LoadedPage, allPages: readonly LoadedPage[], lastPageParam: number) {
  const loaded = allPages.reduce((count, page) => count + page.list.length, 0);
  return lastPage.list.length > 0 && loaded < lastPage.total ? lastPageParam + 1 : undefined;
}
