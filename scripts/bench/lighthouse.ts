/**
 * Lighthouse (Node API) against the locally served app: mobile form factor with Lighthouse's default
 * (simulated) throttling, a fresh headless Chromium per run (chrome-launcher, Debian's
 * /usr/bin/chromium). Protected pages are measured logged in: before the run the demo member's
 * session (`token`, `sessionAccount`, JSON strings as lib/state/token.ts keeps them) is written into
 * the new profile's localStorage over the DevTools protocol. Lighthouse's storage reset clears the
 * service worker, Cache Storage and the HTTP cache before loading but keeps localStorage, so each run
 * is a cold load of a logged-in member.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export interface LighthouseSample {
  /** 0–100. */
  performance: number | undefined;
  accessibility: number | undefined;
  bestPractices: number | undefined;
  fcpMs: number | undefined;
  lcpMs: number | undefined;
  tbtMs: number | undefined;
  cls: number | undefined;
  /** Lighthouse's measure of the host's CPU speed for this run (higher is faster; see docs/performance.md). */
  benchmarkIndex: number | undefined;
  /** The URL the page ended on (a protected page without a session lands on `/`). */
  finalUrl: string;
  /** Lighthouse's runtime error or run warnings, and audits that failed below a full score. */
  warnings: string[];
  failedAudits: string[];
}

export interface Session {
  token: string;
  /** Lower-case wallet address the session was opened with. */
  account: string;
}

export interface LighthouseRunOptions {
  url: string;
  chromePath: string;
  /** Seed this session into localStorage of the page's origin before the run. */
  session?: Session;
}

function score(result: Result, id: string): number | undefined {
  const value = result.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : undefined;
}

function numeric(result: Result, id: string): number | undefined {
  const value = result.audits[id]?.numericValue;
  return typeof value === 'number' ? value : undefined;
}

/** Audits of the accessibility and best-practices categories that did not pass (for the notes). */
function failedAudits(result: Result): string[] {
  const failed: string[] = [];
  for (const id of ['accessibility', 'best-practices']) {
    for (const ref of result.categories[id]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (ref.weight > 0 && audit && typeof audit.score === 'number' && audit.score < 1)
        failed.push(ref.id === 'errors-in-console' ? `errors-in-console (${consoleErrors(audit)})` : ref.id);
    }
  }
  return failed;
}

/** The first console errors an `errors-in-console` audit lists, shortened. */
function consoleErrors(audit: Result['audits'][string]): string {
  const details: unknown = audit.details;
  const items =
    typeof details === 'object' && details !== null && 'items' in details && Array.isArray(details.items)
      ? (details.items as unknown[])
      : [];
  const descriptions = items.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const description =
      'description' in item && typeof item.description === 'string'
        ? item.description.replace(/\s+/g, ' ')
        : '';
    const location = 'sourceLocation' in item ? item.sourceLocation : undefined;
    const url =
      typeof location === 'object' &&
      location !== null &&
      'url' in location &&
      typeof location.url === 'string'
        ? location.url
        : '';
    const shortUrl = url.replace(/^http:\/\/127\.0\.0\.1:\d+/, '');
    return description || url ? [`${description.slice(0, 160)}${url ? ` at ${shortUrl}` : ''}`] : [];
  });
  return [...new Set(descriptions)].slice(0, 2).join(' / ') || 'no details';
}

interface DevToolsTarget {
  id: string;
  type: string;
  url: string;
  webSocketDebuggerUrl?: string;
}

function isTargetList(value: unknown): value is DevToolsTarget[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        'id' in item &&
        typeof item.id === 'string' &&
        'url' in item &&
        typeof item.url === 'string',
    )
  );
}

/** One CDP command on a page target over the protocol's WebSocket (Node 22's global WebSocket). */
async function cdpCommand(
  webSocketUrl: string,
  method: string,
  params: Record<string, unknown>,
): Promise<unknown> {
  const socket = new WebSocket(webSocketUrl);
  try {
    return await new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`CDP ${method}: no answer in 10 s`)), 10_000);
      socket.addEventListener('error', () => reject(new Error(`CDP ${method}: WebSocket error`)));
      socket.addEventListener('open', () => socket.send(JSON.stringify({ id: 1, method, params })));
      socket.addEventListener('message', (event: MessageEvent) => {
        const message: unknown = JSON.parse(String(event.data));
        if (typeof message !== 'object' || message === null || !('id' in message) || message.id !== 1) return;
        clearTimeout(timer);
        if ('error' in message) reject(new Error(`CDP ${method}: ${JSON.stringify(message.error)}`));
        else resolve('result' in message ? message.result : undefined);
      });
    });
  } finally {
    socket.close();
  }
}

