import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { pageListRequestSchema, pagedResultSchema } from '../schemas/common';
import { financialOrderSchema } from '../schemas/financial';
import { DEFAULT_PAGE_SIZE, nextPageParam } from './paging';

/** Financial orders still running (status Stake), newest first. */
export const financialFinancialList = defineEndpoint({
  path: 'financial/financialList',
  request: pageListRequestSchema,
  response: pagedResultSchema(financialOrderSchema),
  auth: true,
  singlePost: false,
});

export const financialOrdersQueryOptions = (account: string | undefined, pageSize = DEFAULT_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: ['financial', 'financialList', { account: account?.toLowerCase() ?? null, pageSize }],
    queryFn: ({ pageParam, signal }) =>
      apiRequest(financialFinancialList, { page: pageParam, pageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: Boolean(account),
  });
