/**
 * The cross-engine suite's fixtures: the same stack as the Chromium suite, but with the local test
 * wallet in every page (DEMO_WALLET=1, as `npm start` serves it), since WebDriver classic cannot put
 * a mock wallet into a page before its scripts run. The project (webkit or firefox) says which
 * engine opens `page`: a phone-sized tab, fresh per test (empty storage, no service worker).
 *
 *   import { test, expect } from './engine-test';
 *   test('…', async ({ phone: page }) => { await page.goto('/'); … });
 */
import { expect } from '@playwright/test';
import { stackTest } from '../fixtures/stack-test';
import { EnginePage, Unsupported, type EngineName } from './driver/engine-page';
import { openFirefox } from './driver/firefox-driver';
import { WebKitDriverServer } from './driver/webkit-driver';

export const PHONE = { width: 375, height: 812 } as const;

export interface EngineFixtures {
  engine: EngineName;
  /**
   * Opens another tab of this engine (own storage) at `viewport`, on the stack's origin or on
   * `origin` (a proxy in front of it); closed after the test.
   */
  openPage: (options?: {
    viewport?: { width: number; height: number };
    origin?: string;
  }) => Promise<EnginePage>;
  /** A phone-sized tab of this engine on the stack's origin (not Playwright's `page`: no Chromium here). */
  phone: EnginePage;
}

export interface EngineWorkerFixtures {
  webkitServer: WebKitDriverServer | null;
}

export const test = stackTest.extend<EngineFixtures, EngineWorkerFixtures>({
  webkitServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
    async ({}, provide, workerInfo) => {
      if (workerInfo.project.name !== 'webkit') {
        await provide(null);
        return;
      }
      const server = await WebKitDriverServer.start();
      await provide(server);
      server.stop();
    },
    { scope: 'worker' },
  ],

  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
  engine: async ({}, provide, testInfo) => {
    const name = testInfo.project.name;
    if (name !== 'webkit' && name !== 'firefox') throw new Error(`unknown engine project ${name}`);
    await provide(name);
  },

  openPage: async ({ engine, stack, webkitServer }, provide, testInfo) => {
    const opened: EnginePage[] = [];
    await provide(async ({ viewport = PHONE, origin = stack.baseURL } = {}) => {
      const driver =
        engine === 'webkit'
          ? await (webkitServer as WebKitDriverServer).open(viewport)
          : await openFirefox(viewport);
      const page = new EnginePage(driver, origin);
      opened.push(page);
      return page;
    });
    for (const [index, page] of opened.entries()) {
      // WebKitWebDriver can hang on a screenshot while a modal <dialog> is open: bounded.
      if (testInfo.status !== testInfo.expectedStatus)
        await Promise.race([
          page.screenshot(testInfo.outputPath(`failure-${index}.png`)).catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, 10_000)),
        ]);
      await Promise.race([page.driver.close(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
  },

  phone: async ({ openPage }, provide) => {
    await provide(await openPage());
  },
});

/**
 * Runs a step this engine's driver may not be able to perform; if it cannot, the test is skipped
 * with the step's name and the reason (listed by the reporter), never passed in silence.
 */
export async function orSkip<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof Unsupported) {
      // The list reporter shows a skip without its reason: say it in the run's output too.
      console.log(`  cannot in ${error.engine}: ${error.step}`);
      test.skip(true, `cannot in ${error.engine}: ${error.step}`);
    }
    throw error;
  }
}

export { expect };
