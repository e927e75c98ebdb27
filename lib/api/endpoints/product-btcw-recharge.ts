import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint, type EndpointRequest, type EndpointResult } from '../define-endpoint';
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
  request: (z) =>
    z.strictObject({
      amount: positiveDecimalAmountSchema(z),
      txHash: txHashSchema(z),
      /** Sending wallet when known; the server otherwise reads it from the transaction. */
      from: z.optional(addressSchema(z)),
    }),
  response: (z) => z.object({ rechargeId: idSchema(z), status: auditStatusSchema(z) }),
  auth: true,
  singlePost: true,
});

export type RechargeInput = EndpointRequest<typeof productBtcwRecharge>;
export type RechargeResult = EndpointResult<typeof productBtcwRecharge>;

export const rechargeMutationOptions = () =>
  mutationOptions({
    mutationKey: ['product', 'bTCWRecharge'],
    mutationFn: (input: RechargeInput) => apiRequest(productBtcwRecharge, input),
  });
