/**
 * Money in: device locks, stake payments, recharges, and the settler that decides what the chain
 * had not yet decided. See docs/payments.md for the state machine and the rules.
 */
import type { Hash } from 'viem';
import { ApiFailure, CODE } from '../api/api-failure';
import type { Db, Queryable } from '../db/db';
import { isUniqueViolation } from '../db/db';
import type { MessageKey } from '../i18n/messages';
import { addLedgerEntry } from '../ledger/ledger';
import { parseBtcw } from '../money';
import { readSettings } from '../settings/settings';
import {
  verifyPayment,
  type PaymentChainReader,
  type PaymentRejection,
  type PaymentVerdict,
} from '../chain/verify-payment';

export const CONFLICT = 409;
export const UNPROCESSABLE = 422;

/** How long a device lock waits for a payment report. */
export const LOCK_TTL_MS = 15 * 60_000;
/** A claimed hash the node has never seen is rejected after this long (it was dropped or made up). */
export const NOT_FOUND_GIVE_UP_MS = 60 * 60_000;

export interface PaymentDeps {
  db: Db;
  chain: PaymentChainReader;
  now: () => Date;
}

export const REJECTION_MESSAGE: Record<PaymentRejection | 'notFound', MessageKey> = {
  blockHash: 'txBlockHash',
  reverted: 'txReverted',
  wrongRecipient: 'txWrongRecipient',
  wrongSender: 'txWrongSender',
  wrongValue: 'txWrongValue',
  tooEarly: 'txTooEarly',
  notFound: 'invalidTxHash',
};

// ---------------------------------------------------------------------------------------------
// Devices and locks

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
    throw new ApiFailure(CODE.internal, 'chainUnavailable');
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

