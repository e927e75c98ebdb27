/**
 * A small open-loop load generator: requests are started on a fixed schedule (`rate` per second)
 * whether or not earlier ones have answered, over keep-alive connections, so a slow server shows up
 * as latency instead of silently lowering the load. Latency is measured from each request's
 * scheduled start (no coordinated omission). Bounded: `rate × duration` requests at most, at most
 * `maxInFlight` outstanding (later ones are counted as dropped), each abandoned after `timeoutMs`.
 * Only ever aimed at the local bench server.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './stats';

export interface LoadOptions {
  /** Absolute http:// URL (loopback only). */
  url: string;
  method?: 'POST' | 'GET';
  headers?: Readonly<Record<string, string>>;
  body?: string;
  /** Requests per second. */
  rate: number;
  durationMs: number;
  /** Unrecorded lead-in at the same rate (warms JIT, connections and caches). */
  warmupMs?: number;
  timeoutMs?: number;
  maxInFlight?: number;
  /** Whether an answer counts as a success; default HTTP 2xx. */
  accept?: (status: number, body: string) => boolean;
}

export interface LoadResult {
  /** Requests scheduled in the measured window. */
  scheduled: number;
  ok: number;
  /** Answered but not accepted, failed or timed out. */
  errors: number;
  /** Not sent because `maxInFlight` were outstanding. */
  dropped: number;
  /** Latencies (ms) of the accepted answers, from scheduled start to the last byte. */
  latenciesMs: number[];
  p50Ms: number | undefined;
  p99Ms: number | undefined;
  maxMs: number | undefined;
  /** Accepted answers per second over the measured window (first scheduled start to last answer). */
  requestsPerSecond: number;
  /** The first few distinct error descriptions. */
  errorSamples: string[];
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

interface Outcome {
  ok: boolean;
  latencyMs: number;
  error?: string;
}

export async function runOpenLoopLoad(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url);
  if (url.protocol !== 'http:' || !LOOPBACK.has(url.hostname))
    throw new Error(`load: only loopback http:// targets are allowed, not ${options.url}`);
  if (!(options.rate > 0) || !(options.durationMs > 0))
    throw new Error('load: rate and duration must be > 0');
  const maxInFlight = options.maxInFlight ?? 256;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const accept = options.accept ?? ((status: number) => status >= 200 && status < 300);
  const agent = new http.Agent({ keepAlive: true, maxSockets: maxInFlight });
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  const headers: Record<string, string | number> = { ...options.headers };
  if (body) headers['content-length'] = body.length;

  let inFlight = 0;

  const send = (scheduledAt: number): Promise<Outcome> =>
    new Promise((resolve) => {
      inFlight += 1;
      let settled = false;
      const finish = (outcome: Outcome) => {
        if (settled) return;
        settled = true;
        inFlight -= 1;
        resolve(outcome);
      };
      const request = http.request(
        url,
        { method: options.method ?? 'POST', headers, agent, timeout: timeoutMs },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error) =>
            finish({ ok: false, latencyMs: performance.now() - scheduledAt, error: error.message }),
          );
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const status = response.statusCode ?? 0;
            const latencyMs = performance.now() - scheduledAt;
            if (accept(status, text)) finish({ ok: true, latencyMs });
            else finish({ ok: false, latencyMs, error: `HTTP ${status} ${text.slice(0, 120)}` });
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error(`timed out after ${timeoutMs} ms`)));
      request.on('error', (error) =>
        finish({ ok: false, latencyMs: performance.now() - scheduledAt, error: error.message }),
      );
      request.end(body);
    });

  /** Fires `count` requests on schedule from now; resolves with every outcome once all have settled. */
  const phase = async (durationMs: number) => {
    const count = Math.max(1, Math.round((options.rate * durationMs) / 1000));
    const interval = 1000 / options.rate;
    const start = performance.now();
    const pending: Promise<Outcome>[] = [];
    let dropped = 0;
    let next = 0;
    while (next < count) {
      const now = performance.now();
      while (next < count && start + next * interval <= now) {
        const scheduledAt = start + next * interval;
        next += 1;
        if (inFlight >= maxInFlight) dropped += 1;
        else pending.push(send(scheduledAt));
      }
      if (next < count) await sleep(Math.max(0, start + next * interval - performance.now()));
    }
    const outcomes = await Promise.all(pending);
    return { count, dropped, outcomes, start, end: performance.now() };
  };

  try {
    if (options.warmupMs !== undefined && options.warmupMs > 0) await phase(options.warmupMs);
    const measured = await phase(options.durationMs);
    const latenciesMs = measured.outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.latencyMs);
    const errorSamples = [
      ...new Set(
        measured.outcomes.flatMap((outcome) => (outcome.error === undefined ? [] : [outcome.error])),
      ),
    ].slice(0, 3);
    // `end` is taken once every request has settled: the last answer.
    const windowMs = measured.end - measured.start;
    return {
      scheduled: measured.count,
      ok: latenciesMs.length,
      errors: measured.outcomes.length - latenciesMs.length,
      dropped: measured.dropped,
      latenciesMs,
      p50Ms: percentile(latenciesMs, 50),
      p99Ms: percentile(latenciesMs, 99),
      maxMs: latenciesMs.length === 0 ? undefined : Math.max(...latenciesMs),
      requestsPerSecond: windowMs > 0 ? (latenciesMs.length * 1000) / windowMs : 0,
      errorSamples,
    };
  } finally {
    agent.destroy();
  }
}
