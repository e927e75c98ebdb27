import type { Zod } from '../schema';

/**
 * Why an account is held (nothing may leave it until support has reviewed it). The app shows a
 * message per known code and a general one for a code it does not know yet.
 * - `paymentReversed`: a credited payment was removed from the chain and the balance could not cover
 *   taking it back (the balance may then be negative).
 */
export const HOLD_REASONS = ['paymentReversed'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/**
 * Fields of `member/userInfo` and `asset/assetInfo` that tell the app the account is held. Optional:
 * a platform that does not send them still answers what the app accepts (then it never shows a hold).
 */
export function accountHoldFields(z: Zod) {
  return {
    /** True while withdrawals and purchases are paused for the account. */
    held: z.optional(z.boolean()),
    /** Why, when held: one of {@link HOLD_REASONS}, or a code a newer platform added. */
    holdReason: z.optional(z.string().check(z.maxLength(64))),
  };
}
