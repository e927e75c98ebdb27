/**
 * Payment claims: one member's report that a transaction paid a stake order or a recharge. A claim
 * is decided once (the row is locked and must still be pending), credits at most once (ledger rows
 * name their claim), and only the sender's claim can ever be valid: many members may claim a hash
 * the node does not know yet, and it blocks none of them.
 */
import type { Hash } from 'viem';
import type { Queryable } from '../db/db';
import { addLedgerEntry } from '../ledger/ledger';
import { readSettings } from '../settings/settings';
import {
  verifyPayment,
  type ExpectedPayment,
  type PaymentPosition,
  type PaymentRejection,
  type PaymentVerdict,
} from '../chain/verify-payment';
import type { PaymentDeps } from './payment-deps';

/** A claimed hash the node has not known for this long is rejected (dropped or made up). */
export const NOT_FOUND_GIVE_UP_MS = 60 * 60_000;
/** A claim that failed for want of the chain is asked about again this soon (late-payments.ts). */
export const RECHECK_FIRST_MS = 60_000;

export type ClaimStatus = 'pending' | 'credited' | 'refunded' | 'rejected' | 'reversed';
/**
 * Why a claim failed or a credit was reversed; the app translates each. `refused`: the settler
 * could not decide it and an operator refused it (claim-decisions.ts).
 */
export type ClaimFailure = PaymentRejection | 'notFound' | 'reorged' | 'refused';

export interface ClaimRow {
  id: number;
  tx_hash: string;
  purpose: 'stake' | 'recharge';
  member_id: number;
  stake_order_id: number | null;
  recharge_id: number | null;
  status: ClaimStatus;
  reason: ClaimFailure | null;
  created_at: Date;
  seen_at: Date | null;
  block_number: string | null;
  block_hash: string | null;
  confirmations: number;
}

export const LIVE = `('pending', 'credited', 'refunded')`;
export const CREDITED = `('credited', 'refunded')`;

const CLAIM_COLUMNS = `id::int AS id, tx_hash, purpose, member_id::int AS member_id,
  stake_order_id::int AS stake_order_id, recharge_id::int AS recharge_id, status, reason, created_at,
  seen_at, block_number::text AS block_number, block_hash, confirmations::int AS confirmations`;

// Namespace of the per-hash advisory locks (the second key is the hash's hashtext).
const CLAIM_LOCK_NAMESPACE = 72_650_028;

/**
 * Every transaction that writes claims of a hash takes this lock first, so such transactions run one
 * after another per hash, on every instance sharing the database, and always take their row locks
 * (claim, recharge, order, member) in the same order behind it: they cannot deadlock. Taking it again
 * in the same transaction is free (advisory locks are re-entrant).
 */
export async function lockClaimsOf(tx: Queryable, hash: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
    CLAIM_LOCK_NAMESPACE,
    hash.toLowerCase(),
  ]);
}

/** `lockClaimsOf` for the hash of claim `claimId` (read without a row lock, which comes after). */
export async function lockClaimsOfClaim(tx: Queryable, claimId: number): Promise<void> {
  const [row] = await tx.query<{ tx_hash: string }>('SELECT tx_hash FROM payment_claims WHERE id = $1', [
    claimId,
  ]);
  if (row) await lockClaimsOf(tx, row.tx_hash);
}

