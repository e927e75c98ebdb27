import type { Queryable } from '../db/db';

export interface Member {
  id: number;
  /** Wallet address, lower-case. */
  account: string;
  inviterId: number | null;
  createdAt: Date;
}

export interface MemberCredentials extends Member {
  passwordHash: string;
  failedLogins: number;
  lockedUntil: Date | null;
}

interface MemberRow {
  id: number;
  account: string;
  inviter_id: number | null;
  created_at: Date;
}

interface CredentialsRow extends MemberRow {
  password_hash: string;
  failed_logins: number;
  locked_until: Date | null;
}

export const MEMBER_COLUMNS = 'm.id::int AS id, m.account, m.inviter_id::int AS inviter_id, m.created_at';

export function memberFromRow(row: MemberRow): Member {
  return { id: row.id, account: row.account, inviterId: row.inviter_id, createdAt: new Date(row.created_at) };
}

export async function findMemberByAccount(db: Queryable, account: string): Promise<Member | null> {
  const [row] = await db.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM members m WHERE m.account = $1`, [
    account.toLowerCase(),
  ]);
  return row ? memberFromRow(row) : null;
}

export async function findCredentials(db: Queryable, account: string): Promise<MemberCredentials | null> {
  const [row] = await db.query<CredentialsRow>(
    `SELECT ${MEMBER_COLUMNS}, m.password_hash, m.failed_logins::int AS failed_logins, m.locked_until
     FROM members m WHERE m.account = $1`,
    [account.toLowerCase()],
  );
  if (!row) return null;
  return {
    ...memberFromRow(row),
    passwordHash: row.password_hash,
    failedLogins: row.failed_logins,
    lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
  };
}

export async function insertMember(
  db: Queryable,
  input: { account: string; passwordHash: string; inviterId: number | null; createdAt: Date },
): Promise<Member> {
  const [row] = await db.query<MemberRow>(
    `INSERT INTO members AS m (account, password_hash, inviter_id, created_at) VALUES ($1, $2, $3, $4)
     RETURNING ${MEMBER_COLUMNS}`,
    [input.account.toLowerCase(), input.passwordHash, input.inviterId, input.createdAt],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return memberFromRow(row);
}

/**
 * Whether the member `m` is the root: the first member, the one the platform started from (seeded,
 * or the first of an import), above everyone else. Every later member registers under an inviter;
 * the root has none by design and binds none. A later member without an inviter (one imported
 * unbound) may bind one.
 */
const IS_ROOT_SQL = '(m.inviter_id IS NULL AND m.id = (SELECT min(id) FROM members))';

export async function isRootMember(db: Queryable, memberId: number): Promise<boolean> {
  const [row] = await db.query<{ root: boolean }>(
    `SELECT ${IS_ROOT_SQL} AS root FROM members m WHERE m.id = $1`,
    [memberId],
  );
  return row?.root ?? false;
}

/**
 * `member/userInfo` in one query: the inviter's account (read now: it can be bound after
 * registration), whether the member is the root, the balance, which is always the sum of the
 * member's ledger rows, and the hold.
 */
export async function inviterAndBalanceOf(
  db: Queryable,
  memberId: number,
): Promise<{ inviter: string | null; root: boolean; balanceWei: bigint; heldAt: Date | string | null }> {
  const [row] = await db.query<{
    inviter: string | null;
    root: boolean;
    balance: string;
    held_at: Date | string | null;
  }>(
    `SELECT i.account AS inviter, ${IS_ROOT_SQL} AS root, m.held_at,
            (SELECT COALESCE(SUM(l.amount), 0) FROM ledger_entries l WHERE l.member_id = m.id)::text AS balance
     FROM members m LEFT JOIN members i ON i.id = m.inviter_id
     WHERE m.id = $1`,
    [memberId],
  );
  if (!row) throw new Error(`No member #${memberId}`);
  return { inviter: row.inviter, root: row.root, balanceWei: BigInt(row.balance), heldAt: row.held_at };
}

export interface MemberOverview {
  id: number;
  account: string;
  inviter: string | null;
  balanceWei: bigint;
  createdAt: Date;
  lockedUntil: Date | null;
}

export async function listMembers(db: Queryable): Promise<MemberOverview[]> {
  const rows = await db.query<{
    id: number;
    account: string;
    inviter: string | null;
    balance: string;
    created_at: Date;
    locked_until: Date | null;
  }>(
    `SELECT m.id::int AS id, m.account, i.account AS inviter, m.created_at, m.locked_until,
            (SELECT COALESCE(SUM(l.amount), 0) FROM ledger_entries l WHERE l.member_id = m.id)::text AS balance
     FROM members m LEFT JOIN members i ON i.id = m.inviter_id
     ORDER BY m.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    account: row.account,
    inviter: row.inviter,
    balanceWei: BigInt(row.balance),
    createdAt: new Date(row.created_at),
    lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
  }));
}