/**
 * Writes `session` into localStorage of `origin` in the browser behind `port`. Chrome was started on
 * a small static file of that origin (`startingUrl`), so a page of the origin is there to write from.
 */
async function seedSession(port: number, origin: string, session: Session): Promise<void> {
  const expression = `(() => {
    localStorage.setItem('token', ${JSON.stringify(JSON.stringify(session.token))});
    localStorage.setItem('sessionAccount', ${JSON.stringify(JSON.stringify(session.account))});
    return location.origin;
  })()`;
  const deadline = Date.now() + 15_000;
  let last = 'no page of the origin yet';
  while (Date.now() < deadline) {
    const list: unknown = await fetch(`http://127.0.0.1:${port}/json/list`).then((response) =>
      response.json(),
    );
    const page = isTargetList(list)
      ? list.find((target) => target.type === 'page' && target.url.startsWith(origin))
      : undefined;
    if (page?.webSocketDebuggerUrl) {
      try {
        const result = await cdpCommand(page.webSocketDebuggerUrl, 'Runtime.evaluate', {
          expression,
          returnByValue: true,
        });
        const value =
          typeof result === 'object' && result !== null && 'result' in result
            ? (result.result as { value?: unknown }).value
            : undefined;
        if (value === origin) {
          await cdpCommand(page.webSocketDebuggerUrl, 'Page.navigate', { url: 'about:blank' });
          return;
        }
        last = `page reports origin ${String(value)}`;
      } catch (error) {
        last = error instanceof Error ? error.message : String(error);
      }
    }
    await sleep(100);
  }
  throw new Error(`could not seed the session into ${origin}: ${last}`);
}

/** One Lighthouse run in a fresh Chromium. */
export async function runLighthouse(options: LighthouseRunOptions): Promise<LighthouseSample> {
  const origin = new URL(options.url).origin;
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath,
    chromeFlags: CHROMIUM_FLAGS,
    // A tiny static file of the app's origin: somewhere to write localStorage from without running the app.
    startingUrl: options.session ? `${origin}/icon.svg` : 'about:blank',
    logLevel: 'silent',
    handleSIGINT: true,
  });
  try {
    if (options.session) await seedSession(chrome.port, origin, options.session);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Diagnostics: e.g. `disabled-by-default-v8.cpu_profiler` puts JavaScript samples in the saved trace.
      ...(process.env.BENCH_TRACE_CATEGORIES
        ? { additionalTraceCategories: process.env.BENCH_TRACE_CATEGORIES }
        : {}),
    };
    const runner = await lighthouse(options.url, flags);
    const result = runner?.lhr;
    if (!result) throw new Error('Lighthouse returned no result');
    // Diagnostics: the whole report (main-thread breakdown, long tasks, LCP element) and its trace when asked for.
    const reportDir = process.env.BENCH_LHR_DIR;
    if (reportDir) {
      const name = `${new URL(options.url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      await mkdir(reportDir, { recursive: true });
      await writeFile(path.join(reportDir, name), JSON.stringify(result));
      const trace: unknown = runner.artifacts.Trace;
      if (trace)
        await writeFile(path.join(reportDir, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
    }
    const warnings = [...result.runWarnings];
    if (result.runtimeError) warnings.unshift(`${result.runtimeError.code}: ${result.runtimeError.message}`);
    return {
      performance: score(result, 'performance'),
      accessibility: score(result, 'accessibility'),
      bestPractices: score(result, 'best-practices'),
      fcpMs: numeric(result, 'first-contentful-paint'),
      lcpMs: numeric(result, 'largest-contentful-paint'),
      tbtMs: numeric(result, 'total-blocking-time'),
      cls: numeric(result, 'cumulative-layout-shift'),
      benchmarkIndex: result.environment.benchmarkIndex,
      finalUrl: result.finalDisplayedUrl,
      warnings,
      failedAudits: failedAudits(result),
    };
  } finally {
    await Promise.resolve(chrome.kill());
  }
}
