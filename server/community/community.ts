import type { Queryable } from '../db/db';

/**
 * Ledger kinds the financial feature writes (server/financial/financial.ts): a purchase debits the
 * principal (principal = −amount) with `reference` = `financialOrder:<id>`; at maturity a
 * `financialRedemption` row with the same reference credits it back, and the order no longer counts.
 */
export const PRINCIPAL_KIND = 'financialPurchase';
export const REDEMPTION_KIND = 'financialRedemption';

/**
 * Running principal of a member as SQL (wei, numeric): running financial principal from the ledger
 * plus running stakes. Stake principal is paid from the wallet, not the balance, so it has no ledger
 * row: it is the amount of every successful stake order (`staking`) whose term has not ended at
 * `nowParam` (the same stakes `asset/info` counts as staked). See docs/community.md.
 */
function principalSql(memberIdColumn: string, nowParam: string): string {
  return `(COALESCE((
    SELECT -SUM(p.amount) FROM ledger_entries p
    WHERE p.member_id = ${memberIdColumn} AND p.kind = '${PRINCIPAL_KIND}'
      AND NOT EXISTS (
        SELECT 1 FROM ledger_entries r
        WHERE r.member_id = p.member_id AND r.kind = '${REDEMPTION_KIND}' AND r.reference = p.reference
      )
  ), 0) + COALESCE((
    SELECT SUM(s.amount) FROM stake_orders s
    WHERE s.member_id = ${memberIdColumn} AND s.status = 'staking'
      AND (s.started_at IS NULL OR s.started_at + s.stake_days * interval '24 hours' > ${nowParam}::timestamptz)
  ), 0))`;
}

// Everyone below $1 at any depth. UNION (not UNION ALL) ends the walk even on a corrupt cycle.
const DOWNLINE_CTE = `WITH RECURSIVE downline(id) AS (
    SELECT id FROM members WHERE inviter_id = $1
    UNION
    SELECT m.id FROM members m JOIN downline d ON m.inviter_id = d.id
  )`;

export interface CommunityFigures {
  financialAmountWei: bigint;
  communityPerformanceWei: bigint;
  sharerCount: number;
  memberCount: number;
}

export async function communityFigures(
  db: Queryable,
  memberId: number,
  now: Date,
): Promise<CommunityFigures> {
  const [row] = await db.query<{ own: string; performance: string; sharers: number; members: number }>(
    `${DOWNLINE_CTE}
     SELECT ${principalSql('$1', '$2')}::text AS own,
            COALESCE((SELECT SUM(${principalSql('d.id', '$2')}) FROM downline d), 0)::text AS performance,
            (SELECT count(*)::int FROM members WHERE inviter_id = $1) AS sharers,
            (SELECT count(*)::int FROM downline) AS members`,
    [memberId, now],
  );
  return {
    financialAmountWei: BigInt(row?.own ?? '0'),
    communityPerformanceWei: BigInt(row?.performance ?? '0'),
    sharerCount: row?.sharers ?? 0,
    memberCount: row?.members ?? 0,
  };
}

/** An invitee's own running principal plus that of everyone below them. */
async function performanceOf(db: Queryable, memberId: number, now: Date): Promise<bigint> {
  const [row] = await db.query<{ total: string }>(
    `${DOWNLINE_CTE}
     SELECT (${principalSql('$1', '$2')} + COALESCE((SELECT SUM(${principalSql('d.id', '$2')}) FROM downline d), 0))::text AS total`,
    [memberId, now],
  );
  return BigInt(row?.total ?? '0');
}

export interface InviteeRow {
  id: number;
  account: string;
  joinedAt: Date;
  performanceWei: bigint;
  remark: string | null;
}

interface InviteeSqlRow {
  id: number;
  account: string;
  created_at: Date;
  remark: string | null;
}

async function toInvitee(db: Queryable, row: InviteeSqlRow, now: Date): Promise<InviteeRow> {
  return {
    id: row.id,
    account: row.account,
    joinedAt: new Date(row.created_at),
    performanceWei: await performanceOf(db, row.id, now),
    remark: row.remark,
  };
}

/** The owner's direct invitees, newest first, with the owner's remark on each. */
export async function listInvitees(
  db: Queryable,
  ownerId: number,
  { page, pageSize }: { page: number; pageSize: number },
  now: Date,
): Promise<{ list: InviteeRow[]; total: number }> {
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM members WHERE inviter_id = $1',
    [ownerId],
  );
  const rows = await db.query<InviteeSqlRow>(
    `SELECT m.id::int AS id, m.account, m.created_at, r.remark
     FROM members m LEFT JOIN member_remarks r ON r.owner_id = $1 AND r.member_id = m.id
     WHERE m.inviter_id = $1
     ORDER BY m.created_at DESC, m.id DESC
     LIMIT $2 OFFSET $3`,
    [ownerId, pageSize, (page - 1) * pageSize],
  );
  const list: InviteeRow[] = [];
  for (const row of rows) list.push(await toInvitee(db, row, now));
  return { list, total: count?.n ?? 0 };
}

/** One direct invitee of the owner, or null — for anyone else (deeper, unrelated, unknown) alike. */
export async function findDirectInvitee(
  db: Queryable,
  ownerId: number,
  memberId: number,
  now: Date,
): Promise<InviteeRow | null> {
  const [row] = await db.query<InviteeSqlRow>(
    `SELECT m.id::int AS id, m.account, m.created_at, r.remark
     FROM members m LEFT JOIN member_remarks r ON r.owner_id = $1 AND r.member_id = m.id
     WHERE m.id = $2 AND m.inviter_id = $1`,
    [ownerId, memberId],
  );
  return row ? toInvitee(db, row, now) : null;
}

/** Sets the remark; false when `memberId` is not a direct invitee of the owner (nothing stored). */
export async function setRemark(
  db: Queryable,
  ownerId: number,
  memberId: number,
  remark: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO member_remarks (owner_id, member_id, remark, updated_at)
     SELECT $1, m.id, $3, $4 FROM members m WHERE m.id = $2 AND m.inviter_id = $1
     ON CONFLICT (owner_id, member_id) DO UPDATE SET remark = EXCLUDED.remark, updated_at = EXCLUDED.updated_at
     RETURNING member_id`,
    [ownerId, memberId, remark, now],
  );
  return rows.length > 0;
}

/** True when `candidateId` is `memberId` or anywhere below it (binding it as inviter would loop). */
export async function isSelfOrDownline(
  db: Queryable,
  memberId: number,
  candidateId: number,
): Promise<boolean> {
  if (memberId === candidateId) return true;
  const [row] = await db.query<{ found: boolean }>(
    `${DOWNLINE_CTE} SELECT EXISTS (SELECT 1 FROM downline WHERE id = $2) AS found`,
    [memberId, candidateId],
  );
  return row?.found ?? false;
}
