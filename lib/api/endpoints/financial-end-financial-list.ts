import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { pageListRequestSchema, pagedResultSchema } from '../schemas/common';
import { financialOrderSchema } from '../schemas/financial';
import { DEFAULT_PAGE_SIZE, nextPageParam } from './paging';

/** Matured financial orders (status Maturity), newest first. */
export const financialEndFinancialList = defineEndpoint({
  path: 'financial/endFinancialList',
  request: pageListRequestSchema,
  response: pagedResultSchema(financialOrderSchema),
  auth: true,
  singlePost: false,
});

export const endedFinancialOrdersQueryOptions = (account: string | undefined, pageSize = DEFAULT_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: ['financial', 'endFinancialList', { account: account?.toLowerCase() ?? null, pageSize }],
    queryFn: ({ pageParam, signal }) =>
      apiRequest(financialEndFinancialList, { page: pageParam, pageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: Boolean(account),
  });
