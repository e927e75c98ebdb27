import { z } from 'zod';
import type { Db } from '../db/db';
import { addLedgerEntry, balanceOf, lockMemberBalance } from '../ledger/ledger';
import { findMemberByAccount } from '../members/members';
import { formatBtcw, parseBtcw } from '../money';

export const holdBody = z
  .object({
    account: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    /** BTCW taken back, as a reversed payment would: more than the balance makes it negative. */
    takeBack: z
      .string()
      .regex(/^(0|[1-9]\d*)(\.\d{1,18})?$/)
      .refine((value) => /[1-9]/.test(value), 'more than 0'),
  })
  .strict();

export class UnknownMemberError extends Error {
  constructor(account: string) {
    super(`${account} is not a member`);
    this.name = 'UnknownMemberError';
  }
}

/**
 * TEST_MODE only: puts a member in the state a reversed payment leaves behind — a `payment_reversal`
 * row in the ledger and, when the balance no longer covers it, the account held — so the app's
 * screens can be shown a held account without a chain reorganisation. The same writes as
 * `reverseCredit` (server/payments/credit-watch.ts), without a claim.
 */
export async function holdAccountForTest(
  db: Db,
  body: unknown,
  now: Date,
): Promise<{ balance: string; held: boolean }> {
  const { account, takeBack } = holdBody.parse(body);
  const member = await findMemberByAccount(db, account.toLowerCase());
  if (!member) throw new UnknownMemberError(account);
  const amountWei = parseBtcw(takeBack);
  return db.transaction(async (tx) => {
    await lockMemberBalance(tx, member.id);
    await addLedgerEntry(tx, {
      memberId: member.id,
      amountWei: -amountWei,
      kind: 'payment_reversal',
      reference: 'test-mode',
      createdAt: now,
    });
    const balance = await balanceOf(tx, member.id);
    if (balance < 0n)
      await tx.query(
        `UPDATE members SET held_at = COALESCE(held_at, $2), held_reason = COALESCE(held_reason, $3) WHERE id = $1`,
        [member.id, now, 'reversal of a test payment (test mode)'],
      );
    return { balance: formatBtcw(balance), held: balance < 0n };
  });
}
