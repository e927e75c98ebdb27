import { defineConfig } from '@playwright/test';
import e2e from './playwright.config';

/**
 * `npm run screens`: the contact sheet (e2e/screens/*.screens.ts) on the e2e stack and fixtures
 * (same global setup, phone project and Chromium). Pictures go to `screens/` (git-ignored); Playwright's
 * own output to test-results/screens. Plain `playwright test` never picks these files up: its
 * default test match is `*.spec.ts` / `*.test.ts`.
 */
export default defineConfig({
  ...e2e,
  testDir: 'e2e/screens',
  testMatch: '*.screens.ts',
  outputDir: 'test-results/screens',
  retries: 0,
  reporter: [['list']],
});
