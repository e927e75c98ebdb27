/**
 * The phone the interaction benchmarks run on: a headless Chromium, a 375 px Android context with
 * the e2e suite's mock wallet (optionally logged in as the demo member), and the DevTools settings
 * that slow it down like a mid-range phone.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { MockWallet } from '../../e2e/fixtures/mock-wallet';
import type { Session } from './lighthouse';

/** Chrome DevTools' "slow 4G" figures and Lighthouse's mobile CPU slowdown. */
export const PHONE_PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

/** A mid-range Android phone's Chrome, as the contexts present themselves. */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

export function launchBenchChromium(chromePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
}

/**
 * A phone context with the mock wallet on the demo member's account: authorised and logged in when
 * `loggedIn`, otherwise a wallet that answers only when asked and no session.
 *
 * The bench runs under tsx, which wraps named functions in a `__name` helper; the wallet's page
 * script is such a function, serialised into the page, where the helper does not exist. A no-op
 * `__name` lets it run as Playwright's own loader would have compiled it.
 */
export async function openPhoneContext(
  browser: Browser,
  options: { rpcUrl: string; session: Session; loggedIn: boolean; firstVisit?: boolean },
): Promise<BrowserContext> {
  const { rpcUrl, session, loggedIn } = options;
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_USER_AGENT,
    ...(options.firstVisit ? { serviceWorkers: 'block' as const } : {}),
  });
  await context.addInitScript({ content: 'globalThis.__name = function (target) { return target; };' });
  await new MockWallet(rpcUrl, { account: session.account as `0x${string}`, authorized: loggedIn }).attach(
    context,
  );
  if (loggedIn)
    await context.addInitScript(
      ([token, account]) => {
        localStorage.setItem('token', JSON.stringify(token));
        localStorage.setItem('sessionAccount', JSON.stringify(account));
      },
      [session.token, session.account] as const,
    );
  return context;
}

/** Slows the page's CPU, and with `network` its connection, to {@link PHONE_PROFILE}. */
export async function slowDown(page: Page, { network }: { network: boolean }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  if (!network) return;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
  });
}
