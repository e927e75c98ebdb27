/**
 * A held account (a reversed payment its balance could not cover): Home, Property and Withdraw open
 * with the negative balance and a banner saying why and what to do, first on the screen; Withdraw
 * does not let the member submit. In every language, within 320 px. `SHOTS=1` also saves each screen
 * at 375 px in test-results/shots/ (or `SHOTS_DIR`) for a person to look at.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, DEMO_MEMBER, seedSession } from './fixtures/test';
import { describeReport, measureAt, SWEEP_LOCALES, type SweepLocale } from './support/layout';
import { REPO_ROOT } from './support/stack';

test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });

const SHOTS = process.env.SHOTS ? path.resolve(process.env.SHOTS_DIR ?? 'test-results/shots') : null;

interface Texts {
  accountHold: { title: string; paymentReversed: string };
  withdrawCash: { held: string };
}

function textsOf(locale: SweepLocale): Texts {
  return JSON.parse(readFileSync(path.join(REPO_ROOT, 'messages', `${locale}.json`), 'utf8')) as Texts;
}

test.beforeEach(async ({ api, context, baseURL }) => {
  // The demo member's 1250.5 BTCW, less a reversed payment of 1271.5: -21, held.
  const response = await fetch(`${baseURL ?? ''}/__test__/hold`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: DEMO_MEMBER.address, takeBack: '1271.5' }),
  });
  expect(await response.json()).toEqual({ balance: '-21', held: true });
  const token = await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password);
  await seedSession(context, token, DEMO_MEMBER.address.toLowerCase());
});

const SCREENS = [
  { route: '/pages/home/index', name: 'home', balance: 'home-balance-amount' },
  { route: '/pages/property/index', name: 'property', balance: 'property-balance' },
  { route: '/pages/withdrawal/cash', name: 'withdraw', balance: 'cash-balance' },
] as const;

/** The banner is the first thing on the screen, the balance shown under it (never an error view). */
async function expectHeldScreen(page: Page, balanceTestId: string, texts: Texts): Promise<void> {
  const banner = page.getByTestId('account-hold');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading')).toHaveText(texts.accountHold.title);
  await expect(banner).toContainText(texts.accountHold.paymentReversed);
  await expect(page.getByTestId(balanceTestId)).toBeVisible();
  const [bannerBox, balanceBox] = await Promise.all([
    banner.boundingBox(),
    page.getByTestId(balanceTestId).boundingBox(),
  ]);
  expect(bannerBox && balanceBox && bannerBox.y + bannerBox.height <= balanceBox.y).toBe(true);
  // Nothing of the screen above the banner.
  expect(await banner.evaluate((element) => element.parentElement?.firstElementChild === element)).toBe(true);
}

test('a held account opens Home, Property and Withdraw with its negative balance and says why', async ({
  page,
}) => {
  const en = textsOf('en');
  await page.goto('/pages/home/index');
  await expectHeldScreen(page, 'home-balance-amount', en);
  await expect(page.getByTestId('home-balance-amount')).toHaveText('-21.0000BTCW');

  await page.goto('/pages/property/index');
  await expectHeldScreen(page, 'property-balance', en);
  await expect(page.getByTestId('property-balance')).toHaveText('-21.0000BTCW');

  await page.goto('/pages/withdrawal/cash');
  await expectHeldScreen(page, 'cash-balance', en);
  await expect(page.getByTestId('cash-balance')).toHaveText('-21.0000BTCW');
  // The form says why it cannot be sent, in its own words, at its button.
  const next = page.getByTestId('cash-continue');
  await expect(next).toBeDisabled();
  await expect(next).toHaveAccessibleDescription(en.withdrawCash.held);
  await page.getByLabel('Withdrawal amount').fill('10');
  await page.getByLabel('Login password').fill(DEMO_MEMBER.password);
  await page.getByLabel('Login password').press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('account-hold')).toBeVisible();
});

test('the held screens in Traditional Chinese and Vietnamese say it in their language, within 320 px', async ({
  page,
}) => {
  test.slow();
  const problems: string[] = [];
  for (const locale of SWEEP_LOCALES) {
    if (locale === 'en' && !SHOTS) continue;
    // The language the member chose, as Settings keeps it; every page load reads it.
    await page.goto('/pages/home/index');
    await page.evaluate((value) => localStorage.setItem('locale', JSON.stringify(value)), locale);
    const texts = textsOf(locale);
    for (const screen of SCREENS) {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(screen.route);
      await expect(page.locator(`html[lang="${locale}"]`)).toBeAttached();
      await expectHeldScreen(page, screen.balance, texts);
      if (screen.name === 'withdraw')
        await expect(page.getByTestId('cash-continue-reason')).toHaveText(texts.withdrawCash.held);
      if (SHOTS)
        await page.screenshot({
          path: path.join(SHOTS, `hold-${screen.name}-${locale}.png`),
          fullPage: true,
        });
      for (const line of describeReport(await measureAt(page, 320)))
        problems.push(`${screen.route} @ 320px · ${locale}: ${line}`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
