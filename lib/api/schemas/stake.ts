import { schema, type Infer } from '../schema';

/** The hashrate ID printed on a mining device. */
export const hashrateIdSchema = schema((z) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'hashrate_id_required'),
      z.maxLength(64, 'hashrate_id_too_long'),
      z.regex(/^[A-Za-z0-9_-]+$/, 'invalid_hashrate_id'),
    ),
);

export const deviceStatusSchema = schema((z) => z.enum(['available', 'locked', 'staked']));
export type DeviceStatus = Infer<typeof deviceStatusSchema>;

export const stakeOrderStatusSchema = schema((z) => z.enum(['Staking', 'End', 'Auditing', 'Failed']));
export type StakeOrderStatus = Infer<typeof stakeOrderStatusSchema>;

export const pledgeStatusSchema = schema((z) => z.enum(['pending', 'success', 'failed']));
export type PledgeStatus = Infer<typeof pledgeStatusSchema>;
