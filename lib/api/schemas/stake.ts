import * as z from 'zod/mini';

/** The hashrate ID printed on a mining device. */
export const hashrateIdSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'hashrate_id_required'),
    z.maxLength(64, 'hashrate_id_too_long'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'invalid_hashrate_id'),
  );

export const deviceStatusSchema = z.enum(['available', 'locked', 'staked']);
export type DeviceStatus = z.infer<typeof deviceStatusSchema>;

export const stakeOrderStatusSchema = z.enum(['Staking', 'End', 'Auditing', 'Failed']);
export type StakeOrderStatus = z.infer<typeof stakeOrderStatusSchema>;

export const pledgeStatusSchema = z.enum(['pending', 'success', 'failed']);
export type PledgeStatus = z.infer<typeof pledgeStatusSchema>;
