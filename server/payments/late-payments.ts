/**
 * Payments that show up late. A claim that failed only for want of the chain (the node did not know
 * the hash within the give-up time, or a reorg removed a credited payment) is asked about again on a
 * back-off schedule, and claimed again for its member as soon as the chain shows the transaction
 * mined. This runs with the pending claims, so it does not depend on the treasury watcher: if the
 * watcher is down, a late payment is still credited (and if this schedule has ended, the watcher
 * still finds the transfer once it runs).
 */
import type { Hash } from 'viem';
import { isNotFound } from '../chain/verify-payment';
import type { Queryable } from '../db/db';
import {
  claimById,
  insertClaim,
  LIVE,
  lockClaimsOf,
  RECHECK_FIRST_MS,
  settleClaim,
  type ClaimRow,
} from './claims';
import type { PaymentDeps } from './payment-deps';

/** After the first question (`RECHECK_FIRST_MS`), each unanswered one doubles the wait, up to once a day … */
export const RECHECK_MAX_INTERVAL_MS = 24 * 60 * 60_000;
/** … for 30 days after the failure: a made-up hash costs about 40 lookups in all. */
export const RECHECK_FOR_MS = 30 * 24 * 60 * 60_000;
/** Claims looked up per settler pass (the rest wait for the next pass). */
export const RECHECKS_PER_PASS = 50;

/** A new attempt of a claim that failed only for want of the chain; null if the member has a live one. */
export async function reviveClaim(deps: PaymentDeps, dead: ClaimRow): Promise<number | null> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await lockClaimsOf(tx, dead.tx_hash);
    const claimId = await insertClaim(tx, {
      hash: dead.tx_hash,
      purpose: dead.purpose,
      memberId: dead.member_id,
      ...(dead.stake_order_id !== null ? { stakeOrderId: dead.stake_order_id } : {}),
      ...(dead.recharge_id !== null ? { rechargeId: dead.recharge_id } : {}),
      now,
    });
    if (claimId !== null && dead.recharge_id !== null)
      await tx.query(
        `UPDATE recharges SET status = 'auditing', failure = NULL, decided_at = NULL WHERE id = $1`,
        [dead.recharge_id],
      );
    // This member's failed claims of the hash need no more questions: the new attempt decides.
    await tx.query('UPDATE payment_claims SET recheck_at = NULL WHERE tx_hash = $1 AND member_id = $2', [
      dead.tx_hash,
      dead.member_id,
    ]);
    return claimId;
  });
}

async function stopRechecking(db: Queryable, claimId: number): Promise<void> {
  await db.query('UPDATE payment_claims SET recheck_at = NULL WHERE id = $1', [claimId]);
}

/** Where the chain stands on a transaction: unknown, waiting in the pool, mined, or no answer. */
async function lookUp(deps: PaymentDeps, hash: string): Promise<'unknown' | 'pool' | 'mined' | 'noAnswer'> {
  try {
    const tx = await deps.chain.getTransaction({ hash: hash as Hash });
    return tx.blockNumber === null ? 'pool' : 'mined';
  } catch (error) {
    return isNotFound(error) ? 'unknown' : 'noAnswer';
  }
}

/** One pass over the failed claims due for another question. Returns how many were revived. */
export async function recheckLatePayments(deps: PaymentDeps): Promise<{ revived: number }> {
  const now = deps.now();
  const due = await deps.db.query<{ id: number; rechecks: number; decided_at: Date | string }>(
    `SELECT id::int AS id, rechecks::int AS rechecks, decided_at FROM payment_claims
     WHERE recheck_at <= $1 ORDER BY recheck_at LIMIT $2`,
    [now, RECHECKS_PER_PASS],
  );
  let revived = 0;
  for (const row of due) {
    if (deps.stopping?.()) break;
    const dead = await claimById(deps.db, row.id);
    if (!dead || (dead.status !== 'rejected' && dead.status !== 'reversed')) {
      await stopRechecking(deps.db, row.id);
      continue;
    }
    const [live] = await deps.db.query(
      `SELECT 1 FROM payment_claims WHERE tx_hash = $1 AND member_id = $2 AND status IN ${LIVE}`,
      [dead.tx_hash, dead.member_id],
    );
    if (live) {
      await stopRechecking(deps.db, row.id);
      continue;
    }
    const seen = await lookUp(deps, dead.tx_hash);
    // The node cannot be reached: nothing changes, the next pass asks again (an RPC failure never
    // decides anything; the watcher, which reads the node on every pass, reports the outage).
    if (seen === 'noAnswer') break;
    if (seen === 'mined') {
      const claimId = await reviveClaim(deps, dead);
      if (claimId !== null) {
        revived += 1;
        await settleClaim(deps, claimId);
      }
      continue;
    }
    // In the pool: it may be mined any moment, ask again soon. Unknown: back off.
    const rechecks = seen === 'pool' ? 0 : row.rechecks + 1;
    const wait = Math.min(RECHECK_FIRST_MS * 2 ** rechecks, RECHECK_MAX_INTERVAL_MS);
    const next = now.getTime() + wait;
    const ends = new Date(row.decided_at).getTime() + RECHECK_FOR_MS;
    await deps.db.query('UPDATE payment_claims SET recheck_at = $2, rechecks = $3 WHERE id = $1', [
      row.id,
      next > ends ? null : new Date(next),
      rechecks,
    ]);
  }
  return { revived };
}
