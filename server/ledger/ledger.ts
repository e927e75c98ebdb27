import type { Queryable } from '../db/db';

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
  createdAt: Date;
}

export async function addLedgerEntry(db: Queryable, entry: LedgerEntryInput): Promise<number> {
  if (entry.amountWei === 0n) throw new RangeError('A ledger entry needs a non-zero amount');
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO ledger_entries (member_id, amount, kind, reference, created_at)
     VALUES ($1, $2::numeric, $3, $4, $5) RETURNING id::int AS id`,
    [entry.memberId, entry.amountWei.toString(), entry.kind, entry.reference ?? null, entry.createdAt],
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

/**
 * Takes the member's row lock (`SELECT … FOR UPDATE`) for the rest of the transaction. Every debit
 * holds it while it reads the balance and writes its row, so two debits of one member never both
 * see the same balance (PostgreSQL READ COMMITTED re-reads committed rows after the lock wait).
 * Must run inside `db.transaction`.
 */
export async function lockMemberBalance(tx: Queryable, memberId: number): Promise<void> {
  const rows = await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
  if (rows.length === 0) throw new Error(`No member #${memberId}`);
}

/**
 * The only way money leaves a balance: locks the member, checks the balance covers `amountWei`
 * (positive) and writes one negative row. Throws `InsufficientBalanceError` and writes nothing
 * otherwise. Must run inside `db.transaction` so the check and the row commit together.
 */
export async function debitLedgerEntry(
  tx: Queryable,
  entry: Omit<LedgerEntryInput, 'amountWei'> & { debitWei: bigint },
): Promise<number> {
  if (entry.debitWei <= 0n) throw new RangeError('A debit needs a positive amount');
  await lockMemberBalance(tx, entry.memberId);
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
