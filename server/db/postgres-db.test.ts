/**
 * Two transactions that lock two rows in opposite orders deadlock; PostgreSQL cancels one of them,
 * and the database layer runs it again, so both callers get their result instead of an error.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTempPostgres, type TempPostgres } from '../test-support/temp-postgres';
import type { Db, Queryable } from './db';
import { createPostgresDb } from './postgres-db';

let postgres: TempPostgres | null;
let db: Db;

beforeAll(async () => {
  postgres = await startTempPostgres();
  if (!postgres) throw new Error('No PostgreSQL: install Debian postgresql or set TEST_DATABASE_URL');
  db = createPostgresDb(postgres.url);
  await db.exec('DROP TABLE IF EXISTS deadlock_rows; CREATE TABLE deadlock_rows (id int PRIMARY KEY, n int)');
  await db.exec('INSERT INTO deadlock_rows VALUES (1, 0), (2, 0)');
}, 60_000);
afterAll(async () => {
  await db.exec('DROP TABLE IF EXISTS deadlock_rows');
  await db.close();
  await postgres?.stop();
});

it('runs a transaction cancelled by a deadlock again, so both sides commit', async () => {
  let attempts = 0;
  let bothHoldTheirFirstRow!: () => void;
  const barrier = new Promise<void>((resolve) => (bothHoldTheirFirstRow = resolve));
  let holding = 0;
  const lockBoth = (first: number, second: number) =>
    db.transaction(async (tx: Queryable) => {
      attempts += 1;
      await tx.query('UPDATE deadlock_rows SET n = n + 1 WHERE id = $1', [first]);
      // Only the first attempts wait for each other: that is what makes the deadlock certain.
      if (attempts <= 2 && ++holding === 2) bothHoldTheirFirstRow();
      if (attempts <= 2) await barrier;
      await tx.query('UPDATE deadlock_rows SET n = n + 1 WHERE id = $1', [second]);
      return first;
    });
  expect(await Promise.all([lockBoth(1, 2), lockBoth(2, 1)])).toEqual([1, 2]);
  expect(attempts).toBeGreaterThanOrEqual(3);
  const rows = await db.query<{ n: number }>('SELECT n FROM deadlock_rows ORDER BY id');
  expect(rows).toEqual([{ n: 2 }, { n: 2 }]);
}, 30_000);

/*
 * A burst after a quiet spell must find its connections open: a backend that has to start first is
 * what slowed the first seconds of every burst (docs/performance.md). node-postgres closes a
 * connection idle for 10 s unless the pool keeps a minimum.
 */
it('opens every connection at start and keeps them through a quiet spell; waits for one are reported', async () => {
  const url = postgres?.url;
  if (!url) throw new Error('no database');
  const server = createPostgresDb(url);
  const waits: number[] = [];
  server.observePoolWait?.((seconds) => waits.push(seconds));
  const backends = async () => {
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
    );
    return row?.n ?? 0;
  };
  const before = await backends();
  try {
    await server.warm?.();
    expect(server.poolStats?.()).toEqual({ total: 10, inUse: 0, waiting: 0 });
    expect(await backends()).toBe(before + 10);
    // Past node-postgres' idle timeout (10 s).
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect(await backends()).toBe(before + 10);
    await Promise.all(Array.from({ length: 20 }, () => server.query('SELECT pg_sleep(0.05)')));
    expect(waits).toHaveLength(20);
    // Twenty queries on ten connections: half of them waited for one.
    expect(waits.filter((seconds) => seconds >= 0.04)).toHaveLength(10);
    expect(await backends()).toBe(before + 10);
  } finally {
    await server.close();
  }
}, 30_000);
