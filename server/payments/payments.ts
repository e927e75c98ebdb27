/**
 * Money in: a member reports the hash of a stake payment or a recharge. The claim is the member's;
 * the chain decides it (see claims.ts), now or later. See docs/payments.md for the state machine.
 */
import type { Hash } from 'viem';
import { ApiFailure } from '../api/api-failure';
import type { Queryable } from '../db/db';
import { isUniqueViolation } from '../db/db';
import type { MessageKey } from '../i18n/messages';
import { formatBtcw, parseBtcw } from '../money';
import { readSettings, type Settings } from '../settings/settings';
import { verifyPayment, type PaymentRejection, type PaymentVerdict } from '../chain/verify-payment';
import {
  applyDecision,
  claimsOf,
  insertClaim,
  liveClaimsOf,
  lockClaimsOf,
  PARKED,
  pendingClaimCount,
  refusedClaimOf,
  recordWait,
  settleClaim,
  type ClaimFailure,
  type ClaimRow,
} from './claims';
import { CONFLICT, memberOrder, UNPROCESSABLE, type OrderStatus } from './device-locks';
import type { PaymentDeps } from './payment-deps';
import { isStuck } from './stuck-claims';

export const REJECTION_MESSAGE: Record<PaymentRejection, MessageKey> = {
  blockHash: 'txBlockHash',
  reverted: 'txReverted',
  wrongRecipient: 'txWrongRecipient',
  wrongSender: 'txWrongSender',
  wrongValue: 'txWrongValue',
  tooEarly: 'txTooEarly',
};

/** How deep a waiting payment is, for "Confirming n/N". */
export interface Confirmations {
  current: number;
  required: number;
}

export type PledgeStatus = 'pending' | 'success' | 'failed';

export interface PledgeAnswer {
  status: PledgeStatus;
  confirmations?: Confirmations;
  failure?: ClaimFailure;
  /** Pending and parked for an operator (stuck-claims.ts). */
  underReview?: true;
}

function pledgeStatusOf(status: OrderStatus): PledgeStatus {
  if (status === 'staking') return 'success';
  if (status === 'failed' || status === 'refunded') return 'failed';
  return 'pending';
}

function requiredConfirmations(settings: Settings): number {
  return Math.max(1, Number(settings.confirmations));
}

/** A live claim by someone else that a new claim of the same hash must yield to. */
function takenByAnother(claims: readonly ClaimRow[], memberId: number): boolean {
  return claims.some((claim) => claim.member_id !== memberId && claim.status !== 'pending');
}

/** The member's latest decided claim of this hash (all of theirs are dead when none is live). */
async function lastOwnClaim(db: Queryable, hash: string, memberId: number): Promise<ClaimRow | null> {
  return (await claimsOf(db, hash)).find((claim) => claim.member_id === memberId) ?? null;
}

/**
 * A re-post of a hash whose claim already failed starts a new attempt only when the chain now shows
 * the transaction; otherwise it answers the failed claim (an app polling the hash must not restart
 * the wait forever).
 */
function stillUnseen(verdict: PaymentVerdict): boolean {
  return verdict.kind === 'wait' && (verdict.reason === 'notFound' || verdict.reason === 'rpcError');
}

async function assertMayClaim(db: Queryable, memberId: number, settings: Settings): Promise<void> {
  const max = Number(settings.max_pending_claims);
  if ((await pendingClaimCount(db, memberId)) >= max)
    throw new ApiFailure(UNPROCESSABLE, 'tooManyPendingClaims', { max });
}

/** Where a pending claim stands: parked for an operator ("Under review"), or how deep it is. */
async function pendingProgress(
  db: Queryable,
  claimId: number,
): Promise<{ confirmations?: Confirmations; underReview?: true }> {
  const [row] = await db.query<{
    status: string;
    wait_reason: string | null;
    confirmations: number;
    parked: boolean;
  }>(
    `SELECT status, wait_reason, confirmations::int AS confirmations, ${PARKED('c')} AS parked
     FROM payment_claims c WHERE id = $1`,
    [claimId],
  );
  if (row?.status !== 'pending') return {};
  if (row.parked) return { underReview: true };
  if (row.wait_reason !== 'confirmations') return {};
  return {
    confirmations: { current: row.confirmations, required: requiredConfirmations(await readSettings(db)) },
  };
}

