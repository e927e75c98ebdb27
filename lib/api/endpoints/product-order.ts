import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { schema, type Infer } from '../schema';
import {
  decimalAmountSchema,
  idSchema,
  pageListRequestSchema,
  pagedResultSchema,
  timestampSchema,
  txHashSchema,
} from '../schemas/common';
import { confirmationsSchema, paymentFailureSchema, underReviewSchema } from '../schemas/payment';
import { hashrateIdSchema, stakeOrderStatusSchema } from '../schemas/stake';
import { DEFAULT_PAGE_SIZE, nextPageParam } from './paging';

/** One stake (a paid device lock), newest first. */
export const stakeOrderSchema = schema((z) =>
  z.object({
    id: idSchema(z),
    hashrateId: hashrateIdSchema(z),
    stakeAmount: decimalAmountSchema(z),
    stakeDays: z.number().check(z.int(), z.positive()),
    dailyOutput: decimalAmountSchema(z),
    /** Output produced so far. */
    earned: decimalAmountSchema(z),
    remainingDays: z.number().check(z.int(), z.minimum(0)),
    status: stakeOrderStatusSchema(z),
    txHash: z.nullable(txHashSchema(z)),
    createdAt: timestampSchema(z),
    /** Auditing and mined: how deep the payment is. */
    confirmations: z.optional(confirmationsSchema(z)),
    /** Failed: why. */
    failure: z.optional(paymentFailureSchema(z)),
    /** Auditing and parked for an operator: "Under review". */
    underReview: underReviewSchema(z),
  }),
);
export type StakeOrder = Infer<typeof stakeOrderSchema>;

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
