/**
 * Not a test: `ENGINE_SCREENS=1 npm run test:engines` pictures Home, Stake's review sheet, Withdraw
 * and Community in each engine in Traditional Chinese and Vietnamese, for a person to look at:
 * screens/engines/<engine>/<locale>-<screen>.png.
 */
import path from 'node:path';
import { DEMO_MEMBER } from '../fixtures/accounts';
import { REPO_ROOT } from '../support/stack';
import { test } from './engine-test';
import { openLoggedIn } from './member-steps';

const LANGUAGES = [
  { lang: 'zh-Hant', name: '繁體中文' },
  { lang: 'vi', name: 'Tiếng Việt' },
] as const;

test('screens at 375 px in zh-Hant and vi', async ({ phone: page, api, engine }) => {
  const dir = path.join(REPO_ROOT, 'screens', 'engines', engine);
  await openLoggedIn(page, await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password), '/pages/user/set');
  for (const language of LANGUAGES) {
    await page.goto('/pages/user/set');
    await page.click({ text: language.name, within: { role: 'group' } });
    await page.waitUntil('the language', (lang: string) => document.documentElement.lang === lang, [
      language.lang,
    ]);
    const shot = async (name: string) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await page.screenshot(path.join(dir, `${language.lang}-${name}.png`));
    };
    await page.goto('/pages/home/index');
    await page.visible({ testId: 'home-balance' });
    await shot('home');
    await page.goto('/pages/pledge/index');
    await page.fill({ css: 'main input' }, 'hr-1003');
    await page.click({ css: 'main form button[type="submit"]' });
    await page.visible({ testId: 'device-card' });
    await page.click({ testId: 'stake-button' });
    await page.visible({ testId: 'review-sheet' });
    await shot('stake-review');
    await page.goto('/pages/withdrawal/cash');
    await page.visible({ testId: 'cash-balance' });
    await page.fill({ css: 'input[inputmode="decimal"]' }, '100');
    await shot('withdraw');
    await page.goto('/pages/team/index');
    await page.visible({ testId: 'team-figures' });
    await shot('community');
  }
});
