/**
 * The operator's decisions on a claim the settler could not get through (stuck-claims.ts), as a
 * payment processor's "needs review" invoice: try it again once the cause is fixed, or refuse it.
 */
import type { Db } from '../db/db';
import { claimById, failTarget, lockClaimsOfClaim, type ClaimRow } from './claims';
import type { StuckStep } from './stuck-claims';

/** A decision the claim's state does not allow; its message is for the operator. */
export class ClaimDecisionError extends Error {}

/**
 * Lets the settler try a stuck claim again on its next pass (parked or still on its back-off), with
 * a fresh count of attempts. Returns the steps it was stuck in; none: nothing to retry.
 */
export async function retryClaim(db: Db, claimId: number): Promise<StuckStep[]> {
  const rows = await db.query<{ step: StuckStep }>(
    'DELETE FROM stuck_claims WHERE claim_id = $1 RETURNING step',
    [claimId],
  );
  if (rows.length === 0)
    throw new ClaimDecisionError(`Claim #${claimId} is not stuck (see: npm run operator -- settler)`);
  return rows.map((row) => row.step);
}

/**
 * Refuses a pending claim the settler could not decide: rejected with the reason `refused` (the
 * member's record says Failed, refused after review), its stake order or recharge failed, the
 * operator's note kept. The transaction is the operator's to settle by hand: no later report, tap
 * or transfer match claims it again (payments.ts, unclaimed-transfers.ts), so refund it off-platform
 * or credit it (`credit`) if it did pay.
 */
export async function refuseClaim(db: Db, claimId: number, note: string, now: Date): Promise<ClaimRow> {
  const claim = await db.transaction(async (tx) => {
    await lockClaimsOfClaim(tx, claimId);
    const current = await claimById(tx, claimId, true);
    if (!current) throw new ClaimDecisionError(`No claim #${claimId}`);
    if (current.status !== 'pending')
      throw new ClaimDecisionError(
        `Claim #${claimId} is ${current.status}, not pending: only an undecided payment can be refused`,
      );
    const [stuck] = await tx.query(`SELECT 1 FROM stuck_claims WHERE claim_id = $1 AND step = 'settle'`, [
      claimId,
    ]);
    if (!stuck)
      throw new ClaimDecisionError(
        `Claim #${claimId} is not stuck: the settler is deciding it (see: npm run operator -- settler)`,
      );
    await tx.query(
      `UPDATE payment_claims SET status = 'rejected', reason = 'refused', decided_at = $2, operator_note = $3
       WHERE id = $1`,
      [claimId, now, note],
    );
    await failTarget(tx, current, 'refused', now);
    await tx.query('DELETE FROM stuck_claims WHERE claim_id = $1', [claimId]);
    await tx.query(
      `UPDATE treasury_transfers SET handled = 'operator' WHERE tx_hash = $1 AND handled IS NULL`,
      [current.tx_hash],
    );
    return current;
  });
  console.warn(`[payments] claim #${claimId} (${claim.tx_hash}) refused by the operator: ${note}`);
  return claim;
}