export async function claimById(db: Queryable, id: number, forUpdate = false): Promise<ClaimRow | null> {
  const [claim] = await db.query<ClaimRow>(
    `SELECT ${CLAIM_COLUMNS} FROM payment_claims WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return claim ?? null;
}

/** The live claims (pending or credited) of a hash, whoever made them. */
export async function liveClaimsOf(db: Queryable, hash: string): Promise<ClaimRow[]> {
  return db.query<ClaimRow>(
    `SELECT ${CLAIM_COLUMNS} FROM payment_claims WHERE tx_hash = $1 AND status IN ${LIVE} ORDER BY id`,
    [hash],
  );
}

/**
 * The claim of a hash an operator refused, if any: the operator's decision on that transaction, so
 * no later report, tap or transfer match claims it again.
 */
export async function refusedClaimOf(db: Queryable, hash: string): Promise<ClaimRow | null> {
  const [claim] = await db.query<ClaimRow>(
    `SELECT ${CLAIM_COLUMNS} FROM payment_claims WHERE tx_hash = $1 AND status = 'rejected' AND reason = 'refused'
     ORDER BY id DESC LIMIT 1`,
    [hash],
  );
  return claim ?? null;
}

/** SQL: claim `c` is parked for an operator (stuck-claims.ts): the member sees it "Under review". */
export const PARKED = (claim: string) =>
  `EXISTS (SELECT 1 FROM stuck_claims s WHERE s.claim_id = ${claim}.id AND s.step = 'settle' AND s.parked_at IS NOT NULL)`;

/** Every claim of a hash, newest first. */
export async function claimsOf(db: Queryable, hash: string): Promise<ClaimRow[]> {
  return db.query<ClaimRow>(
    `SELECT ${CLAIM_COLUMNS} FROM payment_claims WHERE tx_hash = $1 ORDER BY id DESC`,
    [hash],
  );
}

export async function pendingClaimCount(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payment_claims WHERE member_id = $1 AND status = 'pending'`,
    [memberId],
  );
  return row?.n ?? 0;
}