interface OrderRow {
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

const ORDER_COLUMNS = `id::int AS id, member_id::int AS member_id, device_id::int AS device_id,
  amount::text AS amount, from_address, treasury_address, lock_block::text AS lock_block, status, expires_at`;

async function memberOrder(db: Queryable, memberId: number, orderId: number, forUpdate = false) {
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
      'SELECT count(*)::int AS n FROM payment_claims WHERE stake_order_id = $1',
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

// ---------------------------------------------------------------------------------------------
// Claims

interface ClaimRow {
  tx_hash: string;
  purpose: 'stake' | 'recharge';
  member_id: number;
  stake_order_id: number | null;
  recharge_id: number | null;
  status: 'pending' | 'credited' | 'refunded' | 'rejected';
  created_at: Date;
}

const CLAIM_COLUMNS = `tx_hash, purpose, member_id::int AS member_id, stake_order_id::int AS stake_order_id,
  recharge_id::int AS recharge_id, status, created_at`;

async function findClaim(db: Queryable, hash: string, forUpdate = false): Promise<ClaimRow | null> {
  const [claim] = await db.query<ClaimRow>(
    `SELECT ${CLAIM_COLUMNS} FROM payment_claims WHERE tx_hash = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [hash],
  );
  return claim ?? null;
}

export type PledgeStatus = 'pending' | 'success' | 'failed';

function pledgeStatusOf(status: OrderStatus): PledgeStatus {
  if (status === 'staking') return 'success';
  if (status === 'failed' || status === 'refunded') return 'failed';
  return 'pending';
}

async function orderStatus(db: Queryable, orderId: number): Promise<OrderStatus> {
  const [row] = await db.query<{ status: OrderStatus }>('SELECT status FROM stake_orders WHERE id = $1', [
    orderId,
  ]);
  if (!row) throw new Error(`order ${orderId} vanished`);
  return row.status;
}

/**
 * `product/bTCWPledge`: a payment reported for a stake order. Records the claim (the hash is then
 * used for good), credits at once when the chain already proves it, otherwise leaves the order
 * Auditing for the settler. A hash the chain proves wrong is refused and nothing is recorded.
 */
export async function reportStakePayment(
  deps: PaymentDeps,
  memberId: number,
  orderId: number,
  txHash: string,
): Promise<PledgeStatus> {
  const hash = txHash.toLowerCase() as Hash;
  const order = await memberOrder(deps.db, memberId, orderId);
  const existing = await findClaim(deps.db, hash);
  if (existing) return answerExistingStakeClaim(deps, existing, memberId, orderId);

  const settings = await readSettings(deps.db);
  const verdict = await verifyPayment(deps.chain, {
    hash,
    from: order.from_address,
    to: order.treasury_address,
    value: BigInt(order.amount),
    afterBlock: BigInt(order.lock_block),
    confirmations: Number(settings.confirmations),
  });
  if (verdict.kind === 'invalid') throw new ApiFailure(UNPROCESSABLE, REJECTION_MESSAGE[verdict.reason]);

  const now = deps.now();
  const inserted = await deps.db.transaction(async (tx) => {
    const rows = await tx.query<{ tx_hash: string }>(
      `INSERT INTO payment_claims (tx_hash, purpose, member_id, stake_order_id, status, created_at)
       VALUES ($1, 'stake', $2, $3, 'pending', $4) ON CONFLICT (tx_hash) DO NOTHING RETURNING tx_hash`,
      [hash, memberId, orderId, now],
    );
    if (rows.length === 0) return false;
    await tx.query(
      `UPDATE stake_orders SET status = 'auditing', tx_hash = $2 WHERE id = $1 AND status = 'locked'`,
      [orderId, hash],
    );
    await tx.query(`UPDATE stake_orders SET tx_hash = $2 WHERE id = $1 AND status = 'auditing'`, [
      orderId,
      hash,
    ]);
    if (verdict.kind === 'valid') await applyVerdict(tx, hash, verdict, now);
    return true;
  });
  if (!inserted) {
    const claim = await findClaim(deps.db, hash);
    if (!claim) throw new Error('claim vanished');
    return answerExistingStakeClaim(deps, claim, memberId, orderId);
  }
  return pledgeStatusOf(await orderStatus(deps.db, orderId));
}

async function answerExistingStakeClaim(
  deps: PaymentDeps,
  claim: ClaimRow,
  memberId: number,
  orderId: number,
): Promise<PledgeStatus> {
  if (claim.purpose !== 'stake' || claim.member_id !== memberId || claim.stake_order_id !== orderId)
    throw new ApiFailure(CONFLICT, 'txHashUsed');
  if (claim.status === 'pending') await settleClaim(deps, claim.tx_hash);
  return pledgeStatusOf(await orderStatus(deps.db, orderId));
}

export interface RechargeAnswer {
  rechargeId: number;
  status: 'Auditing' | 'Success' | 'Failed';
}

const RECHARGE_STATUS = { auditing: 'Auditing', success: 'Success', failed: 'Failed' } as const;

async function rechargeAnswer(db: Queryable, rechargeId: number): Promise<RechargeAnswer> {
  const [row] = await db.query<{ status: keyof typeof RECHARGE_STATUS }>(
    'SELECT status FROM recharges WHERE id = $1',
    [rechargeId],
  );
  if (!row) throw new Error(`recharge ${rechargeId} vanished`);
  return { rechargeId, status: RECHARGE_STATUS[row.status] };
}

/** `product/bTCWRecharge`: a deposit to the treasury reported by hash (wallet flow or by hand). */
export async function submitRecharge(
  deps: PaymentDeps,
  member: { id: number; account: string },
  input: { amountWei: bigint; txHash: string; from?: string },
): Promise<RechargeAnswer> {
  const hash = input.txHash.toLowerCase() as Hash;
  if (input.from && input.from.toLowerCase() !== member.account)
    throw new ApiFailure(UNPROCESSABLE, 'walletNotMember');
  const existing = await findClaim(deps.db, hash);
  if (existing) return answerExistingRecharge(deps, existing, member.id);

  const settings = await readSettings(deps.db);
  const minimum = parseBtcw(settings.min_recharge);
  if (input.amountWei < minimum)
    throw new ApiFailure(UNPROCESSABLE, 'rechargeBelowMinimum', { min: settings.min_recharge });
  const verdict = await verifyPayment(deps.chain, {
    hash,
    from: member.account,
    to: settings.treasury_address,
    value: input.amountWei,
    confirmations: Number(settings.confirmations),
  });
  if (verdict.kind === 'invalid') throw new ApiFailure(UNPROCESSABLE, REJECTION_MESSAGE[verdict.reason]);

  const now = deps.now();
  const rechargeId = await deps.db
    .transaction(async (tx) => {
      const [claimed] = await tx.query<{ tx_hash: string }>(
        'SELECT tx_hash FROM payment_claims WHERE tx_hash = $1 FOR UPDATE',
        [hash],
      );
      if (claimed) return null;
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO recharges (member_id, amount, from_address, treasury_address, tx_hash, status, created_at)
       VALUES ($1, $2::numeric, $3, $4, $5, 'auditing', $6)
       ON CONFLICT (tx_hash) DO NOTHING RETURNING id::int AS id`,
        [
          member.id,
          input.amountWei.toString(),
          member.account,
          settings.treasury_address.toLowerCase(),
          hash,
          now,
        ],
      );
      if (!row) return null;
      const claim = await tx.query<{ tx_hash: string }>(
        `INSERT INTO payment_claims (tx_hash, purpose, member_id, recharge_id, status, created_at)
       VALUES ($1, 'recharge', $2, $3, 'pending', $4) ON CONFLICT (tx_hash) DO NOTHING RETURNING tx_hash`,
        [hash, member.id, row.id, now],
      );
      // Claimed for a stake in between: the unique key wins; roll this recharge back.
      if (claim.length === 0) throw new HashTaken();
      if (verdict.kind === 'valid') await applyVerdict(tx, hash, verdict, now);
      return row.id;
    })
    .catch((error: unknown) => {
      if (error instanceof HashTaken || isUniqueViolation(error)) return null;
      throw error;
    });
  if (rechargeId === null) {
    const claim = await findClaim(deps.db, hash);
    if (!claim) throw new ApiFailure(CONFLICT, 'txHashUsed');
    return answerExistingRecharge(deps, claim, member.id);
  }
  return rechargeAnswer(deps.db, rechargeId);
}

