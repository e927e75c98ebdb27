import * as z from 'zod/mini';
import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import {
  addressSchema,
  auditStatusSchema,
  idSchema,
  positiveDecimalAmountSchema,
  txHashSchema,
} from '../schemas/common';

/**
 * Submits a recharge (deposit to the treasury) by its transaction hash; also what
 * "Not received yet" posts. One hash credits once: re-posting the member's own hash returns
 * that recharge, a hash already used elsewhere is 409.
 */
export const productBtcwRecharge = defineEndpoint({
  path: 'product/bTCWRecharge',
  request: z.strictObject({
    amount: positiveDecimalAmountSchema,
    txHash: txHashSchema,
    /** Sending wallet when known; the server otherwise reads it from the transaction. */
    from: z.optional(addressSchema),
  }),
  response: z.object({ rechargeId: idSchema, status: auditStatusSchema }),
  auth: true,
  singlePost: true,
});

export type RechargeInput = z.input<typeof productBtcwRecharge.request>;
export type RechargeResult = z.infer<typeof productBtcwRecharge.response>;

export const rechargeMutationOptions = () =>
  mutationOptions({
    mutationKey: ['product', 'bTCWRecharge'],
    mutationFn: (input: RechargeInput) => apiRequest(productBtcwRecharge, input),
  });