/** Inserts a pending claim; null when the member already has a live claim of this hash. */
export async function insertClaim(
  tx: Queryable,
  claim: {
    hash: string;
    purpose: 'stake' | 'recharge';
    memberId: number;
    stakeOrderId?: number;
    rechargeId?: number;
    now: Date;
  },
): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO payment_claims (tx_hash, purpose, member_id, stake_order_id, recharge_id, status, created_at)
     VALUES ($1, $2, $3, $4, $5, 'pending', $6)
     ON CONFLICT (tx_hash, member_id) WHERE status IN ${LIVE} DO NOTHING
     RETURNING id::int AS id`,
    [
      claim.hash,
      claim.purpose,
      claim.memberId,
      claim.stakeOrderId ?? null,
      claim.rechargeId ?? null,
      claim.now,
    ],
  );
  return row?.id ?? null;
}

const ACTIVE_ORDER = `('locked', 'auditing', 'staking')`;

/** What the chain must show for this claim: payer, treasury and exact value from its order or recharge. */
export async function expectedPaymentOf(
  db: Queryable,
  claim: ClaimRow,
): Promise<Omit<ExpectedPayment, 'confirmations'>> {
  if (claim.purpose === 'stake') {
    const [order] = await db.query<{
      amount: string;
      from_address: string;
      treasury_address: string;
      lock_block: string;
    }>(
      `SELECT amount::text AS amount, from_address, treasury_address, lock_block::text AS lock_block
       FROM stake_orders WHERE id = $1`,
      [claim.stake_order_id],
    );
    if (!order) throw new Error(`order ${claim.stake_order_id} vanished`);
    return {
      hash: claim.tx_hash as Hash,
      from: order.from_address,
      to: order.treasury_address,
      value: BigInt(order.amount),
      afterBlock: BigInt(order.lock_block),
    };
  }
  const [recharge] = await db.query<{ amount: string; from_address: string; treasury_address: string }>(
    'SELECT amount::text AS amount, from_address, treasury_address FROM recharges WHERE id = $1',
    [claim.recharge_id],
  );
  if (!recharge) throw new Error(`recharge ${claim.recharge_id} vanished`);
  return {
    hash: claim.tx_hash as Hash,
    from: recharge.from_address,
    to: recharge.treasury_address,
    value: BigInt(recharge.amount),
  };
}

export type Decision =
  | Extract<PaymentVerdict, { kind: 'valid' }>
  | Extract<PaymentVerdict, { kind: 'invalid' }>
  | { kind: 'giveUp' };

/**
 * Applies a chain verdict to a pending claim inside `tx` (the claim row is locked first, so a claim
 * is decided once however many requests or settlers race).
 */
export async function applyDecision(
  tx: Queryable,
  claimId: number,
  decision: Decision,
  now: Date,
): Promise<void> {
  await lockClaimsOfClaim(tx, claimId);
  const claim = await claimById(tx, claimId, true);
  if (!claim || claim.status !== 'pending') return;

  if (decision.kind !== 'valid') {
    const reason: ClaimFailure = decision.kind === 'giveUp' ? 'notFound' : decision.reason;
    await tx.query(
      `UPDATE payment_claims SET status = 'rejected', reason = $2, decided_at = $3 WHERE id = $1`,
      [claimId, reason, now],
    );
    // Not found in time is not "never": the transaction may still be mined (late-payments.ts).
    if (decision.kind === 'giveUp') await scheduleRecheck(tx, claimId, now);
    await failTarget(tx, claim, reason, now);
    return;
  }

  await tx.query(
    `UPDATE payment_claims SET block_number = $2::numeric, block_hash = $3, confirmations = $4, wait_reason = NULL
     WHERE id = $1`,
    [claimId, decision.blockNumber.toString(), decision.blockHash, decision.confirmations],
  );
  if (claim.purpose === 'recharge') {
    await addLedgerEntry(tx, {
      memberId: claim.member_id,
      amountWei: decision.value,
      kind: 'recharge',
      reference: claim.tx_hash,
      claimId,
      createdAt: now,
    });
    await tx.query(`UPDATE recharges SET status = 'success', failure = NULL, decided_at = $2 WHERE id = $1`, [
      claim.recharge_id,
      now,
    ]);
    await markClaim(tx, claimId, 'credited', now);
    return;
  }

  const [order] = await tx.query<{ id: number; device_id: number; status: string }>(
    `SELECT id::int AS id, device_id::int AS device_id, status FROM stake_orders WHERE id = $1 FOR UPDATE`,
    [claim.stake_order_id],
  );
  if (!order) throw new Error('order vanished');
  let stakes = order.status === 'locked' || order.status === 'auditing';
  if (!stakes && (order.status === 'cancelled' || order.status === 'expired' || order.status === 'failed')) {
    // Paid after the lock lapsed or was cancelled: the stake still happens if the device is free.
    const [holder] = await tx.query<{ id: number }>(
      `SELECT id::int AS id FROM stake_orders WHERE device_id = $1 AND status IN ${ACTIVE_ORDER} AND id <> $2`,
      [order.device_id, order.id],
    );
    stakes = !holder;
  }
  if (stakes) {
    await tx.query(
      `UPDATE stake_orders SET status = 'staking', tx_hash = $2, started_at = $3, decided_at = $3, failure = NULL
       WHERE id = $1`,
      [order.id, claim.tx_hash, now],
    );
    await markClaim(tx, claimId, 'credited', now);
    return;
  }
  // A valid payment that cannot become this stake (already paid, device taken): never lost, it
  // goes to the platform balance.
  await addLedgerEntry(tx, {
    memberId: claim.member_id,
    amountWei: decision.value,
    kind: 'stake_refund',
    reference: claim.tx_hash,
    claimId,
    createdAt: now,
  });
  await markClaim(tx, claimId, 'refunded', now);
  if (order.status !== 'staking')
    await tx.query(
      `UPDATE stake_orders SET status = 'refunded', decided_at = $2 WHERE id = $1 AND status <> 'staking'`,
      [order.id, now],
    );
}

/** Asks the chain about a claim that failed for want of it again soon (late-payments.ts). */
export async function scheduleRecheck(tx: Queryable, claimId: number, now: Date): Promise<void> {
  await tx.query('UPDATE payment_claims SET recheck_at = $2, rechecks = 0 WHERE id = $1', [
    claimId,
    new Date(now.getTime() + RECHECK_FIRST_MS),
  ]);
}

async function markClaim(tx: Queryable, claimId: number, status: ClaimStatus, now: Date): Promise<void> {
  await tx.query(`UPDATE payment_claims SET status = $2, decided_at = $3 WHERE id = $1`, [
    claimId,
    status,
    now,
  ]);
}

/** A claim that will not pay: its recharge fails; its order fails unless another claim may still pay it. */
export async function failTarget(
  tx: Queryable,
  claim: ClaimRow,
  reason: ClaimFailure,
  now: Date,
): Promise<void> {
  if (claim.purpose === 'recharge') {
    await tx.query(`UPDATE recharges SET status = 'failed', failure = $2, decided_at = $3 WHERE id = $1`, [
      claim.recharge_id,
      reason,
      now,
    ]);
    return;
  }
  const [open] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payment_claims WHERE stake_order_id = $1 AND status IN ${LIVE}`,
    [claim.stake_order_id],
  );
  if ((open?.n ?? 0) === 0) {
    await tx.query(
      `UPDATE stake_orders SET status = 'failed', failure = $2, decided_at = $3
       WHERE id = $1 AND status IN ('locked', 'auditing')`,
      [claim.stake_order_id, reason, now],
    );
    // A reservation that already lapsed keeps its status; its record says why the payment failed.
    await tx.query(
      `UPDATE stake_orders SET failure = $2 WHERE id = $1 AND status IN ('expired', 'cancelled')`,
      [claim.stake_order_id, reason],
    );
  }
}

