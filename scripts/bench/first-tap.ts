/**
 * First tap: what happens to a tap made while a screen is still loading, on a phone profile (4×
 * CPU slowdown, slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), on a first visit (no
 * cache, no service worker). For each control, a fresh browser context loads the screen, waits until
 * the control is visible, waits 0 / 300 / 600 / 1000 / 2000 ms more, and taps where the control is.
 *
 * Recorded in the page, on the page's clock: the tap (a capture listener on window, before anything
 * of the app), the first visible answer to it (the control marked as getting ready, or the result
 * itself), the result, and the moment the app had loaded (`<html>` lost its booting mark).
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { BOOTING_ATTRIBUTE, TAP_PENDING_ATTRIBUTE } from '../../lib/boot/pre-hydration-guard';
import type { Session } from './lighthouse';
import { launchBenchChromium, openPhoneContext, slowDown } from './phone-context';
import { median } from './stats';
import { renderTable, type Align } from './table';

export const TAP_DELAYS_MS = [0, 300, 600, 1000, 2000] as const;

/** A tap that has had no result after this long is counted as lost. */
const RESULT_TIMEOUT_MS = 15_000;

export interface TapScenario {
  id: string;
  label: string;
  route: string;
  /** Logged in as the demo member; otherwise no session. */
  loggedIn: boolean;
  control: (page: Page) => Locator;
  /** CSS selector of the result the person waits for. */
  result: string;
}

export const TAP_SCENARIOS: readonly TapScenario[] = [
  {
    id: 'home-more',
    label: 'Home · More',
    route: '/pages/home/index',
    loggedIn: true,
    control: (page) =>
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More', exact: true }),
    result: 'nav[aria-label="More features"]',
  },
  {
    id: 'stake-search',
    label: 'Stake · Search (empty ID)',
    route: '/pages/pledge/index',
    loggedIn: true,
    control: (page) => page.getByRole('button', { name: 'Search', exact: true }),
    result: 'form [role="alert"]',
  },
  {
    id: 'login-connect',
    label: 'Login · Connect wallet',
    route: '/',
    loggedIn: false,
    control: (page) => page.getByRole('button', { name: 'Connect wallet', exact: true }),
    result: '[data-testid="wallet-address"]',
  },
];

export interface TapSample {
  scenario: string;
  delayMs: number;
  acted: boolean;
  /** The tap came before the app had loaded. */
  early: boolean;
  /** Tap → the first visible answer (getting ready, or the result). */
  feedbackMs: number | undefined;
  /** Tap → the result. */
  resultMs: number | undefined;
  /** For an early tap: the app loaded → the result. */
  afterReadyMs: number | undefined;
  error: string | undefined;
}

interface PageTimes {
  tap: number | null;
  pending: number | null;
  result: number | null;
  ready: number | null;
}

/**
 * Runs in the page before its own scripts: records the four moments on `performance.now()`. A source
 * string, not a function: the TypeScript loader wraps named functions in a helper the page lacks.
 */
function recordTimesScript(resultSelector: string): string {
  return `(() => {
  const times = { tap: null, pending: null, result: null, ready: null };
  window.__tapTimes = times;
  addEventListener('click', () => { if (times.tap === null) times.tap = performance.now(); }, { capture: true });
  let sawBooting = false;
  const visible = (element) => element !== null && element.getClientRects().length > 0;
  new MutationObserver(() => {
    const root = document.documentElement;
    if (times.tap !== null && times.pending === null && document.querySelector('body [${TAP_PENDING_ATTRIBUTE}]'))
      times.pending = performance.now();
    if (times.result === null && times.tap !== null && visible(document.querySelector(${JSON.stringify(resultSelector)})))
      times.result = performance.now();
    // Loaded: the booting mark, set by the page's first script, is gone again.
    if (root.hasAttribute('${BOOTING_ATTRIBUTE}')) sawBooting = true;
    else if (sawBooting && times.ready === null) times.ready = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();`;
}

