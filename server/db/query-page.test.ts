import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from './db';
import { createPgliteDb } from './pglite-db';
import { queryPage } from './query-page';

let db: Db;

beforeAll(async () => {
  db = await createPgliteDb();
  await db.exec(`
    CREATE TABLE items (id serial PRIMARY KEY, owner int NOT NULL, label text NOT NULL);
    INSERT INTO items (owner, label) SELECT 1, 'item ' || n FROM generate_series(1, 5) n;
  `);
}, 60_000);
afterAll(() => db.close());

const pageOf = (owner: number, page: number, pageSize: number) =>
  queryPage(
    db,
    {
      countSql: 'SELECT count(*)::int AS total FROM items WHERE owner = $1',
      pageSql: 'SELECT id::int AS id, label FROM items WHERE owner = $1 ORDER BY id DESC',
    },
    [owner],
    { page, pageSize },
    (row: { id: number; label: string }) => row.label,
  );

it('gives a page in order and the total of the whole list', async () => {
  expect(await pageOf(1, 1, 2)).toEqual({ list: ['item 5', 'item 4'], total: 5 });
  expect(await pageOf(1, 3, 2)).toEqual({ list: ['item 1'], total: 5 });
});

it('still gives the total past the end, and zero for an empty list', async () => {
  expect(await pageOf(1, 4, 2)).toEqual({ list: [], total: 5 });
  expect(await pageOf(2, 1, 20)).toEqual({ list: [], total: 0 });
});