async function pledgeAnswer(db: Queryable, orderId: number, claimId: number): Promise<PledgeAnswer> {
  const [row] = await db.query<{
    status: OrderStatus;
    failure: ClaimFailure | null;
    claim_status: string;
    reason: ClaimFailure | null;
  }>(
    `SELECT o.status, o.failure, c.status AS claim_status, c.reason FROM stake_orders o, payment_claims c
     WHERE o.id = $1 AND c.id = $2`,
    [orderId, claimId],
  );
  if (!row) throw new Error(`order ${orderId} vanished`);
  let status = pledgeStatusOf(row.status);
  // A reservation that lapsed is decided by this claim: still waiting, or failed with its reason.
  if (status === 'pending' && row.claim_status !== 'pending') status = 'failed';
  const answer: PledgeAnswer = { status };
  if (status === 'pending') Object.assign(answer, await pendingProgress(db, claimId));
  const failure = row.status === 'failed' || row.status === 'refunded' ? row.failure : row.reason;
  if (status === 'failed' && failure) answer.failure = failure;
  return answer;
}

/**
 * `product/bTCWPledge`: a payment reported for a stake order. Records the member's claim, credits at
 * once when the chain already proves it at the required depth, otherwise leaves the order Auditing
 * for the settler. A hash the chain proves wrong is refused and nothing is recorded.
 */
export async function reportStakePayment(
  deps: PaymentDeps,
  memberId: number,
  orderId: number,
  txHash: string,
): Promise<PledgeAnswer> {
  const hash = txHash.toLowerCase() as Hash;
  const order = await memberOrder(deps.db, memberId, orderId);
  const existing = await liveClaimsOf(deps.db, hash);
  const own = existing.find((claim) => claim.member_id === memberId);
  if (own) return answerOwnStakeClaim(deps, own, orderId);
  if (takenByAnother(existing, memberId)) throw new ApiFailure(CONFLICT, 'txHashUsed');
  // An operator refused this transaction: that is its answer, not a reason to try again.
  const refused = await refusedClaimOf(deps.db, hash);
  if (refused) {
    if (refused.member_id !== memberId || refused.stake_order_id !== orderId)
      throw new ApiFailure(CONFLICT, 'txHashUsed');
    return pledgeAnswer(deps.db, orderId, refused.id);
  }

  const settings = await readSettings(deps.db);
  await assertMayClaim(deps.db, memberId, settings);
  const verdict = await verifyPayment(deps.chain, {
    hash,
    from: order.from_address,
    to: order.treasury_address,
    value: BigInt(order.amount),
    afterBlock: BigInt(order.lock_block),
    confirmations: Number(settings.confirmations),
  });
  if (verdict.kind === 'invalid') throw new ApiFailure(UNPROCESSABLE, REJECTION_MESSAGE[verdict.reason]);
  const dead = await lastOwnClaim(deps.db, hash, memberId);
  if (dead && dead.purpose === 'stake' && dead.stake_order_id === orderId && stillUnseen(verdict))
    return pledgeAnswer(deps.db, orderId, dead.id);

  const now = deps.now();
  const claimId = await deps.db
    .transaction(async (tx) => {
      await lockClaimsOf(tx, hash);
      const id = await insertClaim(tx, { hash, purpose: 'stake', memberId, stakeOrderId: orderId, now });
      if (id === null) return null;
      await tx.query(
        `UPDATE stake_orders SET status = 'auditing', tx_hash = $2 WHERE id = $1 AND status = 'locked'`,
        [orderId, hash],
      );
      await tx.query(`UPDATE stake_orders SET tx_hash = $2 WHERE id = $1 AND status = 'auditing'`, [
        orderId,
        hash,
      ]);
      if (verdict.kind === 'valid') await applyDecision(tx, id, verdict, now);
      return id;
    })
    .catch((error: unknown) => {
      // Another member's claim of this hash was credited in between.
      if (isUniqueViolation(error)) throw new ApiFailure(CONFLICT, 'txHashUsed');
      throw error;
    });
  if (claimId === null) {
    const raced = (await liveClaimsOf(deps.db, hash)).find((claim) => claim.member_id === memberId);
    if (!raced) throw new ApiFailure(CONFLICT, 'txHashUsed');
    return answerOwnStakeClaim(deps, raced, orderId);
  }
  if (verdict.kind === 'wait') await recordWait(deps.db, claimId, verdict, now);
  return pledgeAnswer(deps.db, orderId, claimId);
}

