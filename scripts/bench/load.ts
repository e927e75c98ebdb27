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
  label: string;
  /** When it was due, from the start of its window. */
  dueMs: number;
  /** The server's `Server-Timing: db;dur=…`, when it sends one. */
  dbMs?: number;
  error?: string;
}

/** One request of a mix: what to send and under which label to count it. */
export interface PlannedRequest {
  label: string;
  url: string;
  method?: 'POST' | 'GET';
  headers?: Readonly<Record<string, string>>;
  body?: string;
  /** Whether an answer counts as a success; default HTTP 2xx. */
  accept?: (status: number, body: string) => boolean;
}

export interface ScheduleOptions {
  /** Requests per second, all labels together. */
  rate: number;
  durationMs: number;
  warmupMs?: number;
  timeoutMs?: number;
  maxInFlight?: number;
}

const LOOPBACK_ONLY = (url: URL) => {
  if (url.protocol !== 'http:' || !LOOPBACK.has(url.hostname))
    throw new Error(`load: only loopback http:// targets are allowed, not ${url.href}`);
};

export function dbTimeOf(header: string | string[] | null | undefined): number | undefined {
  const match = typeof header === 'string' ? /(?:^|,)\s*db;dur=([\d.]+)/.exec(header) : null;
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

interface Measured {
  count: number;
  dropped: number;
  outcomes: Outcome[];
  windowMs: number;
}

/**
 * The open-loop core: `next()` is asked for each request as its scheduled start comes; returns the
 * measured window's outcomes (after the warm-up, which is sent the same way and not recorded).
 */
async function runSchedule(options: ScheduleOptions, next: () => PlannedRequest): Promise<Measured> {
  if (!(options.rate > 0) || !(options.durationMs > 0))
    throw new Error('load: rate and duration must be > 0');
  const maxInFlight = options.maxInFlight ?? 256;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: maxInFlight });
  let inFlight = 0;

  const send = (planned: PlannedRequest, scheduledAt: number, dueMs: number): Promise<Outcome> =>
    new Promise((resolve) => {
      const url = new URL(planned.url);
      LOOPBACK_ONLY(url);
      const accept = planned.accept ?? ((status: number) => status >= 200 && status < 300);
      const body = planned.body === undefined ? undefined : Buffer.from(planned.body);
      const headers: Record<string, string | number> = { ...planned.headers };
      if (body) headers['content-length'] = body.length;
      const label = planned.label;
      const due = { label, dueMs };
      inFlight += 1;
      let settled = false;
      const finish = (outcome: Outcome) => {
        if (settled) return;
        settled = true;
        inFlight -= 1;
        resolve(outcome);
      };
      const failed = (error: Error) =>
        finish({ ok: false, ...due, latencyMs: performance.now() - scheduledAt, error: error.message });
      const request = http.request(
        url,
        { method: planned.method ?? 'POST', headers, agent, timeout: timeoutMs },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', failed);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const status = response.statusCode ?? 0;
            const latencyMs = performance.now() - scheduledAt;
            const dbMs = dbTimeOf(response.headers['server-timing']);
            const timing = dbMs === undefined ? {} : { dbMs };
            if (accept(status, text)) finish({ ok: true, ...due, latencyMs, ...timing });
            else
              finish({
                ok: false,
                ...due,
                latencyMs,
                ...timing,
                error: `HTTP ${status} ${text.slice(0, 120)}`,
              });
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error(`timed out after ${timeoutMs} ms`)));
      request.on('error', failed);
      request.end(body);
    });

  /** Fires `count` requests on schedule from now; resolves with every outcome once all have settled. */
  const phase = async (durationMs: number): Promise<Measured> => {
    const count = Math.max(1, Math.round((options.rate * durationMs) / 1000));
    const interval = 1000 / options.rate;
    const start = performance.now();
    const pending: Promise<Outcome>[] = [];
    let dropped = 0;
    let sent = 0;
    while (sent < count) {
      const now = performance.now();
      while (sent < count && start + sent * interval <= now) {
        const scheduledAt = start + sent * interval;
        sent += 1;
        const planned = next();
        if (inFlight >= maxInFlight) dropped += 1;
        else pending.push(send(planned, scheduledAt, scheduledAt - start));
      }
      if (sent < count) await sleep(Math.max(0, start + sent * interval - performance.now()));
    }
    const outcomes = await Promise.all(pending);
    // Taken once every request has settled: the last answer.
    return { count, dropped, outcomes, windowMs: performance.now() - start };
  };

  try {
    if (options.warmupMs !== undefined && options.warmupMs > 0) await phase(options.warmupMs);
    return await phase(options.durationMs);
  } finally {
    agent.destroy();
  }
}