/** Verifies one pending claim again and decides it if the chain now can. */
export async function settleClaim(deps: PaymentDeps, claimId: number): Promise<'pending' | 'decided'> {
  const claim = await claimById(deps.db, claimId);
  if (!claim || claim.status !== 'pending') return 'decided';
  const settings = await readSettings(deps.db);
  const verdict = await verifyPayment(deps.chain, {
    ...(await expectedPaymentOf(deps.db, claim)),
    confirmations: Number(settings.confirmations),
  });
  const now = deps.now();
  if (verdict.kind === 'wait') {
    const lastKnown = claim.seen_at ?? claim.created_at;
    if (
      verdict.reason === 'notFound' &&
      now.getTime() - new Date(lastKnown).getTime() >= NOT_FOUND_GIVE_UP_MS
    ) {
      await deps.db.transaction((tx) => applyDecision(tx, claimId, { kind: 'giveUp' }, now));
      return 'decided';
    }
    await recordWait(deps.db, claimId, verdict, now);
    return 'pending';
  }
  await deps.db.transaction((tx) => applyDecision(tx, claimId, verdict, now));
  return 'decided';
}

/** Remembers why a claim waits (and how deep it is), for the record's "Confirming n/N". */
export async function recordWait(
  db: Queryable,
  claimId: number,
  verdict: Extract<PaymentVerdict, { kind: 'wait' }>,
  now: Date,
): Promise<void> {
  const known = verdict.reason === 'notMined' || verdict.reason === 'confirmations';
  const position: Partial<PaymentPosition> = verdict.reason === 'confirmations' ? verdict : {};
  await db.query(
    `UPDATE payment_claims SET checked_at = $2, wait_reason = $3,
       seen_at = CASE WHEN $4::boolean THEN $2 ELSE seen_at END,
       confirmations = CASE WHEN $4::boolean THEN $5 ELSE confirmations END,
       block_number = CASE WHEN $4::boolean THEN $6::numeric ELSE block_number END,
       block_hash = CASE WHEN $4::boolean THEN $7 ELSE block_hash END
     WHERE id = $1 AND status = 'pending'`,
    [
      claimId,
      now,
      verdict.reason,
      known,
      position.confirmations ?? 0,
      position.blockNumber?.toString() ?? null,
      position.blockHash ?? null,
    ],
  );
}
