import { defineEndpoint } from '../define-endpoint';
import { pageListRequestSchema, pagedResultSchema } from '../schemas/common';
import { financialOrderSchema } from '../schemas/financial';
import { DEFAULT_PAGE_SIZE, pagedQueryOptions } from './paging';

/** Financial orders still running (status Stake), newest first. */
export const financialFinancialList = defineEndpoint({
  path: 'financial/financialList',
  request: pageListRequestSchema,
  response: pagedResultSchema(financialOrderSchema),
  auth: true,
  singlePost: false,
});

export const financialOrdersQueryOptions = (account: string | undefined, pageSize = DEFAULT_PAGE_SIZE) =>
  pagedQueryOptions(financialFinancialList, account, { pageSize });
