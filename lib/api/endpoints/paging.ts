import { infiniteQueryOptions } from '@tanstack/react-query';
import type { input, ZodMiniType } from 'zod/mini';
import { apiRequest } from '../client';
import type { EndpointDefinition, EndpointRequest } from '../define-endpoint';

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

/**
 * The infinite query of a paged list, keyed by the endpoint's path, the account it is for and
 * everything the request carries besides the page (`also`: what else the answer depends on, such
 * as the language). It waits for an account unless `enabled` says otherwise.
 */
export function pagedQueryOptions<Req extends ZodMiniType, Res extends ZodMiniType<LoadedPage>>(
  endpoint: EndpointDefinition<Req, Res>,
  account: string | undefined,
  request: Omit<input<Req>, 'page'> & { pageSize: number },
  { also = {}, enabled = Boolean(account) }: { also?: Record<string, unknown>; enabled?: boolean } = {},
) {
  return infiniteQueryOptions({
    queryKey: [...endpoint.path.split('/'), { account: account?.toLowerCase() ?? null, ...also, ...request }],
    queryFn: ({ pageParam, signal }) =>
      apiRequest(endpoint, { ...request, page: pageParam } as EndpointRequest<typeof endpoint>, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled,
  });
}
