/**
 * Not a test: `ENGINE_SCREENS=1 npm run test:engines` pictures Home, Stake's review sheet, Withdraw
 * and Community in each engine in Traditional Chinese and Vietnamese, for a person to look at:
 * screens/engines/<engine>/<locale>-<screen>.png. One tab per picture.
 */
import path from 'node:path';
import { DEMO_MEMBER } from '../fixtures/accounts';
import { REPO_ROOT } from '../support/stack';
import type { EnginePage } from './driver/engine-page';
import { test } from './engine-test';
import { openLoggedIn } from './member-steps';

const LANGUAGES = [
  { lang: 'zh-Hant', name: '繁體中文' },
  { lang: 'vi', name: 'Tiếng Việt' },
] as const;

const SCREENS: { name: string; show: (page: EnginePage) => Promise<void> }[] = [
  {
    name: 'home',
    show: async (page) => {
      await page.goto('/pages/home/index');
      await page.visible({ testId: 'home-balance' });
    },
  },
  {
    name: 'stake-review',
    show: async (page) => {
      await page.goto('/pages/pledge/index');
      await page.fill({ css: 'main input' }, 'hr-1003');
      await page.click({ css: 'main form button[type="submit"]' });
      await page.visible({ testId: 'device-card' });
      await page.click({ testId: 'stake-button' });
      await page.visible({ testId: 'review-sheet' });
    },
  },
  {
    name: 'withdraw',
    show: async (page) => {
      await page.goto('/pages/withdrawal/cash');
      await page.visible({ testId: 'cash-balance' });
    },
  },
  {
    name: 'community',
    show: async (page) => {
      await page.goto('/pages/team/index');
      await page.visible({ testId: 'team-figures' });
    },
  },
];

for (const language of LANGUAGES) {
  for (const screen of SCREENS) {
    test(`${screen.name} in ${language.lang} at 375 px`, async ({ phone: page, api, engine }) => {
      const token = await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password);
      await openLoggedIn(page, token, '/pages/user/set');
      await page.click({ text: language.name, within: { role: 'group' } });
      await page.waitUntil('the language', (lang: string) => document.documentElement.lang === lang, [
        language.lang,
      ]);
      await screen.show(page);
      await new Promise((resolve) => setTimeout(resolve, 600));
      await page.screenshot(
        path.join(REPO_ROOT, 'screens', 'engines', engine, `${language.lang}-${screen.name}.png`),
      );
    });
  }
}
