/**
 * Interaction to Next Paint over a scripted journey of the demo member, under 4× CPU slowdown, in one
 * document as a person moves through the app: Home → open More → close it → the Assets tab → the
 * "Withdraw cash" tile → type an amount and the password key by key → Continue opens the review sheet.
 *
 * Each interaction's latency is the Event Timing API's duration (input → the next frame painted) of
 * its slowest event; INP is the worst interaction (fewer than 50 interactions: no outlier is dropped),
 * as web.dev defines it.
 *
 * INP alone can flatter a tap: it ends at the first frame after the handlers, which may show only a
 * pending button while the sheet the person asked for comes frames later. So the journey also times
 * Continue's pointerdown to the first frame with the review sheet open.
 */
import type { Page } from '@playwright/test';
import { BOOTING_ATTRIBUTE } from '../../lib/boot/pre-hydration-guard';
import type { Session } from './lighthouse';
import { launchBenchChromium, openPhoneContext, slowDown } from './phone-context';
import { median } from './stats';

/** web.dev's "good" INP. */
export const INP_GOAL_MS = 200;

export interface JourneySample {
  inpMs: number | undefined;
  /** The interaction that set INP, by the event type and target it was made of. */
  worst: string | undefined;
  interactions: number;
  /** Continue's pointerdown → the first frame painted with the review sheet open. */
  sheetMs: number | undefined;
  error: string | undefined;
}

interface Interaction {
  id: number;
  duration: number;
  name: string;
  target: string;
}

/**
 * Runs in the page before its scripts: keeps every event-timing entry that belongs to an interaction
 * (a source string: the TypeScript loader wraps named functions in a helper the page lacks).
 */
const RECORD_INTERACTIONS = `(() => {
  const seen = [];
  window.__interactions = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const target = entry.target;
      const testId = target ? target.getAttribute('data-testid') : null;
      seen.push({
        id: entry.interactionId,
        duration: entry.duration,
        name: entry.name,
        target: target ? target.tagName.toLowerCase() + (testId ? '[' + testId + ']' : '') : '?',
      });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
})();`;

/**
 * Installed just before Continue is tapped: the time of its pointerdown, and of the frame after the
 * one that first lays out the open review sheet (a task queued from requestAnimationFrame runs
 * after that frame is painted).
 */
const TIME_REVIEW_SHEET = `(() => {
  const times = {};
  window.__reviewSheet = times;
  document.addEventListener('pointerdown', () => { times.down ??= performance.now(); }, { capture: true });
  const opened = () => document.querySelector('dialog[open][data-testid="review-sheet"]');
  const observer = new MutationObserver(() => {
    if (!opened()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { times.painted = performance.now(); };
      channel.port2.postMessage(0);
    });
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
})();`;

async function journey(page: Page): Promise<void> {
  const tabs = page.getByRole('navigation', { name: 'Main' });
  const more = tabs.getByRole('button', { name: 'More', exact: true });
  const panel = page.getByRole('navigation', { name: 'More features' });
  await more.click();
  await panel.waitFor({ state: 'visible' });
  await page.getByRole('button', { name: 'Collapse' }).click();
  await panel.waitFor({ state: 'hidden' });
  await tabs.getByRole('link', { name: 'Assets' }).click();
  await page.waitForURL('**/pages/property/index');
  await page.getByTestId('balance-withdraw').click();
  await page.waitForURL('**/pages/withdrawal/cash');
  const amount = page.getByLabel('Withdrawal Amount');
  await amount.click();
  await amount.pressSequentially('100');
  const password = page.getByLabel(/login password/i);
  await password.click();
  await password.pressSequentially('demo-password');
  await page.evaluate(TIME_REVIEW_SHEET);
  await page.getByTestId('cash-continue').click();
  await page.getByTestId('review-sheet').waitFor({ state: 'visible' });
  // The last interaction's entry arrives after its frame.
  await page.waitForTimeout(500);
}

export async function measureInteractionJourney(options: {
  baseURL: string;
  rpcUrl: string;
  session: Session;
  chromePath: string;
}): Promise<JourneySample> {
  const browser = await launchBenchChromium(options.chromePath);
  try {
    const context = await openPhoneContext(browser, {
      rpcUrl: options.rpcUrl,
      session: options.session,
      loggedIn: true,
    });
    await context.addInitScript({ content: RECORD_INTERACTIONS });
    const page = await context.newPage();
    await slowDown(page, { network: false });
    await page.goto(`${options.baseURL}/pages/home/index`);
    await page.locator(`html:not([${BOOTING_ATTRIBUTE}])`).waitFor({ state: 'attached' });
    await journey(page);
    const entries = await page.evaluate(
      () => (window as unknown as { __interactions: Interaction[] }).__interactions,
    );
    const sheet = await page.evaluate(
      () => (window as unknown as { __reviewSheet: { down?: number; painted?: number } }).__reviewSheet,
    );
    const byInteraction = new Map<number, Interaction>();
    for (const entry of entries) {
      const known = byInteraction.get(entry.id);
      if (!known || entry.duration > known.duration) byInteraction.set(entry.id, entry);
    }
    const worst = [...byInteraction.values()].sort((a, b) => b.duration - a.duration)[0];
    await context.close();
    return {
      inpMs: worst?.duration,
      worst: worst ? `${worst.name} on ${worst.target}` : undefined,
      interactions: byInteraction.size,
      sheetMs:
        sheet.down !== undefined && sheet.painted !== undefined ? sheet.painted - sheet.down : undefined,
      error: undefined,
    };
  } catch (error) {
    return {
      inpMs: undefined,
      worst: undefined,
      interactions: 0,
      sheetMs: undefined,
      error: error instanceof Error ? error.message.split('\n').slice(0, 3).join(' ') : String(error),
    };
  } finally {
    await browser.close();
  }
}

/** INP over the runs: median and worst, with the interaction that was slowest in the worst run. */
export function describeJourneys(samples: readonly JourneySample[]): string[] {
  const measured = samples.filter((sample) => sample.error === undefined);
  const failed = samples.filter((sample) => sample.error !== undefined);
  const lines: string[] = [];
  if (measured.length > 0) {
    // No entry means every interaction took under 16 ms (the Event Timing API's smallest threshold).
    const values = measured.map((sample) => sample.inpMs ?? 16);
    const worstRun = measured.reduce((a, b) => ((a.inpMs ?? 0) >= (b.inpMs ?? 0) ? a : b));
    lines.push(
      `INP of the journey (Home → More → close → Assets → Withdraw → type amount and password → review sheet; ` +
        `4× CPU), ${measured.length} run(s): median ${Math.round(median(values) ?? 0)} ms, worst ` +
        `${Math.round(Math.max(...values))} ms${Math.max(...values) > INP_GOAL_MS ? ' ✗' : ''} (goal ≤ ${INP_GOAL_MS} ms); ` +
        `slowest interaction of the worst run: ${worstRun.worst ?? 'none over 16 ms'}.`,
    );
  }
  const sheets = measured.flatMap((sample) => (sample.sheetMs === undefined ? [] : [sample.sheetMs]));
  if (sheets.length > 0) {
    lines.push(
      `Withdraw's Continue → review sheet painted: median ${Math.round(median(sheets) ?? 0)} ms, worst ` +
        `${Math.round(Math.max(...sheets))} ms over ${sheets.length} run(s).`,
    );
  }
  if (failed.length > 0) lines.push(`INP journey: ${failed.length} run(s) failed: ${failed[0]?.error ?? ''}`);
  return lines;
}
