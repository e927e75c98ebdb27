/** Devices and their reservations (stake orders before a payment decides them). See docs/payments.md. */
import { ApiFailure, CODE } from '../api/api-failure';
import type { Queryable } from '../db/db';
import { isUniqueViolation } from '../db/db';
import { readSettings } from '../settings/settings';
import type { PaymentDeps } from './payment-deps';

export const CONFLICT = 409;
export const UNPROCESSABLE = 422;

/** How long a device lock waits for a payment report. */
export const LOCK_TTL_MS = 15 * 60_000;

export type OrderStatus = 'locked' | 'cancelled' | 'expired' | 'auditing' | 'staking' | 'failed' | 'refunded';
const ACTIVE = `('locked', 'auditing', 'staking')`;

export interface DeviceRow {
  id: number;
  hashrate_id: string;
  stake_amount: string;
  stake_days: number;
  daily_output: string;
}

/** Locks whose time is up stop holding their device. */
export async function expireLocks(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `UPDATE stake_orders SET status = 'expired', decided_at = $1
     WHERE status = 'locked' AND expires_at <= $1 RETURNING id::int AS id`,
    [now],
  );
  return rows.length;
}

export async function findDevice(db: Queryable, hashrateId: string) {
  const [device] = await db.query<DeviceRow>(
    `SELECT id::int AS id, hashrate_id, stake_amount::text AS stake_amount, stake_days::int AS stake_days,
            daily_output::text AS daily_output
     FROM devices WHERE hashrate_id = $1`,
    [hashrateId.trim().toUpperCase()],
  );
  return device ?? null;
}

export async function deviceStatus(
  db: Queryable,
  deviceId: number,
  now: Date,
): Promise<{ status: 'available' | 'locked' | 'staked'; memberId: number | null }> {
  const [order] = await db.query<{ status: OrderStatus; member_id: number; expires_at: Date }>(
    `SELECT status, member_id::int AS member_id, expires_at FROM stake_orders
     WHERE device_id = $1 AND status IN ${ACTIVE}`,
    [deviceId],
  );
  if (!order) return { status: 'available', memberId: null };
  if (order.status === 'staking') return { status: 'staked', memberId: order.member_id };
  if (order.status === 'locked' && new Date(order.expires_at) <= now)
    return { status: 'available', memberId: null };
  return { status: 'locked', memberId: order.member_id };
}

export interface LockResult {
  orderId: number;
  amountWei: bigint;
  treasuryAddress: string;
  expiresAt: Date;
}

