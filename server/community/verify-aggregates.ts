import type { Queryable } from '../db/db';

export interface AggregateDifference {
  memberId: number;
  /** Which figure: path, financialAmount, communityPerformance, memberCount, sharerCount, stake #id, … */
  what: string;
  stored: string;
  expected: string;
}

export interface AggregateCheck {
  members: number;
  countedStakes: number;
  differences: AggregateDifference[];
}

interface FigureRow {
  member_id: number;
  stored_path: string | null;
  expected_path: string | null;
  stored_own: string | null;
  expected_own: string | null;
  stored_downline: string | null;
  expected_downline: string | null;
  stored_members: number | null;
  expected_members: number | null;
  stored_sharers: number | null;
  expected_sharers: number | null;
}

/*
 * Figures as a read answers them at $1 (stored totals plus the changes not folded yet, less the
 * backlog of stakes already past their end), beside the figures recomputed from members, the ledger and stake_orders alone
 * (`community_expected`, migration 012). Only differing members come back.
 */
const FIGURES_SQL = `
  WITH expected AS (SELECT * FROM community_expected($1::timestamptz)),
  backlog AS (
    SELECT s.member_id, s.amount, p.traversal_ids FROM community_stakes s
    JOIN community_paths p ON p.member_id = s.member_id
    WHERE s.ended_at IS NULL AND s.ends_at <= $1::timestamptz
  ),
  own_backlog AS (SELECT member_id, SUM(amount) AS amount FROM backlog GROUP BY member_id),
  downline_backlog AS (
    SELECT a.ancestor, SUM(b.amount) AS amount
    FROM backlog b CROSS JOIN LATERAL unnest(b.traversal_ids[1:cardinality(b.traversal_ids) - 1]) AS a(ancestor)
    GROUP BY a.ancestor
  ),
  pending AS (SELECT * FROM community_change_effects(NULL)),
  stored AS (
    SELECT m.id AS member_id, p.traversal_ids,
           t.own_principal + COALESCE(c.own, 0) - COALESCE(o.amount, 0) AS own,
           t.downline_principal + COALESCE(c.downline, 0) - COALESCE(d.amount, 0) AS downline,
           t.downline_members + COALESCE(c.members, 0) AS downline_members,
           t.direct_invitees + COALESCE(c.invitees, 0) AS direct_invitees
    FROM members m
    LEFT JOIN community_paths p ON p.member_id = m.id
    LEFT JOIN community_totals t ON t.member_id = m.id
    LEFT JOIN pending c ON c.member_id = m.id
    LEFT JOIN own_backlog o ON o.member_id = m.id
    LEFT JOIN downline_backlog d ON d.ancestor = m.id
  )
  SELECT s.member_id::int AS member_id,
         s.traversal_ids::text AS stored_path, e.traversal_ids::text AS expected_path,
         s.own::text AS stored_own, e.own_principal::text AS expected_own,
         s.downline::text AS stored_downline, e.downline_principal::text AS expected_downline,
         s.downline_members AS stored_members, e.downline_members AS expected_members,
         s.direct_invitees AS stored_sharers, e.direct_invitees AS expected_sharers
  FROM stored s LEFT JOIN expected e ON e.member_id = s.member_id
  WHERE (s.traversal_ids, s.own, s.downline, s.downline_members, s.direct_invitees)
        IS DISTINCT FROM (e.traversal_ids, e.own_principal, e.downline_principal, e.downline_members, e.direct_invitees)
  ORDER BY s.member_id`;

/** The counted stakes against stake_orders: every staking order once, with its amount and end. */
const STAKES_SQL = `
  SELECT COALESCE(o.id, c.stake_order_id)::int AS id, COALESCE(o.member_id, c.member_id)::int AS member_id,
         CASE WHEN c.stake_order_id IS NULL THEN 'missing'
              ELSE c.member_id || ' ' || c.amount || ' ' || c.ends_at || COALESCE(' ended ' || c.ended_at, '') END AS stored,
         CASE WHEN o.id IS NULL THEN 'not staking' ELSE o.member_id || ' ' || o.amount || ' ' || o.ends_at END AS expected
  FROM (SELECT id, member_id, amount, COALESCE(started_at + stake_days * interval '24 hours', 'infinity') AS ends_at
        FROM stake_orders WHERE status = 'staking') o
  FULL JOIN community_stakes c ON c.stake_order_id = o.id
  WHERE o.id IS NULL OR c.stake_order_id IS NULL
     OR (o.member_id, o.amount, o.ends_at) IS DISTINCT FROM (c.member_id, c.amount, c.ends_at)
     OR c.ended_at < c.ends_at
  ORDER BY 1`;

const FIGURES: readonly [keyof FigureRow, keyof FigureRow, string][] = [
  ['stored_path', 'expected_path', 'path'],
  ['stored_own', 'expected_own', 'financialAmount'],
  ['stored_downline', 'expected_downline', 'communityPerformance'],
  ['stored_members', 'expected_members', 'memberCount'],
  ['stored_sharers', 'expected_sharers', 'sharerCount'],
];

const shown = (value: string | number | null) => (value === null ? 'none' : String(value));

/**
 * Recomputes every community aggregate from the ledger, the stake orders and the referral tree and
 * lists where what a read would answer at `now` differs. Set-based (one pass per tree level, one
 * grouping): about a minute at a million members.
 */
export async function verifyAggregates(db: Queryable, now: Date): Promise<AggregateCheck> {
  const figureRows = await db.query<FigureRow>(FIGURES_SQL, [now]);
  const stakeRows = await db.query<{ id: number; member_id: number; stored: string; expected: string }>(
    STAKES_SQL,
  );
  const [counts] = await db.query<{ members: number; stakes: number }>(
    `SELECT (SELECT count(*)::int FROM members) AS members,
            (SELECT count(*)::int FROM community_stakes WHERE ended_at IS NULL) AS stakes`,
  );
  const differences: AggregateDifference[] = [];
  for (const row of figureRows)
    for (const [stored, expected, what] of FIGURES)
      if (row[stored] !== row[expected])
        differences.push({
          memberId: row.member_id,
          what,
          stored: shown(row[stored]),
          expected: shown(row[expected]),
        });
  for (const row of stakeRows)
    differences.push({
      memberId: row.member_id,
      what: `stake #${row.id}`,
      stored: row.stored,
      expected: row.expected,
    });
  return { members: counts?.members ?? 0, countedStakes: counts?.stakes ?? 0, differences };
}