async function tapOnce(
  browser: Browser,
  baseURL: string,
  rpcUrl: string,
  session: Session,
  scenario: TapScenario,
  delayMs: number,
): Promise<TapSample> {
  const context = await openPhoneContext(browser, {
    rpcUrl,
    session,
    loggedIn: scenario.loggedIn,
    firstVisit: true,
  });
  try {
    await context.addInitScript({ content: recordTimesScript(scenario.result) });
    const page = await context.newPage();
    await slowDown(page, { network: true });
    await page.goto(`${baseURL}${scenario.route}`, { waitUntil: 'commit' });
    const control = scenario.control(page);
    await control.waitFor({ state: 'visible', timeout: 60_000 });
    if (delayMs > 0) await page.waitForTimeout(delayMs);
    // Where the control is now, as a finger would find it.
    const box = await control.boundingBox();
    if (!box) throw new Error('the control left the screen');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const deadline = Date.now() + RESULT_TIMEOUT_MS;
    let times = await readTimes(page);
    while (times.result === null && Date.now() < deadline) {
      await page.waitForTimeout(100);
      times = await readTimes(page);
    }
    const tap = times.tap;
    const early = tap !== null && (times.ready === null || tap < times.ready);
    const firstAnswer = [times.pending, times.result].filter((value): value is number => value !== null);
    return {
      scenario: scenario.id,
      delayMs,
      acted: tap !== null && times.result !== null,
      early,
      feedbackMs: tap !== null && firstAnswer.length > 0 ? Math.min(...firstAnswer) - tap : undefined,
      resultMs: tap !== null && times.result !== null ? times.result - tap : undefined,
      afterReadyMs:
        early && times.result !== null && times.ready !== null ? times.result - times.ready : undefined,
      error: tap === null ? 'the tap never reached the page' : undefined,
    };
  } catch (error) {
    return {
      scenario: scenario.id,
      delayMs,
      acted: false,
      early: false,
      feedbackMs: undefined,
      resultMs: undefined,
      afterReadyMs: undefined,
      error: error instanceof Error ? error.message.split('\n')[0] : String(error),
    };
  } finally {
    await context.close();
  }
}

async function readTimes(page: Page): Promise<PageTimes> {
  return page.evaluate(() => (window as unknown as { __tapTimes: PageTimes }).__tapTimes);
}

/** Every scenario × delay, `runs` times, interleaved so a busy spell spreads over all of them. */
export async function measureFirstTaps(options: {
  baseURL: string;
  rpcUrl: string;
  session: Session;
  chromePath: string;
  runs: number;
  progress: (message: string) => void;
}): Promise<TapSample[]> {
  const browser = await launchBenchChromium(options.chromePath);
  const samples: TapSample[] = [];
  try {
    for (let run = 1; run <= options.runs; run++)
      for (const scenario of TAP_SCENARIOS)
        for (const delayMs of TAP_DELAYS_MS) {
          const sample = await tapOnce(
            browser,
            options.baseURL,
            options.rpcUrl,
            options.session,
            scenario,
            delayMs,
          );
          samples.push(sample);
          options.progress(
            `first tap ${run}/${options.runs} ${scenario.id} +${delayMs} ms: ` +
              (sample.acted
                ? `acted, result after ${Math.round(sample.resultMs ?? 0)} ms${sample.early ? ` (early; ${Math.round(sample.afterReadyMs ?? 0)} ms after the app loaded)` : ''}`
                : `LOST${sample.error ? ` (${sample.error})` : ''}`),
          );
        }
  } finally {
    await browser.close();
  }
  return samples;
}

const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} ms`);

/** Median and worst of the defined values, as "median (worst)". */
function medianAndWorst(values: readonly (number | undefined)[]): string {
  const known = values.filter((value): value is number => value !== undefined);
  if (known.length === 0) return '–';
  const middle = median(known);
  return `${ms(middle)} (${ms(Math.max(...known))})`;
}

/** One row per control and delay: taps acted on / made, and the times, median (worst). */
export function renderFirstTaps(samples: readonly TapSample[]): string {
  const headers = [
    'Control',
    'Tap after shown',
    'Acted / taps',
    'Before app',
    'First answer',
    'Result',
    'Result after app loaded',
  ];
  const rows: string[][] = [];
  for (const scenario of TAP_SCENARIOS)
    for (const delayMs of TAP_DELAYS_MS) {
      const group = samples.filter((sample) => sample.scenario === scenario.id && sample.delayMs === delayMs);
      if (group.length === 0) continue;
      const acted = group.filter((sample) => sample.acted).length;
      rows.push([
        scenario.label,
        `${delayMs} ms`,
        `${acted} / ${group.length}${acted < group.length ? ' ✗' : ''}`,
        String(group.filter((sample) => sample.early).length),
        medianAndWorst(group.map((sample) => sample.feedbackMs)),
        medianAndWorst(group.map((sample) => sample.resultMs)),
        medianAndWorst(group.map((sample) => sample.afterReadyMs)),
      ]);
    }
  return renderTable(
    headers,
    rows,
    headers.map((_, index): Align => (index === 0 ? 'left' : 'right')),
  );
}
