import type { Queryable } from '../db/db';
import { lockCommunityShared } from '../community/community-locks';

/** Ledger entry kinds written so far; later features add theirs. */
export type LedgerKind =
  | 'seed'
  | 'operator_credit'
  | 'withdrawal'
  | 'withdrawalRefund'
  | 'financialPurchase'
  | 'financialRedemption'
  | (string & {});

export interface LedgerEntryInput {
  memberId: number;
  /** Signed wei: credits positive, debits negative. */
  amountWei: bigint;
  kind: LedgerKind;
  reference?: string | null;
  /** The payment claim a chain credit or its reversal belongs to (each at most once per claim). */
  claimId?: number | null;
  createdAt: Date;
}

export async function addLedgerEntry(db: Queryable, entry: LedgerEntryInput): Promise<number> {
  if (entry.amountWei === 0n) throw new RangeError('A ledger entry needs a non-zero amount');
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO ledger_entries (member_id, amount, kind, reference, claim_id, created_at)
     VALUES ($1, $2::numeric, $3, $4, $5, $6) RETURNING id::int AS id`,
    [
      entry.memberId,
      entry.amountWei.toString(),
      entry.kind,
      entry.reference ?? null,
      entry.claimId ?? null,
      entry.createdAt,
    ],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row.id;
}

/** A member's balance in wei: always the sum of their ledger rows. */
export async function balanceOf(db: Queryable, memberId: number): Promise<bigint> {
  const [row] = await db.query<{ balance: string }>(
    'SELECT COALESCE(SUM(amount), 0)::text AS balance FROM ledger_entries WHERE member_id = $1',
    [memberId],
  );
  return BigInt(row?.balance ?? '0');
}

export class InsufficientBalanceError extends Error {
  constructor(
    readonly balanceWei: bigint,
    readonly requestedWei: bigint,
  ) {
    super('Insufficient balance');
    this.name = 'InsufficientBalanceError';
  }
}

/** The account is held (a reversed credit its balance could not cover): nothing may leave it. */
export class AccountHeldError extends Error {
  constructor() {
    super('Account held');
    this.name = 'AccountHeldError';
  }
}

/**
 * Takes the member's row lock (`SELECT … FOR UPDATE`) for the rest of the transaction. Every debit
 * holds it while it reads the balance and writes its row, so two debits of one member never both
 * see the same balance (PostgreSQL READ COMMITTED re-reads committed rows after the lock wait).
 * Must run inside `db.transaction`. Returns whether the account is held.
 */
export async function lockMemberBalance(tx: Queryable, memberId: number): Promise<boolean> {
  await lockCommunityShared(tx);
  const rows = await tx.query<{ held: boolean }>(
    'SELECT held_at IS NOT NULL AS held FROM members WHERE id = $1 FOR UPDATE',
    [memberId],
  );
  if (rows.length === 0) throw new Error(`No member #${memberId}`);
  return rows[0]?.held ?? false;
}

/**
 * The only way money leaves a balance: locks the member, checks the balance covers `amountWei`
 * (positive) and writes one negative row. Throws `InsufficientBalanceError` (or `AccountHeldError`
 * for a held account) and writes nothing otherwise. Must run inside `db.transaction` so the check and the row commit together.
 */
export async function debitLedgerEntry(
  tx: Queryable,
  entry: Omit<LedgerEntryInput, 'amountWei'> & { debitWei: bigint },
): Promise<number> {
  if (entry.debitWei <= 0n) throw new RangeError('A debit needs a positive amount');
  if (await lockMemberBalance(tx, entry.memberId)) throw new AccountHeldError();
  const balance = await balanceOf(tx, entry.memberId);
  if (balance < entry.debitWei) throw new InsufficientBalanceError(balance, entry.debitWei);
  return addLedgerEntry(tx, {
    memberId: entry.memberId,
    amountWei: -entry.debitWei,
    kind: entry.kind,
    reference: entry.reference ?? null,
    createdAt: entry.createdAt,
  });
}
