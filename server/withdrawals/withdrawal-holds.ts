/**
 * Why a pending withdrawal must not be paid out without a second look: the member's account is held
 * (a reversed payment its balance could not cover), or the withdrawal spent money that was later
 * taken back (a credit reversed after the withdrawal was requested, without which the balance would
 * not have covered it). The second case stands even after the operator released the hold.
 */
import type { Queryable } from '../db/db';
import { formatBtcw } from '../money';

export type WithdrawalHold =
  { kind: 'accountHeld'; since: Date; why: string | null } | { kind: 'reversedFunds'; reversedWei: bigint };

export function describeHold(hold: WithdrawalHold): string {
  return hold.kind === 'accountHeld'
    ? `account held since ${hold.since.toISOString()}${hold.why ? ` (${hold.why})` : ''}`
    : `funded by ${formatBtcw(hold.reversedWei)} BTCW of credits reversed after it was requested`;
}

/** The hold on withdrawal `id`, if any (null for an unknown id or a withdrawal nothing holds). */
export async function withdrawalHoldOf(db: Queryable, id: number): Promise<WithdrawalHold | null> {
  const [row] = await db.query<{
    held_at: Date | string | null;
    held_reason: string | null;
    amount: string;
    before: string | null;
    reversed_later: string;
  }>(
    // The withdrawal's debit row splits the member's ledger in before and after: `before` is the
    // balance it was taken from; `reversed_later` the credits in it whose reversal came after.
    `WITH w AS (
       SELECT w.member_id, w.amount, d.id AS debit_id FROM withdrawals w
       LEFT JOIN ledger_entries d ON d.kind = 'withdrawal' AND d.reference = 'withdrawal:' || w.id
       WHERE w.id = $1)
     SELECT m.held_at, m.held_reason, w.amount::text AS amount,
       (SELECT SUM(l.amount) FROM ledger_entries l WHERE l.member_id = w.member_id AND l.id < w.debit_id)::text
         AS before,
       (SELECT COALESCE(SUM(c.amount), 0) FROM ledger_entries c
        JOIN ledger_entries r ON r.claim_id = c.claim_id AND r.kind = 'payment_reversal'
        WHERE c.member_id = w.member_id AND c.kind IN ('recharge', 'stake_refund')
          AND c.id < w.debit_id AND r.id > w.debit_id)::text AS reversed_later
     FROM w JOIN members m ON m.id = w.member_id`,
    [id],
  );
  if (!row) return null;
  if (row.held_at !== null)
    return { kind: 'accountHeld', since: new Date(row.held_at), why: row.held_reason };
  const reversedWei = BigInt(row.reversed_later);
  if (reversedWei > 0n && BigInt(row.before ?? '0') - reversedWei < BigInt(row.amount))
    return { kind: 'reversedFunds', reversedWei };
  return null;
}
