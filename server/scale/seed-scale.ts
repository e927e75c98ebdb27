/**
 * `npm run operator -- seed-scale --members N [--seed S]`: a grown platform for the scale bench — N
 * members below the seeded root member with their ledgers, orders, stakes, withdrawals and remarks,
 * written set-based (one statement per table, server/scale/scale-sql.ts) in one transaction with the
 * community triggers off, then the community aggregates built once (`community_rebuild`).
 */
import type { Db, Queryable } from '../db/db';
import { readSettings } from '../settings/settings';
import { ROOT_MEMBER } from '../seed-accounts';
import {
  bindScale,
  creditsSql,
  financialSql,
  membersSql,
  rechargesSql,
  remarksSql,
  stakesSql,
  withdrawalsSql,
  type ScaleBounds,
} from './scale-sql';

/** The password of every seeded member (stored as one hash computed once per seed). */
export const SCALE_PASSWORD = 'scale-password';

/** A freshly seeded platform has a handful of members; more means this is not a database to fill. */
const MAX_MEMBERS_BEFORE = 20;
/** Ledger rows added to each of the five largest leaders, so their records have deep pages. */
const LEADER_EXTRA_ROWS = 2_000;
const NOTICES = 300;

export interface ScaleLeader {
  id: number;
  account: string;
  below: number;
  directInvitees: number;
}

export interface ScaleSeedResult {
  rootId: number;
  firstId: number;
  lastId: number;
  leaders: ScaleLeader[];
  maxDepth: number;
  ledgerRows: number;
}

export class ScaleSeedRefused extends Error {}

const TABLES_WITH_TRIGGERS = ['members', 'ledger_entries', 'stake_orders'];

async function one<T extends object>(db: Queryable, sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await db.query<T>(sql, params);
  if (!row) throw new Error(`no row: ${sql.slice(0, 60)}`);
  return row;
}

async function openProduct(tx: Queryable) {
  return one<{ id: number; name: string; rate: string; fee: string }>(
    tx,
    `SELECT id::int AS id, name, rate::text AS rate, management_fee_rate::text AS fee
     FROM financial_products WHERE status = 'open' ORDER BY sort_order, id LIMIT 1`,
  );
}

async function seedNotices(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `WITH added AS (
       INSERT INTO notices (kind, published, created_at)
       SELECT CASE WHEN i % 4 = 0 THEN 'announcement' ELSE 'notice' END, i % 10 <> 0,
              $2::timestamptz - (i * interval '1 day')
       FROM generate_series(1, $1::int) AS i RETURNING id)
     INSERT INTO notice_texts (notice_id, locale, title, summary, content_html)
     SELECT id, 'en', 'Platform notice ' || id, 'What changed in week ' || id, '<p>Notice ' || id || '.</p>'
     FROM added`,
    [NOTICES, now],
  );
}

/** The five members with the largest downlines below the root. */
async function largestLeaders(db: Queryable, rootId: number): Promise<ScaleLeader[]> {
  return db.query<ScaleLeader>(
    `SELECT m.id::int AS id, m.account, t.downline_members AS below, t.direct_invitees AS "directInvitees"
     FROM community_totals t JOIN members m ON m.id = t.member_id
     WHERE t.member_id <> $1 ORDER BY t.downline_members DESC, t.member_id LIMIT 5`,
    [rootId],
  );
}

