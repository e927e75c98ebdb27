import { defineEndpoint, type EndpointRequest, type EndpointResult } from '../define-endpoint';
import { idSchema, txHashSchema } from '../schemas/common';
import { confirmationsSchema, paymentFailureSchema, underReviewSchema } from '../schemas/payment';
import { pledgeStatusSchema } from '../schemas/stake';

/**
 * Reports the stake payment of a locked order. Idempotent for the same (orderId, txHash):
 * re-posting returns the current verification status, so the UI polls with it while 'pending'.
 * The payment counts at the operator's confirmation depth; until then it is pending.
 */
export const productBtcwPledge = defineEndpoint({
  path: 'product/bTCWPledge',
  request: (z) => z.strictObject({ orderId: idSchema(z), txHash: txHashSchema(z) }),
  response: (z) =>
    z.object({
      status: pledgeStatusSchema(z),
      /** While pending and mined: how deep the payment is. */
      confirmations: z.optional(confirmationsSchema(z)),
      /** When failed: why. */
      failure: z.optional(paymentFailureSchema(z)),
      /** Pending and parked for an operator: "Under review". */
      underReview: underReviewSchema(z),
    }),
  auth: true,
  singlePost: true,
});

export type PledgeInput = EndpointRequest<typeof productBtcwPledge>;
export type PledgeResult = EndpointResult<typeof productBtcwPledge>;
