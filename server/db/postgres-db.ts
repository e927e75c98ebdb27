import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Db, Queryable } from './db';

/** Connections per server instance: enough for the 2-core hosts measured in docs/performance.md. */
const POOL_SIZE = 10;

export function createPostgresDb(connectionString: string): Db {
  // No JIT: every statement here is a short OLTP query, and PostgreSQL compiles one whose estimated
  // cost passes jit_above_cost (a misjudged subplan) for seconds before running it in microseconds.
  // Connections are kept open for good (min = max: none is closed for being idle, and `warm` opens
  // them all at start): a burst after a quiet spell must not wait for new backends to start, which
  // is what made the first seconds of every burst slow (docs/performance.md, "Bursts after a quiet
  // spell").
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    min: POOL_SIZE,
    keepAlive: true,
    options: '-c jit=off',
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  let onWait: ((seconds: number) => void) | undefined;
  /** A connection from the pool, the time it took counted (`observePoolWait`). */
  const acquire = async () => {
    const started = performance.now();
    const client = await pool.connect();
    onWait?.((performance.now() - started) / 1000);
    return client;
  };
  const poolQueryable: Queryable = {
    query: async (sql, params = []) => {
      const client = await acquire();
      try {
        return (await client.query(sql, [...params])).rows as never[];
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      const client = await acquire();
      try {
        await client.query(sql);
      } finally {
        client.release();
      }
    },
  };
  return {
    kind: 'postgres',
    ...poolQueryable,
    transaction: async (fn) => {
      for (let attempt = 1; ; attempt += 1) {
        const client = await acquire();
        try {
          await client.query('BEGIN');
          const result = await fn(queryableOf(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          if (!isRetryable(error) || attempt >= MAX_ATTEMPTS) throw error;
        } finally {
          client.release();
        }
      }
    },
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
    warm: async () => {
      const clients = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
      for (const client of clients) client.release();
    },
    observePoolWait: (listener) => {
      onWait = listener;
    },
  };
}

/** Attempts of a transaction PostgreSQL cancelled to break a deadlock or a serialization conflict. */
const MAX_ATTEMPTS = 3;

/**
 * 40P01 deadlock_detected, 40001 serialization_failure: PostgreSQL rolled the transaction back and
 * the documented remedy is to run it again. Transactions here only touch the database, so running
 * one again is safe. The code takes its locks in one order (e.g. a hash's claims behind
 * `lockClaimsOf`), so this is a safety net, not the design.
 */
function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

function queryableOf(target: pg.PoolClient): Queryable {
  return {
    query: async (sql, params = []) => (await target.query(sql, [...params])).rows as never[],
    exec: async (sql) => {
      await target.query(sql);
    },
  };
}
