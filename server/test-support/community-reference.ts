/**
 * The community figures by their definition (docs/community.md), computed the way the server did
 * before the aggregates: a recursive walk of the downline and each member's running principal from
 * the ledger and the stake orders. Far too slow for a request on a large community; kept only as
 * the reference the aggregate-backed figures are compared with in tests.
 */
import type { Queryable } from '../db/db';

function principalSql(memberIdColumn: string, nowParam: string): string {
  return `(COALESCE((
    SELECT -SUM(p.amount) FROM ledger_entries p
    WHERE p.member_id = ${memberIdColumn} AND p.kind = 'financialPurchase'
      AND NOT EXISTS (
        SELECT 1 FROM ledger_entries r
        WHERE r.member_id = p.member_id AND r.kind = 'financialRedemption' AND r.reference = p.reference
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

export interface ReferenceFigures {
  financialAmountWei: bigint;
  communityPerformanceWei: bigint;
  sharerCount: number;
  memberCount: number;
  /** The member's own running principal plus that of everyone below (an invitee's performance). */
  performanceWei: bigint;
}

export async function referenceFigures(
  db: Queryable,
  memberId: number,
  now: Date,
): Promise<ReferenceFigures> {
  const [row] = await db.query<{ own: string; below: string; sharers: number; members: number }>(
    `${DOWNLINE_CTE}
     SELECT ${principalSql('$1', '$2')}::text AS own,
            COALESCE((SELECT SUM(${principalSql('d.id', '$2')}) FROM downline d), 0)::text AS below,
            (SELECT count(*)::int FROM members WHERE inviter_id = $1) AS sharers,
            (SELECT count(*)::int FROM downline) AS members`,
    [memberId, now],
  );
  const own = BigInt(row?.own ?? '0');
  const below = BigInt(row?.below ?? '0');
  return {
    financialAmountWei: own,
    communityPerformanceWei: below,
    sharerCount: row?.sharers ?? 0,
    memberCount: row?.members ?? 0,
    performanceWei: own + below,
  };
}
