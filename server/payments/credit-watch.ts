/**
 * After a payment is credited the server keeps following it until it is final (twice the required
 * depth, or inside the node's finalized block). A transaction that leaves the chain, or lands in
 * another block where it no longer pays, has its credit reversed through the ledger.
 */
import type { Hash } from 'viem';
import type { Queryable } from '../db/db';
import { addLedgerEntry, balanceOf, lockMemberBalance } from '../ledger/ledger';
import { readSettings } from '../settings/settings';
import { isFinalized, verifyPayment } from '../chain/verify-payment';
import {
  claimById,
  CREDITED,
  expectedPaymentOf,
  lockClaimsOfClaim,
  scheduleRecheck,
  type ClaimFailure,
  type ClaimRow,
} from './claims';
import type { PaymentDeps } from './payment-deps';
import { clearStuckClaim, dueForStep, recordStuckAttempt, stuckClaimIds } from './stuck-claims';

function isNotFound(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TransactionNotFoundError' || name === 'TransactionReceiptNotFoundError';
}

type Watch =
  | { kind: 'keep' }
  | { kind: 'final' }
  | { kind: 'moved'; blockNumber: bigint; blockHash: Hash }
  | { kind: 'reverse'; reason: ClaimFailure };

/** The node gave no answer (as opposed to "no such transaction"): nothing is wrong with the credit. */
class NodeUnanswered extends Error {
  constructor(override readonly cause: unknown) {
    super('the node did not answer');
  }
}

/** Where a credited payment stands now. An RPC failure keeps watching (never reverses on a guess). */
async function watchOne(deps: PaymentDeps, claim: ClaimRow, required: number): Promise<Watch> {
  const hash = claim.tx_hash as Hash;
  let receipt;
  try {
    receipt = await deps.chain.getTransactionReceipt({ hash });
  } catch (error) {
    if (!isNotFound(error)) throw new NodeUnanswered(error);
    // No receipt: the transaction left the chain (back in the pool, or gone for good). The credit
    // stood on a block that no longer holds it.
    return { kind: 'reverse', reason: 'reorged' };
  }
  if (receipt.blockHash !== claim.block_hash) {
    // Mined again in another block: check it still pays what was credited.
    const verdict = await verifyPayment(deps.chain, {
      ...(await expectedPaymentOf(deps.db, claim)),
      confirmations: 1,
    });
    if (verdict.kind === 'invalid') return { kind: 'reverse', reason: verdict.reason };
    if (verdict.kind === 'wait' && verdict.reason !== 'confirmations') {
      if (verdict.reason === 'rpcError') return { kind: 'keep' };
      return { kind: 'reverse', reason: 'reorged' };
    }
    return { kind: 'moved', blockNumber: verdict.blockNumber, blockHash: verdict.blockHash };
  }
  const head = await deps.chain.getBlockNumber({ cacheTime: 0 }).catch((error: unknown) => {
    throw new NodeUnanswered(error);
  });
  const depth = Number(head - receipt.blockNumber + 1n);
  if (depth >= 2 * required || (await isFinalized(deps.chain, receipt.blockNumber))) return { kind: 'final' };
  return { kind: 'keep' };
}

/**
 * Takes a credit back: a reversal row in the ledger (never an edit), the record Failed with the
 * reason, a stake back to unpaid. When the balance cannot cover it, the account is held.
 */
