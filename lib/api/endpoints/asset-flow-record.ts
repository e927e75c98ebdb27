import * as z from 'zod/mini';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import {
  auditStatusSchema,
  idSchema,
  pageRequestSchema,
  pagedResultSchema,
  signedDecimalAmountSchema,
  timestampSchema,
  txHashSchema,
} from '../schemas/common';
import { flowKindSchema, flowTypeSchema, type FlowType } from '../schemas/flow';
import { DEFAULT_PAGE_SIZE, nextPageParam } from './paging';

export const flowSchema = z.object({
  id: idSchema,
  /** Credit positive, debit with a leading '-'. */
  amount: signedDecimalAmountSchema,
  kind: flowKindSchema,
  /** Server-localised detail (product name, hashrate ID…). */
  title: z.nullable(z.string()),
  /** Always Success in the income and balance ledgers; a recharge may still be Auditing or Failed. */
  status: auditStatusSchema,
  /** Chain transaction behind a recharge or withdrawal flow. */
  txHash: z.nullable(txHashSchema),
  createdAt: timestampSchema,
});
export type Flow = z.infer<typeof flowSchema>;

export const assetFlowRecord = defineEndpoint({
  path: 'asset/flowRecord',
  request: z.strictObject({ ...pageRequestSchema.shape, type: flowTypeSchema }),
  response: pagedResultSchema(flowSchema),
  auth: true,
  singlePost: false,
});

export type FlowRecordInput = z.input<typeof assetFlowRecord.request>;

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
