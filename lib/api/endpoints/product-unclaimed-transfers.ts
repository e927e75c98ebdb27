import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { schema, type Infer } from '../schema';
import { decimalAmountSchema, emptyRequestSchema, timestampSchema, txHashSchema } from '../schemas/common';

/** A transfer from the member's wallet that reached the treasury and nothing has claimed. */
export const unclaimedTransferSchema = schema((z) =>
  z.object({
    txHash: txHashSchema(z),
    amount: decimalAmountSchema(z),
    /** When the platform saw it on chain. */
    seenAt: timestampSchema(z),
  }),
);
export type UnclaimedTransfer = Infer<typeof unclaimedTransferSchema>;

/**
 * "Received, not yet claimed": the member's payments to the treasury that no stake or recharge
 * claims after the operator's grace period (added endpoint; "Not received yet" shows them).
 */
export const productUnclaimedTransfers = defineEndpoint({
  path: 'product/unclaimedTransfers',
  request: emptyRequestSchema,
  response: (z) => z.object({ list: z.array(unclaimedTransferSchema(z)) }),
  auth: true,
  singlePost: false,
});

export const unclaimedTransfersQueryOptions = (account: string | undefined) =>
  queryOptions({
    queryKey: ['product', 'unclaimedTransfers', { account: account?.toLowerCase() ?? null }],
    queryFn: ({ signal }) => apiRequest(productUnclaimedTransfers, undefined, { signal }),
    enabled: Boolean(account),
  });