class HashTaken extends Error {}

async function answerExistingRecharge(
  deps: PaymentDeps,
  claim: ClaimRow,
  memberId: number,
): Promise<RechargeAnswer> {
  if (claim.purpose !== 'recharge' || claim.member_id !== memberId || claim.recharge_id === null)
    throw new ApiFailure(CONFLICT, 'txHashUsed');
  if (claim.status === 'pending') await settleClaim(deps, claim.tx_hash);
  return rechargeAnswer(deps.db, claim.recharge_id);
}

// ---------------------------------------------------------------------------------------------
// Deciding a claim

/**
 * Applies a chain verdict to a pending claim inside `tx` (the claim row is locked first, so a claim
 * is decided once however many requests or settlers race).
 */
async function applyVerdict(
  tx: Queryable,
  hash: string,
  verdict: Exclude<PaymentVerdict, { kind: 'wait' }> | { kind: 'giveUp' },
  now: Date,
): Promise<void> {
  const claim = await findClaim(tx, hash, true);
  if (!claim || claim.status !== 'pending') return;

  if (verdict.kind !== 'valid') {
    const reason = verdict.kind === 'giveUp' ? 'notFound' : verdict.reason;
    await tx.query(
      `UPDATE payment_claims SET status = 'rejected', reason = $2, decided_at = $3 WHERE tx_hash = $1`,
      [hash, reason, now],
    );
    if (claim.purpose === 'recharge') {
      await tx.query(`UPDATE recharges SET status = 'failed', failure = $2, decided_at = $3 WHERE id = $1`, [
        claim.recharge_id,
        reason,
        now,
      ]);
      return;
    }
    // The order fails only when none of its reported payments can still pay it.
    const [open] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_claims
       WHERE stake_order_id = $1 AND status IN ('pending', 'credited')`,
      [claim.stake_order_id],
    );
    if ((open?.n ?? 0) === 0)
      await tx.query(
        `UPDATE stake_orders SET status = 'failed', failure = $2, decided_at = $3
         WHERE id = $1 AND status IN ('locked', 'auditing')`,
        [claim.stake_order_id, reason, now],
      );
    return;
  }

  if (claim.purpose === 'recharge') {
    await addLedgerEntry(tx, {
      memberId: claim.member_id,
      amountWei: verdict.value,
      kind: 'recharge',
      reference: hash,
      createdAt: now,
    });
    await tx.query(`UPDATE recharges SET status = 'success', decided_at = $2 WHERE id = $1`, [
      claim.recharge_id,
      now,
    ]);
    await tx.query(`UPDATE payment_claims SET status = 'credited', decided_at = $2 WHERE tx_hash = $1`, [
      hash,
      now,
    ]);
    return;
  }

  const [order] = await tx.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM stake_orders WHERE id = $1 FOR UPDATE`,
    [claim.stake_order_id],
  );
  if (!order) throw new Error('order vanished');
  let stakes = order.status === 'locked' || order.status === 'auditing';
  if (!stakes && (order.status === 'cancelled' || order.status === 'expired' || order.status === 'failed')) {
    // Paid after the lock lapsed or was cancelled: the stake still happens if the device is free.
    const [holder] = await tx.query<{ id: number }>(
      `SELECT id::int AS id FROM stake_orders WHERE device_id = $1 AND status IN ${ACTIVE} AND id <> $2`,
      [order.device_id, order.id],
    );
    stakes = !holder;
  }
  if (stakes) {
    await tx.query(
      `UPDATE stake_orders SET status = 'staking', tx_hash = $2, started_at = $3, decided_at = $3, failure = NULL
       WHERE id = $1`,
      [order.id, hash, now],
    );
    await tx.query(`UPDATE payment_claims SET status = 'credited', decided_at = $2 WHERE tx_hash = $1`, [
      hash,
      now,
    ]);
    return;
  }
  // A valid payment that cannot become this stake (already paid, device taken): never lost, it
  // goes to the platform balance.
  await addLedgerEntry(tx, {
    memberId: claim.member_id,
    amountWei: verdict.value,
    kind: 'stake_refund',
    reference: hash,
    createdAt: now,
  });
  await tx.query(`UPDATE payment_claims SET status = 'refunded', decided_at = $2 WHERE tx_hash = $1`, [
    hash,
    now,
  ]);
  if (order.status !== 'staking')
    await tx.query(
      `UPDATE stake_orders SET status = 'refunded', decided_at = $2 WHERE id = $1 AND status <> 'staking'`,
      [order.id, now],
    );
}

