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
