import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import type { Db, Queryable } from './db';

interface Timing {
  ms: number;
}

export interface TimedDb {
  /** The database, counting the time of every statement into the request it runs for. */
  db: Db;
  /** Runs `fn` (and everything it starts) as one request whose database time is counted. */
  run<T>(fn: () => T): T;
  /** Database time of the current request so far (ms, summed over statements run at once). */
  elapsedMs(): number | undefined;
}

/**
 * Database time per request, for the `Server-Timing` header (`SERVER_TIMING=1`, used by the scale
 * bench). The store follows the request through its awaits (AsyncLocalStorage), so statements of a
 * session check, a rate-limit hook and the handler all count.
 */
export function timedDb(db: Db): TimedDb {
  const storage = new AsyncLocalStorage<Timing>();
  const timed = (target: Queryable): Queryable => ({
    query: async (sql, params) => {
      const started = performance.now();
      try {
        return await target.query(sql, params);
      } finally {
        const timing = storage.getStore();
        if (timing) timing.ms += performance.now() - started;
      }
    },
    exec: async (sql) => {
      const started = performance.now();
      try {
        await target.exec(sql);
      } finally {
        const timing = storage.getStore();
        if (timing) timing.ms += performance.now() - started;
      }
    },
  });
  return {
    db: {
      ...db,
      ...timed(db),
      transaction: (fn) => db.transaction((tx) => fn(timed(tx))),
    },
    run: (fn) => storage.run({ ms: 0 }, fn),
    elapsedMs: () => storage.getStore()?.ms,
  };
}
