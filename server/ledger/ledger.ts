import type { Queryable } from '../db/db';

/** Ledger entry kinds written so far; later features add theirs. */
export type LedgerKind = 'seed' | 'operator_credit' | (string & {});

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
