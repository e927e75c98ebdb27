import type { Queryable } from './db';

/**
 * One page of a list and the list's total in a single round trip. `countSql` counts the list
 * (`SELECT count(*)::int AS total FROM …`), `pageSql` selects it in order without LIMIT/OFFSET and
 * must return a non-null `id`; both use `params`, and the page's LIMIT and OFFSET are appended as
 * the next two parameters. Each part keeps its own plan (the count can stay index-only, the page
 * stops after `pageSize` rows), as with two queries. `fromRow` maps a page row (its type is
 * asserted, as with `Queryable.query`).
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller asserts the row type, as with Queryable.query
export async function queryPage<Row extends { id: number }, Item>(
  db: Queryable,
  { countSql, pageSql }: { countSql: string; pageSql: string },
  params: readonly unknown[],
  { page, pageSize }: { page: number; pageSize: number },
  fromRow: (row: Row) => Item,
): Promise<{ list: Item[]; total: number }> {
  const limit = params.length + 1;
  const rows = await db.query<Row & { total: number }>(
    `SELECT c.total, p.* FROM (${countSql}) c
     LEFT JOIN LATERAL (${pageSql} LIMIT $${limit} OFFSET $${limit + 1}) p ON true`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  // Past the end the join still gives the count, with a null page row.
  const list: Item[] = [];
  for (const row of rows) if ((row.id as number | null) !== null) list.push(fromRow(row));
  return { list, total: rows[0]?.total ?? 0 };
}