/**
 * A re-post of a pending claim tries to settle it at once, unless the settler keeps failing on it:
 * then the settler's back-off (and, once parked, the operator) decides, and the app's polling gets
 * the claim as recorded, "Under review" when parked, rather than an error every 3 s.
 */
async function mayTrySettling(deps: PaymentDeps, claim: ClaimRow): Promise<boolean> {
  return claim.status === 'pending' && !(await isStuck(deps.db, claim.id, 'settle'));
}

async function answerOwnStakeClaim(
  deps: PaymentDeps,
  claim: ClaimRow,
  orderId: number,
): Promise<PledgeAnswer> {
  if (claim.purpose !== 'stake' || claim.stake_order_id !== orderId)
    throw new ApiFailure(CONFLICT, 'txHashUsed');
  if (await mayTrySettling(deps, claim)) await settleClaim(deps, claim.id);
  return pledgeAnswer(deps.db, orderId, claim.id);
}

export interface RechargeAnswer {
  rechargeId: number;
  /** What the member reported and the chain must show (decimal BTCW). */
  amount: string;
  status: 'Auditing' | 'Success' | 'Failed';
  confirmations?: Confirmations;
  failure?: ClaimFailure;
  /** Auditing and parked for an operator (stuck-claims.ts). */
  underReview?: true;
  /** When the platform recorded it: the time its record shows, so the app shows one time for it. */
  createdAt: string;
}

const RECHARGE_STATUS = { auditing: 'Auditing', success: 'Success', failed: 'Failed' } as const;

async function rechargeAnswer(db: Queryable, rechargeId: number, claimId: number): Promise<RechargeAnswer> {
  const [row] = await db.query<{
    status: keyof typeof RECHARGE_STATUS;
    amount: string;
    failure: ClaimFailure | null;
    created_at: Date;
  }>('SELECT status, amount::text AS amount, failure, created_at FROM recharges WHERE id = $1', [rechargeId]);
  if (!row) throw new Error(`recharge ${rechargeId} vanished`);
  const answer: RechargeAnswer = {
    rechargeId,
    amount: formatBtcw(BigInt(row.amount)),
    status: RECHARGE_STATUS[row.status],
    createdAt: new Date(row.created_at).toISOString(),
  };
  if (row.status === 'auditing') Object.assign(answer, await pendingProgress(db, claimId));
  if (row.status === 'failed' && row.failure) answer.failure = row.failure;
  return answer;
}

/**
 * `product/bTCWRecharge`: a deposit to the treasury reported by hash (wallet flow or by hand). A hash
 * the chain proves wrong, or does not know at all, is refused and nothing is recorded.
 */
