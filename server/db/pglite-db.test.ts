import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from './db';
import { isUniqueViolation } from './db';
import { createPgliteDb } from './pglite-db';

// The driver keeps statements prepared (server/db/pglite-db.ts); these pin what `pglite.query` did.
let db: Db;

beforeAll(async () => {
  db = await createPgliteDb(undefined, { maxPreparedStatements: 3 });
  await db.exec(`
    CREATE TABLE t (id serial PRIMARY KEY, name text UNIQUE, amount numeric(78,0), at timestamptz, tags text[]);
  `);
}, 60_000);
afterAll(() => db.close());

it('passes and parses values as before: text, numeric, timestamptz, arrays, null', async () => {
  const at = new Date('2026-03-04T05:06:07.891Z');
  const huge = (10n ** 30n + 7n).toString();
  await db.query('INSERT INTO t (name, amount, at, tags) VALUES ($1, $2::numeric, $3, $4)', [
    'a',
    huge,
    at,
    ['x', 'y'],
  ]);
  await db.query('INSERT INTO t (name, amount, at, tags) VALUES ($1, $2, $3, $4)', ['b', 5n, null, []]);
  const rows = await db.query<{ id: number; name: string; amount: string; at: Date | null; tags: string[] }>(
    'SELECT id::int AS id, name, amount::text AS amount, at, tags FROM t WHERE name = ANY($1) ORDER BY id',
    [['a', 'b']],
  );
  expect(rows).toEqual([
    { id: 1, name: 'a', amount: huge, at, tags: ['x', 'y'] },
    { id: 2, name: 'b', amount: '5', at: null, tags: [] },
  ]);
  // The same text again (now prepared) gives the same answer; a statement without rows gives [].
  expect(
    await db.query(
      'SELECT id::int AS id, name, amount::text AS amount, at, tags FROM t WHERE name = ANY($1) ORDER BY id',
      [['a', 'b']],
    ),
  ).toEqual(rows);
  expect(await db.query('UPDATE t SET amount = amount WHERE id = $1', [1])).toEqual([]);
});

it('reports errors with their SQLSTATE and keeps working after them', async () => {
  const insert = 'INSERT INTO t (name) VALUES ($1)';
  const error: unknown = await db.query(insert, ['a']).catch((caught: unknown) => caught);
  expect(isUniqueViolation(error)).toBe(true);
  await expect(db.query('SELEC nonsense')).rejects.toThrow(/syntax error/);
  await db.query(insert, ['c']);
  expect(await db.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).toEqual([{ n: 3 }]);
});

it('rolls back a transaction whose prepared statement failed', async () => {
  const insert = 'INSERT INTO t (name) VALUES ($1)';
  const error: unknown = await db
    .transaction(async (tx) => {
      await tx.query(insert, ['d']);
      await tx.query(insert, ['d']);
    })
    .catch((caught: unknown) => caught);
  expect(isUniqueViolation(error)).toBe(true);
  expect(await db.query('SELECT 1 FROM t WHERE name = $1', ['d'])).toEqual([]);
});

it('does not let a query run inside another caller’s open transaction', async () => {
  let insideTransaction!: () => void;
  const inserted = new Promise<void>((resolve) => (insideTransaction = resolve));
  let finish!: () => void;
  const held = new Promise<void>((resolve) => (finish = resolve));
  const transaction = db.transaction(async (tx) => {
    await tx.query('INSERT INTO t (name) VALUES ($1)', ['uncommitted']);
    insideTransaction();
    await held;
    throw new Error('roll back');
  });
  await inserted;
  // Issued while the transaction is open: it must wait, then not see the rolled-back row.
  const read = db.query('SELECT name FROM t WHERE name = $1', ['uncommitted']);
  finish();
  await expect(transaction).rejects.toThrow('roll back');
  expect(await read).toEqual([]);
});

it('prepares again when a table change alters a statement’s columns, and evicts beyond the bound', async () => {
  const all = 'SELECT * FROM t WHERE id = $1';
  expect(Object.keys((await db.query(all, [1]))[0] ?? {})).not.toContain('note');
  await db.exec('ALTER TABLE t ADD COLUMN note text');
  expect(Object.keys((await db.query(all, [1]))[0] ?? {})).toContain('note');
  // More distinct texts than the bound (3): older statements are closed and prepared again on use.
  for (let round = 0; round < 2; round++) {
    for (let n = 1; n <= 5; n++)
      expect(await db.query(`SELECT $1::int + ${n} AS v`, [1])).toEqual([{ v: n + 1 }]);
  }
  const [row] = await db.query<{ prepared: number }>(
    'SELECT count(*)::int AS prepared FROM pg_prepared_statements',
  );
  expect(row?.prepared).toBeLessThanOrEqual(3);
});
