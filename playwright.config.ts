import { defineConfig } from '@playwright/test';

const CI = Boolean(process.env.CI);

/**
 * End-to-end suite: a phone-sized Chromium against the real server (static export + API) and anvil,
 * both started by e2e/global-setup.ts. One worker: the stack is shared and reset before every test.
 * Needs `out/` (run `npm run build` first; `npm test` does).
 */
export default defineConfig({
  testDir: 'e2e',
  // WebKit and Firefox run their own suite (playwright.engines.config.ts).
  testIgnore: 'engines/**',
  outputDir: 'test-results',
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    // baseURL comes from the stack (see e2e/fixtures/test.ts).
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // The PWA's service worker only slows tests down; a test of the update flow opts in with
    // test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'phone',
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        screen: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
        locale: 'en-US',
        launchOptions: {
          executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