export async function submitRecharge(
  deps: PaymentDeps,
  member: { id: number; account: string },
  input: { amountWei: bigint; txHash: string; from?: string },
): Promise<RechargeAnswer> {
  const hash = input.txHash.toLowerCase() as Hash;
  if (input.from && input.from.toLowerCase() !== member.account)
    throw new ApiFailure(UNPROCESSABLE, 'walletNotMember');
  const existing = await liveClaimsOf(deps.db, hash);
  const own = existing.find((claim) => claim.member_id === member.id);
  if (own) return answerOwnRecharge(deps, own, input.amountWei);
  if (takenByAnother(existing, member.id)) throw new ApiFailure(CONFLICT, 'txHashUsed');
  // An operator refused this transaction: that is its answer, not a reason to try again.
  const refused = await refusedClaimOf(deps.db, hash);
  if (refused) {
    if (refused.member_id !== member.id || refused.recharge_id === null)
      throw new ApiFailure(CONFLICT, 'txHashUsed');
    return rechargeAnswer(deps.db, refused.recharge_id, refused.id);
  }

  const settings = await readSettings(deps.db);
  const minimum = parseBtcw(settings.min_recharge);
  if (input.amountWei < minimum)
    throw new ApiFailure(UNPROCESSABLE, 'rechargeBelowMinimum', { min: settings.min_recharge });
  await assertMayClaim(deps.db, member.id, settings);
  const verdict = await verifyPayment(deps.chain, {
    hash,
    from: member.account,
    to: settings.treasury_address,
    value: input.amountWei,
    confirmations: Number(settings.confirmations),
  });
  if (verdict.kind === 'invalid') throw new ApiFailure(UNPROCESSABLE, REJECTION_MESSAGE[verdict.reason]);
  const dead = await lastOwnClaim(deps.db, hash, member.id);
  if (dead?.recharge_id != null && dead.purpose === 'recharge' && stillUnseen(verdict))
    return rechargeAnswer(deps.db, dead.recharge_id, dead.id);
  // A hash the node has never seen is refused and nothing is recorded: a made-up or mistyped hash
  // leaves no record behind. A real transfer that is only late is not lost: the app keeps reporting
  // the hash its wallet gave it until the node shows it, and the treasury watcher offers any
  // transfer nobody claimed (docs/payments.md, "A recharge hash the chain does not know").
  if (verdict.kind === 'wait' && verdict.reason === 'notFound')
    throw new ApiFailure(UNPROCESSABLE, 'txNotFound');

  const now = deps.now();
  const created = await deps.db
    .transaction(async (tx) => {
      await lockClaimsOf(tx, hash);
      const rechargeId = await upsertRecharge(tx, {
        memberId: member.id,
        account: member.account,
        treasury: settings.treasury_address,
        hash,
        amountWei: input.amountWei,
        now,
      });
      const claimId = await insertClaim(tx, {
        hash,
        purpose: 'recharge',
        memberId: member.id,
        rechargeId,
        now,
      });
      // The member's own claim of this hash arrived in between: roll this one back and answer that.
      if (claimId === null) throw new HashTaken();
      if (verdict.kind === 'valid') await applyDecision(tx, claimId, verdict, now);
      return { rechargeId, claimId };
    })
    .catch((error: unknown) => {
      if (error instanceof HashTaken || isUniqueViolation(error)) return null;
      throw error;
    });
  if (created === null) {
    const claims = await liveClaimsOf(deps.db, hash);
    const raced = claims.find((claim) => claim.member_id === member.id);
    if (!raced) throw new ApiFailure(CONFLICT, 'txHashUsed');
    return answerOwnRecharge(deps, raced, input.amountWei);
  }
  if (verdict.kind === 'wait') await recordWait(deps.db, created.claimId, verdict, now);
  return rechargeAnswer(deps.db, created.rechargeId, created.claimId);
}

class HashTaken extends Error {}

/**
 * The member's report of a hash, kept across attempts: a later attempt after a failed one (hash not
 * found in time, payment removed from the chain) reopens the same recharge with the new amount.
 */
export async function upsertRecharge(
  tx: Queryable,
  recharge: {
    memberId: number;
    account: string;
    treasury: string;
    hash: string;
    amountWei: bigint;
    now: Date;
  },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO recharges (member_id, amount, from_address, treasury_address, tx_hash, status, created_at)
     VALUES ($1, $2::numeric, $3, $4, $5, 'auditing', $6)
     ON CONFLICT (member_id, tx_hash) DO UPDATE
       SET amount = EXCLUDED.amount, treasury_address = EXCLUDED.treasury_address, status = 'auditing',
           failure = NULL, decided_at = NULL
     RETURNING id::int AS id`,
    [
      recharge.memberId,
      recharge.amountWei.toString(),
      recharge.account,
      recharge.treasury.toLowerCase(),
      recharge.hash,
      recharge.now,
    ],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row.id;
}

async function answerOwnRecharge(
  deps: PaymentDeps,
  claim: ClaimRow,
  amountWei: bigint,
): Promise<RechargeAnswer> {
  if (claim.purpose !== 'recharge' || claim.recharge_id === null)
    throw new ApiFailure(CONFLICT, 'txHashUsed');
  const [recorded] = await deps.db.query<{ amount: string }>(
    'SELECT amount::text AS amount FROM recharges WHERE id = $1',
    [claim.recharge_id],
  );
  // The same hash with another amount is a different claim than the one recorded: never "Success".
  if (recorded && BigInt(recorded.amount) !== amountWei)
    throw new ApiFailure(UNPROCESSABLE, 'txAmountMismatch', { amount: formatBtcw(BigInt(recorded.amount)) });
  if (await mayTrySettling(deps, claim)) await settleClaim(deps, claim.id);
  return rechargeAnswer(deps.db, claim.recharge_id, claim.id);
}
