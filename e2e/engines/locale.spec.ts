/**
 * The language switch in all three languages, and each screen's figures as `Intl` formats them in
 * the engine: the balance, a withdrawal's fee and a product's rate.
 */
import { DEMO_MEMBER } from '../fixtures/accounts';
import { pattern } from './driver/query';
import { test, expect } from './engine-test';
import { openLoggedIn } from './member-steps';

const LANGUAGES = [
  { lang: 'en', name: 'English', group: 'Language', balance: /^1,250\.5000\s*BTCW$/, rate: /0\.1%/ },
  { lang: 'zh-Hant', name: '繁體中文', group: '語言', balance: /^1,250\.5000\s*BTCW$/, rate: /0\.1%/ },
  { lang: 'vi', name: 'Tiếng Việt', group: 'Ngôn ngữ', balance: /^1\.250,5000\s*BTCW$/, rate: /0,1%/ },
] as const;

test('Settings switches among the three languages; figures follow each', async ({ phone: page, api }) => {
  await openLoggedIn(page, await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password), '/pages/user/set');
  for (const language of [...LANGUAGES.slice(1), LANGUAGES[0]]) {
    await page.goto('/pages/user/set');
    await page.click({ text: language.name, within: { role: 'group' } });
    await page.waitUntil('the language to apply', (lang: string) => document.documentElement.lang === lang, [
      language.lang,
    ]);
    await page.visible({ role: 'group', name: language.group });

    await page.goto('/pages/withdrawal/cash');
    await page.hasText({ testId: 'cash-balance' }, pattern(language.balance));
    await page.goto('/pages/financial/index');
    await page.hasText({ testId: 'financial-product' }, pattern(language.rate));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language.lang);
  }
});
