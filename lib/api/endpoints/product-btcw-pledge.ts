import * as z from 'zod/mini';
import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { idSchema, txHashSchema } from '../schemas/common';
import { pledgeStatusSchema } from '../schemas/stake';

/**
 * Reports the stake payment of a locked order. Idempotent for the same (orderId, txHash):
 * re-posting returns the current verification status, so the UI polls with it while 'pending'.
 */
export const productBtcwPledge = defineEndpoint({
  path: 'product/bTCWPledge',
  request: z.strictObject({ orderId: idSchema, txHash: txHashSchema }),
  response: z.object({ status: pledgeStatusSchema }),
  auth: true,
  singlePost: true,
});

export type PledgeInput = z.input<typeof productBtcwPledge.request>;
export type PledgeResult = z.infer<typeof productBtcwPledge.response>;

export const pledgeMutationOptions = () =>
  mutationOptions({
    mutationKey: ['product', 'bTCWPledge'],
    mutationFn: (input: PledgeInput) => apiRequest(productBtcwPledge, input),
  });
