import { defineEndpoint } from '../define-endpoint';
import { pageListRequestSchema, pagedResultSchema } from '../schemas/common';
import { financialOrderSchema } from '../schemas/financial';
import { DEFAULT_PAGE_SIZE, pagedQueryOptions } from './paging';

/** Matured financial orders (status Maturity), newest first. */
export const financialEndFinancialList = defineEndpoint({
  path: 'financial/endFinancialList',
  request: pageListRequestSchema,
  response: pagedResultSchema(financialOrderSchema),
  auth: true,
  singlePost: false,
});

export const endedFinancialOrdersQueryOptions = (account: string | undefined, pageSize = DEFAULT_PAGE_SIZE) =>
  pagedQueryOptions(financialEndFinancialList, account, { pageSize });