export async function seedScale(
  db: Db,
  options: {
    members: number;
    seed: number;
    now: Date;
    passwordHash: string;
    progress?: (line: string) => void;
  },
): Promise<ScaleSeedResult> {
  const { seed, now, passwordHash } = options;
  const progress = options.progress ?? (() => undefined);
  const root = await db.query<{ id: number }>('SELECT id::int AS id FROM members WHERE account = $1', [
    ROOT_MEMBER.address.toLowerCase(),
  ]);
  const rootId = root[0]?.id;
  if (rootId === undefined) throw new ScaleSeedRefused('There is no seeded root member.');
  const { count } = await one<{ count: number }>(db, 'SELECT count(*)::int AS count FROM members');
  if (count > MAX_MEMBERS_BEFORE)
    throw new ScaleSeedRefused(
      `This database already has ${count} members: seed-scale only fills a freshly seeded database.`,
    );

  const bounds = await db.transaction(async (tx) => {
    const started = Date.now();
    const step = async (label: string, statements: readonly string[], params: unknown[] = []) => {
      const at = Date.now();
      for (const sql of statements) await tx.query(bindScale(sql, scale), params);
      progress(`${label}: ${((Date.now() - at) / 1000).toFixed(1)} s`);
    };
    const { base } = await one<{ base: number }>(tx, 'SELECT COALESCE(max(id), 0)::int AS base FROM members');
    const scale: ScaleBounds = { base, n: options.members, now };
    const treasury = (await readSettings(tx)).treasury_address.toLowerCase();
    const product = await openProduct(tx);
    const { firstStake } = await one<{ firstStake: number }>(
      tx,
      `SELECT greatest((SELECT COALESCE(max(id), 0) FROM devices), (SELECT COALESCE(max(id), 0) FROM stake_orders))::int
         AS "firstStake"`,
    );
    for (const table of TABLES_WITH_TRIGGERS) await tx.exec(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
    await step('members', [membersSql(seed)], [rootId, passwordHash]);
    await tx.query(`SELECT setval(pg_get_serial_sequence('members', 'id'), (SELECT max(id) FROM members))`);
    await step('recharges', rechargesSql(seed).slice(0, 1), [treasury]);
    await step('recharge credits, releases, operator credits', [
      rechargesSql(seed)[1] ?? '',
      creditsSql(seed),
    ]);
    await step('financial orders', financialSql(seed).slice(0, 1), [
      product.id,
      product.name,
      product.rate,
      product.fee,
    ]);
    await step('purchases and redemptions', financialSql(seed).slice(1));
    const [stakeRows, devices, orders, claims, ...sequences] = stakesSql(seed);
    await step('stakes', [stakeRows ?? ''], [firstStake]);
    await step('devices', [devices ?? '']);
    await step('stake orders', [orders ?? ''], [treasury]);
    await step('pending claims, sequences', [claims ?? '', ...sequences]);
    await step('withdrawals', withdrawalsSql(seed));
    await step('remarks', [remarksSql(seed)]);
    await seedNotices(tx, now);
    for (const table of TABLES_WITH_TRIGGERS) await tx.exec(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
    await step('community aggregates', ['SELECT community_rebuild(@now@)']);
    for (const leader of await largestLeaders(tx, rootId))
      await tx.query(
        `INSERT INTO ledger_entries (member_id, amount, kind, reference, created_at)
         SELECT $1, (1 + i % 7)::numeric * 1000000000000000000, 'release', NULL,
                $3::timestamptz - (i * interval '1 hour')
         FROM generate_series(1, $2::int) AS i`,
        [leader.id, LEADER_EXTRA_ROWS, now],
      );
    progress(`all in one transaction: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return scale;
  });
  // As a platform that has run a while: statistics for the planner, and the visibility map set, so
  // index-only scans work and autovacuum does not start on the fresh tables under the first load.
  const vacuumed = Date.now();
  await db.exec('VACUUM (ANALYZE)');
  progress(`vacuum and analyze: ${((Date.now() - vacuumed) / 1000).toFixed(1)} s`);
  const { maxDepth, ledgerRows } = await one<{ maxDepth: number; ledgerRows: number }>(
    db,
    `SELECT (SELECT max(cardinality(traversal_ids)) - 1 FROM community_paths)::int AS "maxDepth",
            (SELECT count(*) FROM ledger_entries)::int AS "ledgerRows"`,
  );
  return {
    rootId,
    firstId: bounds.base + 1,
    lastId: bounds.base + bounds.n,
    leaders: await largestLeaders(db, rootId),
    maxDepth,
    ledgerRows,
  };
}