/** Devices a member holds without a stake yet: reserved and unpaid, or paid and auditing. */
async function reservedDeviceCount(db: Queryable, memberId: number, now: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM stake_orders
     WHERE member_id = $1 AND (status = 'auditing' OR (status = 'locked' AND expires_at > $2))`,
    [memberId, now],
  );
  return row?.n ?? 0;
}

export async function lockDevice(
  deps: PaymentDeps,
  member: { id: number; account: string },
  deviceId: number,
  from: string,
): Promise<LockResult> {
  if (from.toLowerCase() !== member.account) throw new ApiFailure(UNPROCESSABLE, 'walletNotMember');
  let head: bigint;
  try {
    head = await deps.chain.getBlockNumber({ cacheTime: 0 });
  } catch {
    throw new ApiFailure(CODE.unavailable, 'chainUnavailable');
  }
  const settings = await readSettings(deps.db);
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [device] = await tx.query<DeviceRow>(
        `SELECT id::int AS id, hashrate_id, stake_amount::text AS stake_amount, stake_days::int AS stake_days,
                daily_output::text AS daily_output FROM devices WHERE id = $1 FOR UPDATE`,
        [deviceId],
      );
      if (!device) throw new ApiFailure(CODE.notFound, 'deviceNotFound');
      await tx.query(
        `UPDATE stake_orders SET status = 'expired', decided_at = $2
         WHERE device_id = $1 AND status = 'locked' AND expires_at <= $2`,
        [deviceId, now],
      );
      const state = await deviceStatus(tx, deviceId, now);
      if (state.status === 'staked') throw new ApiFailure(CONFLICT, 'deviceStaked');
      if (state.status === 'locked') throw new ApiFailure(CONFLICT, 'deviceLocked');
      // One member must not take every free device off the market without paying.
      const max = Number(settings.max_reserved_devices);
      if ((await reservedDeviceCount(tx, member.id, now)) >= max)
        throw new ApiFailure(UNPROCESSABLE, 'tooManyReservations', { max });
      const expiresAt = new Date(now.getTime() + LOCK_TTL_MS);
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO stake_orders (member_id, device_id, amount, stake_days, daily_output, from_address,
           treasury_address, lock_block, status, created_at, expires_at)
         VALUES ($1, $2, $3::numeric, $4, $5::numeric, $6, $7, $8::numeric, 'locked', $9, $10)
         RETURNING id::int AS id`,
        [
          member.id,
          deviceId,
          device.stake_amount,
          device.stake_days,
          device.daily_output,
          from.toLowerCase(),
          settings.treasury_address.toLowerCase(),
          head.toString(),
          now,
          expiresAt,
        ],
      );
      if (!row) throw new Error('no order row');
      return {
        orderId: row.id,
        amountWei: BigInt(device.stake_amount),
        treasuryAddress: settings.treasury_address,
        expiresAt,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'stake_orders_device_active'))
      throw new ApiFailure(CONFLICT, 'deviceLocked');
    throw error;
  }
}

export interface OrderRow {
  id: number;
  member_id: number;
  device_id: number;
  amount: string;
  from_address: string;
  treasury_address: string;
  lock_block: string;
  status: OrderStatus;
  expires_at: Date;
}

export const ORDER_COLUMNS = `id::int AS id, member_id::int AS member_id, device_id::int AS device_id,
  amount::text AS amount, from_address, treasury_address, lock_block::text AS lock_block, status, expires_at`;

export async function memberOrder(db: Queryable, memberId: number, orderId: number, forUpdate = false) {
  const [order] = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM stake_orders WHERE id = $1 AND member_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [orderId, memberId],
  );
  if (!order) throw new ApiFailure(CODE.notFound, 'orderNotFound');
  return order;
}

/** Releases a lock nothing was paid for. Idempotent; refused once a payment was reported. */
export async function cancelDevice(deps: PaymentDeps, memberId: number, orderId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await memberOrder(tx, memberId, orderId, true);
    const [claim] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_claims
       WHERE stake_order_id = $1 AND status IN ('pending', 'credited', 'refunded')`,
      [orderId],
    );
    if ((claim?.n ?? 0) > 0 || order.status === 'auditing' || order.status === 'staking')
      throw new ApiFailure(CONFLICT, 'orderNotCancellable');
    if (order.status === 'locked')
      await tx.query(`UPDATE stake_orders SET status = 'cancelled', decided_at = $2 WHERE id = $1`, [
        orderId,
        deps.now(),
      ]);
  });
}

/**
 * Reservations whose time is up while their reported hashes are unknown to the node stop holding
 * the device at the reservation's own expiry (a made-up hash must not keep a device off the market).
 * The claims stay pending for their member: a payment that appears later still stakes or is refunded.
 */
export async function releaseUnpaidReservations(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `UPDATE stake_orders o SET status = 'expired', decided_at = $1
     WHERE o.status = 'auditing' AND o.expires_at <= $1
       AND NOT EXISTS (
         SELECT 1 FROM payment_claims c WHERE c.stake_order_id = o.id
           AND (c.status IN ('credited', 'refunded') OR (c.status = 'pending' AND c.seen_at IS NOT NULL)))
     RETURNING id::int AS id`,
    [now],
  );
  return rows.length;
}
