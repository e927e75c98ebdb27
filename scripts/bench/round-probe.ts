/**
 * What the servers and the database were doing during a round of the scale bench, its first seconds
 * apart from the rest: the event-loop delay of each instance (prom-client's, read from /metrics:
 * each read starts a new window) and what PostgreSQL's active sessions were waiting on, sampled
 * every 100 ms (`pg_stat_activity`: a wait event, or none, i.e. running on a CPU).
 */
import { performance } from 'node:perf_hooks';
import { createPostgresDb } from '../../server/db/postgres-db';

export interface WindowProbe {
  /** Per instance: the worst event-loop delay of the window (ms). */
  eventLoopMaxMs: (number | undefined)[];
  /** Samples of active database sessions per wait (`CPU` when running), most first. */
  waits: [string, number][];
}

const SAMPLE_MS = 100;

async function eventLoopMaxMs(baseUrl: string): Promise<number | undefined> {
  const text = await fetch(`${baseUrl}/metrics`).then((response) => (response.ok ? response.text() : ''));
  const match = /\nnodejs_eventloop_lag_max_seconds (\S+)/.exec(text);
  return match?.[1] === undefined ? undefined : Number(match[1]) * 1000;
}

/**
 * Starts probing now; `cut()` closes the first window and opens the second, `stop()` closes that
 * and returns both. Without a database URL (the embedded database) only the event loop is read.
 */
export async function startRoundProbe(serverUrls: readonly string[], databaseUrl: string) {
  await Promise.all(serverUrls.map(eventLoopMaxMs));
  const db = databaseUrl ? createPostgresDb(databaseUrl) : null;
  let current = new Map<string, number>();
  const state = { sampling: db !== null };
  const sampler = (async () => {
    while (state.sampling && db) {
      const started = performance.now();
      const rows = await db.query<{ wait: string; n: number }>(
        `SELECT COALESCE(wait_event_type || ':' || wait_event, 'CPU') AS wait, count(*)::int AS n
         FROM pg_stat_activity
         WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()
         GROUP BY 1`,
      );
      for (const { wait, n } of rows) current.set(wait, (current.get(wait) ?? 0) + n);
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, SAMPLE_MS - (performance.now() - started))),
      );
    }
  })();
  const close = async (): Promise<WindowProbe> => {
    const waits = [...current.entries()].sort((a, b) => b[1] - a[1]);
    current = new Map();
    return { eventLoopMaxMs: await Promise.all(serverUrls.map(eventLoopMaxMs)), waits };
  };
  return {
    cut: close,
    async stop(): Promise<WindowProbe> {
      const last = await close();
      state.sampling = false;
      await sampler;
      await db?.close();
      return last;
    },
  };
}