function summarize(measured: Measured, outcomes: readonly Outcome[], scheduled: number): LoadResult {
  const latenciesMs = outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.latencyMs);
  const errorSamples = [
    ...new Set(outcomes.flatMap((outcome) => (outcome.error === undefined ? [] : [outcome.error]))),
  ].slice(0, 3);
  return {
    scheduled,
    ok: latenciesMs.length,
    errors: outcomes.length - latenciesMs.length,
    dropped: measured.dropped,
    latenciesMs,
    p50Ms: percentile(latenciesMs, 50),
    p99Ms: percentile(latenciesMs, 99),
    maxMs: latenciesMs.length === 0 ? undefined : Math.max(...latenciesMs),
    requestsPerSecond: measured.windowMs > 0 ? (latenciesMs.length * 1000) / measured.windowMs : 0,
    errorSamples,
  };
}

export async function runOpenLoopLoad(options: LoadOptions): Promise<LoadResult> {
  const { url, method, headers, body, accept, ...schedule } = options;
  LOOPBACK_ONLY(new URL(url));
  const planned: PlannedRequest = {
    label: url,
    url,
    ...(method === undefined ? {} : { method }),
    ...(headers === undefined ? {} : { headers }),
    ...(body === undefined ? {} : { body }),
    ...(accept === undefined ? {} : { accept }),
  };
  const measured = await runSchedule(schedule, () => planned);
  return summarize(measured, measured.outcomes, measured.count);
}

export interface MixedResult extends LoadResult {
  /** Database time per accepted request (ms), from the server's `Server-Timing`. */
  dbMs: number[];
  /** Latencies of the accepted answers due in the window's first `EARLY_WINDOW_MS`. */
  earlyLatenciesMs: number[];
  /** When each accepted answer was due, from the window's start (the order of `latenciesMs`). */
  dueMs: number[];
}

/** The first seconds of a burst, reported apart: those a quiet spell's cold start would slow. */
export const EARLY_WINDOW_MS = 5_000;

/**
 * A mix at one fixed rate: `next()` picks each request (endpoint, member, page) as it is due; the
 * results are per label. The dropped count is the whole run's (a full pipe drops whatever is next).
 */
export async function runMixedLoad(
  options: ScheduleOptions,
  next: () => PlannedRequest,
): Promise<Map<string, MixedResult>> {
  const measured = await runSchedule(options, next);
  const byLabel = new Map<string, Outcome[]>();
  for (const outcome of measured.outcomes) {
    const list = byLabel.get(outcome.label) ?? [];
    list.push(outcome);
    byLabel.set(outcome.label, list);
  }
  const results = new Map<string, MixedResult>();
  for (const [label, outcomes] of byLabel) {
    const summary = summarize(measured, outcomes, outcomes.length);
    const dbMs = outcomes.flatMap((outcome) =>
      outcome.ok && outcome.dbMs !== undefined ? [outcome.dbMs] : [],
    );
    const earlyLatenciesMs = outcomes.flatMap((outcome) =>
      outcome.ok && outcome.dueMs < EARLY_WINDOW_MS ? [outcome.latencyMs] : [],
    );
    const dueMs = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.dueMs] : []));
    results.set(label, { ...summary, dbMs, earlyLatenciesMs, dueMs });
  }
  return results;
}
