import { schema, type Infer } from '../schema';

/** How deep a payment waiting for the chain is: the record shows "Confirming current/required". */
export const confirmationsSchema = schema((z) =>
  z.object({
    current: z.number().check(z.int(), z.minimum(0)),
    required: z.number().check(z.int(), z.minimum(1)),
  }),
);
export type Confirmations = Infer<typeof confirmationsSchema>;

/**
 * Why a payment failed or its credit was taken back: the chain's verdict on the transaction,
 * `notFound` (the node never showed it in time), `reorged` (it left the chain after being counted)
 * or `refused` (the platform could not settle it by itself and an operator refused it after review).
 */
export const PAYMENT_FAILURES = [
  'blockHash',
  'reverted',
  'wrongRecipient',
  'wrongSender',
  'wrongValue',
  'tooEarly',
  'notFound',
  'reorged',
  'refused',
] as const;

/**
 * A pending payment the platform could not settle by itself and has parked for an operator to
 * decide (`underReview: true`): show "Under review" rather than a wait for the chain. It is still
 * pending; it ends Success, or Failed with `refused`.
 */
export const underReviewSchema = schema((z) => z.optional(z.literal(true)));

export const paymentFailureSchema = schema((z) => z.enum(PAYMENT_FAILURES));
export type PaymentFailure = Infer<typeof paymentFailureSchema>;
