import { defineConfig } from '@playwright/test';

const CI = Boolean(process.env.CI);
// The WebDriver client's own progress lines ("Connecting to existing driver") only crowd the report.
process.env.WDIO_LOG_LEVEL ??= 'error';

/**
 * The cross-engine suite (e2e/engines): the member's journeys in WebKit (WebKitGTK through
 * WebKitWebDriver, as every iPhone browser and iOS wallet renders) and Firefox ESR (WebDriver BiDi),
 * against the real stack with the local test wallet in every page. Playwright is only the runner
 * here: its own WebKit and Firefox builds cannot be downloaded, so the fixtures drive Debian's.
 * One engine alone: `npm run test:engines -- --project webkit` (or firefox). Needs `out/`.
 */
export default defineConfig({
  testDir: 'e2e/engines',
  // ENGINE_SCREENS=1: only the pictures for a person to look at (e2e/engines/engine-screens.ts).
  testMatch: process.env.ENGINE_SCREENS ? 'engine-screens.ts' : '*.spec.ts',
  outputDir: 'test-results/engines',
  globalSetup: './e2e/engines/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 60_000,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/engines' }]],
  projects: [{ name: 'webkit' }, { name: 'firefox' }],
});
