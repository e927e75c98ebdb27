/**
 * The server's Prometheus metrics (prom-client), one registry per server instance. Request figures
 * are counted as they happen; the state of the database pool, the watcher, pending claims and the
 * settler is read when Prometheus scrapes. Names follow Prometheus' conventions: a `btcw_` prefix,
 * base units in the name (`_seconds`), `_total` for counters.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { SETTLER_PARTS, type SettlerHealth } from '../payments/settler-health';
import { withTimeout } from './with-timeout';

export interface MetricsSources {
  db: Db;
  chain: { getBlockNumber(args?: { cacheTime?: number }): Promise<bigint> };
  clock: Clock;
  /** This instance's settler; null when it runs none. */
  settler: SettlerHealth | null;
}

/** Why the platform said no to a request that was otherwise fine. */
export type Refusal =
  /** A rate limit of the API (per client or per account) or of /rpc. */
  | 'rateLimit'
  /** A login (or password re-check) delayed after failed attempts (423). */
  | 'loginDelay';

export interface PlatformMetrics {
  readonly registry: Registry;
  /** One answered request: its route pattern (never the raw URL), method and HTTP status. */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  /** One refusal, by what refused it (an API endpoint group, or `rpc`). */
  countRefusal(refusal: Refusal, limiter: string): void;
}

/** How long a scrape waits for the chain node's head before leaving it out. */
const CHAIN_HEAD_TIMEOUT_MS = 1_000;

export function createPlatformMetrics(sources: MetricsSources): PlatformMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: 'btcw_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by route pattern, method and HTTP status.',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const refusals = new Counter({
    name: 'btcw_refusals_total',
    help: 'Requests refused by a rate limit (reason rate_limit; limiter: API group or rpc) or a login delay (reason login_delay).',
    labelNames: ['reason', 'limiter'] as const,
    registers,
  });

  new Gauge({
    name: 'btcw_db_pool_connections',
    help: 'Database connections by state: in_use (running a query or transaction) and idle.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = sources.db.poolStats?.();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.inUse);
      this.set({ state: 'idle' }, stats.total - stats.inUse);
    },
  });
  const poolWait = new Histogram({
    name: 'btcw_db_pool_wait_seconds',
    help: 'Time a query or transaction waited for a database connection (PostgreSQL).',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  sources.db.observePoolWait?.((seconds) => poolWait.observe(seconds));
  new Gauge({
    name: 'btcw_db_pool_waiting',
    help: 'Queries and transactions waiting for a database connection.',
    registers,
    collect() {
      const stats = sources.db.poolStats?.();
      if (stats) this.set(stats.waiting);
    },
  });

  new Gauge({
    name: 'btcw_watcher_block',
    help: 'Newest block the treasury watcher has read and stored (compare with btcw_chain_head_block).',
    registers,
    async collect() {
      // Ordered as a number, not as its text ('999999' > '1000000').
      const [row] = await sources.db.query<{ n: string }>(
        'SELECT number::text AS n FROM chain_blocks ORDER BY number DESC LIMIT 1',
      );
      if (row) this.set(Number(row.n));
    },
  });
  new Gauge({
    name: 'btcw_chain_head_block',
    help: "The chain node's newest block, as this instance sees it (absent while the node does not answer).",
    registers,
    async collect() {
      const head = await withTimeout(
        sources.chain.getBlockNumber({ cacheTime: 0 }),
        CHAIN_HEAD_TIMEOUT_MS,
      ).catch(() => null);
      // No sample at all while the node is silent: a 0 (what reset() leaves on a gauge without
      // labels) would read as a head far behind the watcher and keep a lag alert quiet.
      if (head === null) this.remove();
      else this.set(Number(head));
    },
  });

  new Gauge({
    name: 'btcw_payment_oldest_pending_claim_age_seconds',
    help: 'Age of the oldest payment claim still pending (0 when none is).',
    registers,
    async collect() {
      const [row] = await sources.db.query<{ oldest: Date | string | null }>(
        `SELECT min(created_at) AS oldest FROM payment_claims WHERE status = 'pending'`,
      );
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
      this.set(oldest === null ? 0 : Math.max(0, (sources.clock.now().getTime() - oldest) / 1000));
    },
  });
  new Gauge({
    name: 'btcw_payment_stuck_claims',
    help: 'Claims the settler keeps failing on: retrying (on a back-off) or parked for an operator.',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const [row] = await sources.db.query<{ retrying: number; parked: number }>(
        `SELECT count(*) FILTER (WHERE parked_at IS NULL)::int AS retrying,
                count(*) FILTER (WHERE parked_at IS NOT NULL)::int AS parked FROM stuck_claims`,
      );
      this.set({ state: 'retrying' }, row?.retrying ?? 0);
      this.set({ state: 'parked' }, row?.parked ?? 0);
    },
  });

  const { settler } = sources;
  if (settler) {
    new Counter({
      name: 'btcw_settler_part_failures_total',
      help: 'Settler passes in which a part failed (or had a claim it could not get through), per part.',
      labelNames: ['part'] as const,
      registers,
      collect() {
        this.reset();
        for (const part of SETTLER_PARTS) this.inc({ part }, settler.view(part).failuresTotal);
      },
    });
    new Gauge({
      name: 'btcw_settler_part_failing_seconds',
      help: 'How long each settler part has failed on every pass (0 while it works); alert above 60.',
      labelNames: ['part'] as const,
      registers,
      collect() {
        const now = sources.clock.now().getTime();
        for (const part of SETTLER_PARTS) {
          const since = settler.view(part).failingSince;
          this.set({ part }, since === null ? 0 : Math.max(0, (now - since.getTime()) / 1000));
        }
      },
    });
  }

  return {
    registry,
    observeRequest: (route, method, status, seconds) =>
      requests.observe({ route, method, status_code: String(status) }, seconds),
    countRefusal: (refusal, limiter) =>
      refusals.inc({ reason: refusal === 'rateLimit' ? 'rate_limit' : 'login_delay', limiter }),
  };
}