/** Verifies one pending claim again and decides it if the chain now can. */
export async function settleClaim(deps: PaymentDeps, hash: string): Promise<'pending' | 'decided'> {
  const claim = await findClaim(deps.db, hash);
  if (!claim || claim.status !== 'pending') return 'decided';
  const settings = await readSettings(deps.db);
  let expected;
  if (claim.purpose === 'stake') {
    const [order] = await deps.db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM stake_orders WHERE id = $1`, [
      claim.stake_order_id,
    ]);
    if (!order) throw new Error('order vanished');
    expected = {
      from: order.from_address,
      to: order.treasury_address,
      value: BigInt(order.amount),
      afterBlock: BigInt(order.lock_block),
    };
  } else {
    const [recharge] = await deps.db.query<{
      amount: string;
      from_address: string;
      treasury_address: string;
    }>('SELECT amount::text AS amount, from_address, treasury_address FROM recharges WHERE id = $1', [
      claim.recharge_id,
    ]);
    if (!recharge) throw new Error('recharge vanished');
    expected = { from: recharge.from_address, to: recharge.treasury_address, value: BigInt(recharge.amount) };
  }
  const verdict = await verifyPayment(deps.chain, {
    hash: hash as Hash,
    ...expected,
    confirmations: Number(settings.confirmations),
  });
  const now = deps.now();
  if (verdict.kind === 'wait') {
    const giveUp =
      verdict.reason === 'notFound' &&
      now.getTime() - new Date(claim.created_at).getTime() >= NOT_FOUND_GIVE_UP_MS;
    if (!giveUp) {
      await deps.db.query('UPDATE payment_claims SET checked_at = $2 WHERE tx_hash = $1', [hash, now]);
      return 'pending';
    }
    await deps.db.transaction((tx) => applyVerdict(tx, hash, { kind: 'giveUp' }, now));
    return 'decided';
  }
  await deps.db.transaction((tx) => applyVerdict(tx, hash, verdict, now));
  return 'decided';
}

/** One settler pass: expire locks, then retry every pending claim (oldest first). */
export async function settlePendingPayments(
  deps: PaymentDeps,
): Promise<{ decided: number; pending: number }> {
  await expireLocks(deps.db, deps.now());
  const claims = await deps.db.query<{ tx_hash: string }>(
    `SELECT tx_hash FROM payment_claims WHERE status = 'pending' ORDER BY created_at LIMIT 200`,
  );
  let decided = 0;
  let pending = 0;
  for (const { tx_hash } of claims) {
    try {
      if ((await settleClaim(deps, tx_hash)) === 'decided') decided += 1;
      else pending += 1;
    } catch (error) {
      pending += 1;
      console.error(`[settler] ${tx_hash}:`, error);
    }
  }
  return { decided, pending };
}

/** Runs the settler every `intervalMs` until stopped; one pass at a time. */
export function startSettler(deps: PaymentDeps, intervalMs = 3000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    settlePendingPayments(deps)
      .catch((error: unknown) => console.error('[settler] pass failed:', error))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
