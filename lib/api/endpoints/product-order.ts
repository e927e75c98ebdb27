import * as z from 'zod/mini';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import {
  decimalAmountSchema,
  idSchema,
  pageListRequestSchema,
  pagedResultSchema,
  timestampSchema,
  txHashSchema,
} from '../schemas/common';
import { hashrateIdSchema, stakeOrderStatusSchema } from '../schemas/stake';
import { DEFAULT_PAGE_SIZE, nextPageParam } from './paging';

/** One stake (a paid device lock), newest first. */
export const stakeOrderSchema = z.object({
  id: idSchema,
  hashrateId: hashrateIdSchema,
  stakeAmount: decimalAmountSchema,
  stakeDays: z.number().check(z.int(), z.positive()),
  dailyOutput: decimalAmountSchema,
  /** Output produced so far. */
  earned: decimalAmountSchema,
  remainingDays: z.number().check(z.int(), z.minimum(0)),
  status: stakeOrderStatusSchema,
  txHash: z.nullable(txHashSchema),
  createdAt: timestampSchema,
});
export type StakeOrder = z.infer<typeof stakeOrderSchema>;

export const productOrder = defineEndpoint({
  path: 'product/order',
  request: pageListRequestSchema,
  response: pagedResultSchema(stakeOrderSchema),
  auth: true,
  singlePost: false,
});

export const stakeOrdersQueryOptions = (account: string | undefined, pageSize = DEFAULT_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: ['product', 'order', { account: account?.toLowerCase() ?? null, pageSize }],
    queryFn: ({ pageParam, signal }) => apiRequest(productOrder, { page: pageParam, pageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: Boolean(account),
  });
