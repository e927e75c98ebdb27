import type { Queryable } from '../db/db';

/** How many rows of `table` match `where` (a SQL condition over `params`); all of them by default. */
export async function countRows(db: Queryable, table: string, where = 'TRUE', params: unknown[] = []) {
  const sql = `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`;
  const [row] = await db.query<{ n: number }>(sql, params);
  return row?.n ?? 0;
}
