import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';

/** Embedded PostgreSQL (WASM). `dataDir` undefined = in memory. */
export async function createPgliteDb(dataDir?: string): Promise<Db> {
  const pglite = await PGlite.create(dataDir);
  return {
    kind: 'pglite',
    query: async (sql, params = []) => (await pglite.query(sql, [...params])).rows as never[],
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    transaction: (fn) => pglite.transaction((tx) => fn(wrapTransaction(tx))),
    close: () => pglite.close(),
  };
}

function wrapTransaction(tx: Transaction): Queryable {
  return {
    query: async (sql, params = []) => (await tx.query(sql, [...params])).rows as never[],
    exec: async (sql) => {
      await tx.exec(sql);
    },
  };
}
