import type { Queryable } from '../db/db';

/*
 * Figures are read from the aggregates (docs/community.md "How the figures are kept"): a member's
 * totals row, plus the changes writes recorded that the fold has not moved into the totals yet
 * (`community_pending`, one btree range of paths), less the "backlog" — counted stakes whose term
 * has already ended at `now` but that the maturity step has not taken out of the totals yet. Both are
 * bounded by how often the fold and that step run, not by the community, so no read walks the
 * downline.
 */

/**
 * Σ amount of the backlog stakes of members whose path contains `memberParam` (self included or
 * not). The path is looked up per backlog stake by its key (a subquery the planner cannot turn into
 * a join): the planner cannot know the backlog is short and would otherwise hash-join every path.
 */
function backlogSql(memberParam: string, nowParam: string, { self }: { self: boolean }): string {
  return `COALESCE((
    SELECT SUM(s.amount) FROM community_stakes s
    WHERE s.ended_at IS NULL AND s.ends_at <= ${nowParam}::timestamptz
      AND (SELECT p.traversal_ids FROM community_paths p WHERE p.member_id = s.member_id) @> ARRAY[${memberParam}::int]${
        self ? '' : ` AND s.member_id <> ${memberParam}`
      }
  ), 0)`;
}

function ownBacklogSql(memberParam: string, nowParam: string): string {
  return `COALESCE((
    SELECT SUM(s.amount) FROM community_stakes s
    WHERE s.member_id = ${memberParam} AND s.ended_at IS NULL AND s.ends_at <= ${nowParam}::timestamptz
  ), 0)`;
}

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
    `SELECT (t.own_principal + c.own - ${ownBacklogSql('t.member_id', '$2')})::text AS own,
            (t.downline_principal + c.downline - ${backlogSql('t.member_id', '$2', { self: false })})::text
              AS performance,
            t.direct_invitees + c.invitees AS sharers, t.downline_members + c.members AS members
     FROM community_totals t
     JOIN community_paths p ON p.member_id = t.member_id
     CROSS JOIN LATERAL community_pending(p.traversal_ids) c
     WHERE t.member_id = $1`,
    [memberId, now],
  );
  return {
    financialAmountWei: BigInt(row?.own ?? '0'),
    communityPerformanceWei: BigInt(row?.performance ?? '0'),
    sharerCount: row?.sharers ?? 0,
    memberCount: row?.members ?? 0,
  };
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
  performance: string;
}

/** One invitee row: the owner's remark and the invitee's performance (own + everyone below). */
const INVITEE_SELECT = `SELECT m.id::int AS id, m.account, m.created_at, r.remark,
    (t.own_principal + t.downline_principal + c.own + c.downline
      - ${backlogSql('m.id', '$2', { self: true })})::text AS performance
  FROM members m
  JOIN community_totals t ON t.member_id = m.id
  JOIN community_paths p ON p.member_id = m.id
  CROSS JOIN LATERAL community_pending(p.traversal_ids) c
  LEFT JOIN member_remarks r ON r.owner_id = $1 AND r.member_id = m.id`;

function toInvitee(row: InviteeSqlRow): InviteeRow {
  return {
    id: row.id,
    account: row.account,
    joinedAt: new Date(row.created_at),
    performanceWei: BigInt(row.performance),
    remark: row.remark,
  };
}

/**
 * The owner's direct invitees, newest first, with the owner's remark on each. The app pages by
 * number; the page is an index range of `members (inviter_id, created_at DESC, id DESC)`, so a deep
 * page skips index entries only (measured in docs/performance.md), and the total is the owner's
 * `direct_invitees` with its pending changes.
 */
export async function listInvitees(
  db: Queryable,
  ownerId: number,
  { page, pageSize }: { page: number; pageSize: number },
  now: Date,
): Promise<{ list: InviteeRow[]; total: number }> {
  const [count] = await db.query<{ n: number }>(
    `SELECT t.direct_invitees + c.invitees AS n
     FROM community_totals t
     JOIN community_paths p ON p.member_id = t.member_id
     CROSS JOIN LATERAL community_pending(p.traversal_ids) c
     WHERE t.member_id = $1`,
    [ownerId],
  );
  const rows = await db.query<InviteeSqlRow>(
    `WITH page AS (
       SELECT id FROM members WHERE inviter_id = $1
       ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4
     )
     ${INVITEE_SELECT}
     WHERE m.id IN (SELECT id FROM page)
     ORDER BY m.created_at DESC, m.id DESC`,
    [ownerId, now, pageSize, (page - 1) * pageSize],
  );
  return { list: rows.map(toInvitee), total: count?.n ?? 0 };
}

/** One direct invitee of the owner, or null — for anyone else (deeper, unrelated, unknown) alike. */
export async function findDirectInvitee(
  db: Queryable,
  ownerId: number,
  memberId: number,
  now: Date,
): Promise<InviteeRow | null> {
  const [row] = await db.query<InviteeSqlRow>(`${INVITEE_SELECT} WHERE m.id = $3 AND m.inviter_id = $1`, [
    ownerId,
    now,
    memberId,
  ]);
  return row ? toInvitee(row) : null;
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
  // The candidate's path lists everyone above it: one row, whatever the size of the community.
  const [row] = await db.query<{ found: boolean }>(
    'SELECT $1::int = ANY(traversal_ids) AS found FROM community_paths WHERE member_id = $2',
    [memberId, candidateId],
  );
  return row?.found ?? false;
}