export async function reverseCredit(
  tx: Queryable,
  claimId: number,
  reason: ClaimFailure,
  now: Date,
): Promise<boolean> {
  await lockClaimsOfClaim(tx, claimId);
  const claim = await claimById(tx, claimId, true);
  if (!claim || (claim.status !== 'credited' && claim.status !== 'refunded')) return false;
  await tx.query(
    `UPDATE payment_claims SET status = 'reversed', reason = $2, decided_at = $3 WHERE id = $1`,
    [claimId, reason, now],
  );
  // A transaction a reorg removed is often mined again: credited again when it is (late-payments.ts).
  if (reason === 'reorged') await scheduleRecheck(tx, claimId, now);
  const [credit] = await tx.query<{ amount: string }>(
    `SELECT amount::text AS amount FROM ledger_entries WHERE claim_id = $1 AND kind IN ('recharge', 'stake_refund')`,
    [claimId],
  );
  if (credit) {
    await lockMemberBalance(tx, claim.member_id);
    await addLedgerEntry(tx, {
      memberId: claim.member_id,
      amountWei: -BigInt(credit.amount),
      kind: 'payment_reversal',
      reference: claim.tx_hash,
      claimId,
      createdAt: now,
    });
    if ((await balanceOf(tx, claim.member_id)) < 0n)
      await tx.query(
        `UPDATE members SET held_at = COALESCE(held_at, $2), held_reason = COALESCE(held_reason, $3) WHERE id = $1`,
        [claim.member_id, now, `reversal of ${claim.tx_hash} (${reason})`],
      );
  }
  if (claim.purpose === 'recharge') {
    await tx.query(`UPDATE recharges SET status = 'failed', failure = $2, decided_at = $3 WHERE id = $1`, [
      claim.recharge_id,
      reason,
      now,
    ]);
  } else if (claim.status === 'credited') {
    // The stake's payment is gone: the order is no longer paid and its device is free again.
    await tx.query(
      `UPDATE stake_orders SET status = 'failed', failure = $2, decided_at = $3 WHERE id = $1 AND status = 'staking'`,
      [claim.stake_order_id, reason, now],
    );
  }
  return true;
}

/**
 * One pass over the credits that are not final yet. Returns how many were reversed. A credit whose
 * following throws is counted in `stuck_claims` (logged once, tried again on a back-off, parked for
 * the operator); a node that does not answer is no fault of the credit: it is asked again next
 * pass, and the part fails when the node answered for none of them.
 */
export async function watchCredits(
  deps: PaymentDeps,
  limit = 200,
): Promise<{ reversed: number; final: number }> {
  const settings = await readSettings(deps.db);
  const required = Math.max(1, Number(settings.confirmations));
  const passStart = deps.now();
  const ids = await deps.db.query<{ id: number }>(
    `SELECT id::int AS id FROM payment_claims c WHERE status IN ${CREDITED} AND final_at IS NULL
       AND ${dueForStep('follow', '$2')}
     ORDER BY decided_at LIMIT $1`,
    [limit, passStart],
  );
  const stuck = await stuckClaimIds(deps.db, 'follow');
  let reversed = 0;
  let final = 0;
  // Credits the node did not answer for, and its last error.
  let unanswered = 0;
  let nodeError: unknown = null;
  for (const { id } of ids) {
    if (deps.stopping?.()) break;
    try {
      const claim = await claimById(deps.db, id);
      if (!claim) continue;
      const watch = await watchOne(deps, claim, required);
      const now = deps.now();
      if (watch.kind === 'final') {
        await deps.db.query('UPDATE payment_claims SET final_at = $2 WHERE id = $1 AND final_at IS NULL', [
          id,
          now,
        ]);
        final += 1;
      } else if (watch.kind === 'moved') {
        await deps.db.query(
          `UPDATE payment_claims SET block_number = $2::numeric, block_hash = $3 WHERE id = $1 AND status IN ${CREDITED}`,
          [id, watch.blockNumber.toString(), watch.blockHash],
        );
      } else if (watch.kind === 'reverse') {
        // Only if nobody changed the claim since it was read (same block it was credited on).
        const done = await deps.db.transaction(async (tx) => {
          await lockClaimsOfClaim(tx, id);
          const current = await claimById(tx, id, true);
          if (current?.block_hash !== claim.block_hash) return false;
          return reverseCredit(tx, id, watch.reason, now);
        });
        if (done) reversed += 1;
      }
      if (stuck.has(id)) await clearStuckClaim(deps.db, id, 'follow');
    } catch (error) {
      if (error instanceof NodeUnanswered) {
        unanswered += 1;
        nodeError = error.cause;
      } else await recordStuckAttempt(deps.db, id, 'follow', error, passStart);
    }
  }
  if (unanswered > 0 && unanswered === ids.length) throw nodeError;
  return { reversed, final };
}
