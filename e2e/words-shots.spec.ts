/**
 * Screenshots of the moments where words used to go wrong, in Traditional Chinese and Vietnamese at
 * 375 px, for a person to compare between two builds: a platform answer after a language switch, the
 * withdrawal's reachable maximum, its screen offline, the frame when a language cannot load, a
 * million-coin quota, the balance record's tile and lead, a recharge waiting for the chain. On
 * request only: `WORDS_SHOTS=after npx playwright test e2e/words-shots.spec.ts` writes
 * `screens/words/after/` (name the folder after the build).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, DEMO_MEMBER, FRESH_ACCOUNT, seedSession } from './fixtures/test';
import { waitForHydration } from './fixtures/hydration';
import { REPO_ROOT } from './support/stack';
import { dropConnectionAtScriptWith } from './support/connection-drop';

test.skip(!process.env.WORDS_SHOTS, 'screenshots on request: WORDS_SHOTS=<folder>');

const LOCALES = ['zh-Hant', 'vi'] as const;
type Locale = (typeof LOCALES)[number];
const OUT = path.join(REPO_ROOT, 'screens', 'words', process.env.WORDS_SHOTS ?? 'unnamed');

const messages = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    JSON.parse(readFileSync(path.join(REPO_ROOT, 'messages', `${locale}.json`), 'utf8')) as {
      settings: { languages: Record<string, string> };
      team: { members: string };
      withdrawCash: { amount: string };
    },
  ]),
) as Record<
  Locale,
  {
    settings: { languages: Record<string, string> };
    team: { members: string };
    withdrawCash: { amount: string };
  }
>;

async function chooseLanguage(context: BrowserContext, locale: Locale): Promise<void> {
  await context.addInitScript((value) => localStorage.setItem('locale', JSON.stringify(value)), locale);
}

async function shoot(page: Page, locale: Locale, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUT, `${locale}-${name}.png`), fullPage: true });
}

for (const locale of LOCALES) {
  test.describe(locale, () => {
    test.describe('someone new', () => {
      test.use({ walletOptions: { account: FRESH_ACCOUNT } });

      test('a platform answer, then the language switched', async ({ page }) => {
        await page.goto('/');
        await page.getByRole('button', { name: 'Connect wallet' }).click();
        await page.getByLabel('Login password').fill('whatever-1');
        await page.getByRole('button', { name: 'Log in' }).click();
        await expect(page.getByTestId('form-banner')).toBeVisible();
        await page.getByRole('button', { name: messages[locale].settings.languages[locale] ?? '' }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await shoot(page, locale, 'login-refusal-after-switch');
      });
    });

    test.describe('the demo member', () => {
      test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });
      test.beforeEach(async ({ api, context }) => {
        await seedSession(context, await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password));
        await chooseLanguage(context, locale);
      });

      test('withdraw: the hint and more than the balance', async ({ page }) => {
        await page.goto('/pages/withdrawal/cash');
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByTestId('cash-balance')).toBeVisible();
        await shoot(page, locale, 'withdraw-hint');
        await page.getByLabel(messages[locale].withdrawCash.amount).pressSequentially('200000');
        await shoot(page, locale, 'withdraw-200000');
      });

      test('withdraw with the limits not come and the connection gone', async ({ page, context }) => {
        await page.route('**/api/home/parameters', () => undefined);
        await page.goto('/pages/withdrawal/cash');
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await page.waitForTimeout(1500);
        await context.setOffline(true);
        await page.waitForTimeout(1500);
        await shoot(page, locale, 'withdraw-offline');
        await context.setOffline(false);
      });

      test('community with the language unable to load', async ({ page, context }) => {
        const connection = await dropConnectionAtScriptWith(page, context, messages[locale].team.members);
        await page.goto('/pages/team/index');
        await expect.poll(connection.dropped).toBe(true);
        await waitForHydration(page);
        await page.waitForTimeout(1500);
        await shoot(page, locale, 'community-language-unavailable');
        await connection.restore();
      });

      test('financial products', async ({ page }) => {
        await page.goto('/pages/financial/index');
        await expect(page.getByTestId('financial-product').first()).toBeVisible();
        await shoot(page, locale, 'financial-index');
      });

      test('home and the balance record', async ({ page }) => {
        await page.goto('/pages/home/index');
        await expect(page.getByTestId('home-balance')).toBeVisible();
        await shoot(page, locale, 'home');
        await page.getByTestId('home-balance').getByTestId('balance-records').click();
        await expect(page).toHaveURL('/pages/property/record2');
        await page.waitForTimeout(1000);
        await shoot(page, locale, 'balance-record');
      });

      test('a recharge waiting for the chain, in its record', async ({ page }) => {
        await page.route('**/api/asset/flowRecord', (route) =>
          route.fulfill({
            json: {
              code: 200,
              msg: '',
              result: {
                list: [
                  {
                    id: 1,
                    amount: '12.5',
                    kind: 'recharge',
                    title: null,
                    status: 'Auditing',
                    txHash: `0x${'ab'.repeat(32)}`,
                    createdAt: new Date().toISOString(),
                  },
                ],
                page: 1,
                pageSize: 20,
                total: 1,
              },
            },
          }),
        );
        await page.goto('/pages/recharge/record');
        await expect(page.getByTestId('record-status')).toBeVisible();
        await shoot(page, locale, 'recharge-record-waiting');
      });
    });
  });
}
