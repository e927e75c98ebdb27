import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint, type EndpointRequest, type EndpointResult } from '../define-endpoint';
import {
  addressSchema,
  auditStatusSchema,
  decimalAmountSchema,
  idSchema,
  positiveDecimalAmountSchema,
  timestampSchema,
  txHashSchema,
} from '../schemas/common';
import { confirmationsSchema, paymentFailureSchema, underReviewSchema } from '../schemas/payment';

/**
 * Submits a recharge (deposit to the treasury) by its transaction hash; also what
 * "Not received yet" posts. One hash credits once: re-posting the member's own hash returns
 * that recharge (another amount than recorded is 422), a hash credited to someone else is 409.
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
  response: (z) =>
    z.object({
      rechargeId: idSchema(z),
      /** The amount recorded for this hash (a re-post with another amount is refused). */
      amount: decimalAmountSchema(z),
      status: auditStatusSchema(z),
      confirmations: z.optional(confirmationsSchema(z)),
      failure: z.optional(paymentFailureSchema(z)),
      /** Pending and parked for an operator: "Under review". */
      underReview: underReviewSchema(z),
      /**
       * When the platform recorded it, as its recharge record shows it: the app then shows that
       * one time for the payment everywhere. Optional: a platform that leaves it out gets the time
       * the member sent it.
       */
      createdAt: z.optional(timestampSchema(z)),
    }),
  auth: true,
  singlePost: true,
  // "Not received yet" shows every refusal at its field or in its banner; the payment queue's
  // background reports toast nothing anyway.
  refusalShownByForm: true,
});

export type RechargeInput = EndpointRequest<typeof productBtcwRecharge>;
export type RechargeResult = EndpointResult<typeof productBtcwRecharge>;

export const rechargeMutationOptions = () =>
  mutationOptions({
    mutationKey: ['product', 'bTCWRecharge'],
    mutationFn: (input: RechargeInput) => apiRequest(productBtcwRecharge, input),
  });
