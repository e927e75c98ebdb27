import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint, type EndpointRequest } from '../define-endpoint';
import { schema, type Infer } from '../schema';
import {
  auditStatusSchema,
  idSchema,
  pageRequestSchema,
  pagedResultSchema,
  signedDecimalAmountSchema,
  timestampSchema,
  txHashSchema,
} from '../schemas/common';
import { confirmationsSchema, paymentFailureSchema, underReviewSchema } from '../schemas/payment';
import { flowKindSchema, flowTypeSchema, type FlowType } from '../schemas/flow';
import { DEFAULT_PAGE_SIZE, nextPageParam } from './paging';

export const flowSchema = schema((z) =>
  z.object({
    id: idSchema(z),
    /** Credit positive, debit with a leading '-'. */
    amount: signedDecimalAmountSchema(z),
    kind: flowKindSchema(z),
    /** Server-localised detail (product name, hashrate ID…). */
    title: z.nullable(z.string()),
    /** Always Success in the income and balance ledgers; a recharge may still be Auditing or Failed. */
    status: auditStatusSchema(z),
    /** Chain transaction behind a recharge or withdrawal flow. */
    txHash: z.nullable(txHashSchema(z)),
    createdAt: timestampSchema(z),
    /** A recharge waiting for the chain: how deep it is. */
    confirmations: z.optional(confirmationsSchema(z)),
    /** A failed recharge: why. */
    failure: z.optional(paymentFailureSchema(z)),
    /** An Auditing recharge parked for an operator: "Under review". */
    underReview: underReviewSchema(z),
  }),
);
export type Flow = Infer<typeof flowSchema>;

export const assetFlowRecord = defineEndpoint({
  path: 'asset/flowRecord',
  request: (z) => z.strictObject({ ...pageRequestSchema(z).shape, type: flowTypeSchema(z) }),
  response: pagedResultSchema(flowSchema),
  auth: true,
  singlePost: false,
});

export type FlowRecordInput = EndpointRequest<typeof assetFlowRecord>;

export const flowsQueryOptions = (
  account: string | undefined,
  type: FlowType,
  pageSize = DEFAULT_PAGE_SIZE,
) =>
  infiniteQueryOptions({
    queryKey: ['asset', 'flowRecord', { account: account?.toLowerCase() ?? null, type, pageSize }],
    queryFn: ({ pageParam, signal }) =>
      apiRequest(assetFlowRecord, { page: pageParam, pageSize, type }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: Boolean(account),
  });
