import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { schema, type Infer } from '../schema';
import {
  auditStatusSchema,
  decimalAmountSchema,
  idSchema,
  pageListRequestSchema,
  pagedResultSchema,
  timestampSchema,
  txHashSchema,
} from '../schemas/common';
import { DEFAULT_PAGE_SIZE, nextPageParam } from './paging';

export const withdrawalSchema = schema((z) =>
  z.object({
    id: idSchema(z),
    amount: decimalAmountSchema(z),
    fee: decimalAmountSchema(z),
    arrival: decimalAmountSchema(z),
    status: auditStatusSchema(z),
    /** Payout transaction, once Success. */
    txHash: z.nullable(txHashSchema(z)),
    createdAt: timestampSchema(z),
  }),
);
export type Withdrawal = Infer<typeof withdrawalSchema>;

export const assetCashRecord = defineEndpoint({
  path: 'asset/cashRecord',
  request: pageListRequestSchema,
  response: pagedResultSchema(withdrawalSchema),
  auth: true,
  singlePost: false,
});

export const withdrawalsQueryOptions = (account: string | undefined, pageSize = DEFAULT_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: ['asset', 'cashRecord', { account: account?.toLowerCase() ?? null, pageSize }],
    queryFn: ({ pageParam, signal }) =>
      apiRequest(assetCashRecord, { page: pageParam, pageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: Boolean(account),
  });
