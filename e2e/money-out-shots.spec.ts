/**
 * The money-out and assets screens in each state, in every language, at 414, 375 and 320 px, with the
 * longest data they must hold (a billion BTCW, 64-digit hashes, 50-character titles): nothing may be
 * wider than the screen. Screenshots at 375 and 320 px go to test-results/shots/ for a person to look
 * at. On request only (it takes a while): `SHOTS=1 npx playwright test e2e/money-out-shots.spec.ts`.
 */
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { test, expect, DEMO_MEMBER, seedSession } from './fixtures/test';

test.skip(!process.env.SHOTS, 'screenshots on request: SHOTS=1');
test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });

const LOCALES = ['en', 'zh-Hant', 'vi'] as const;
type Locale = (typeof LOCALES)[number];
const SHOTS = path.resolve('test-results', 'shots');

const BILLION = '1000000000.123456789';
const HASH = `0x${'9f'.repeat(31)}1a`;
const LONG_TITLE = 'BTCW Prime 180 — long-term high-yield plan (2026)';
const now = () => new Date().toISOString();

test.beforeEach(async ({ api, context }) => {
  test.slow();
  await seedSession(context, await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password));
});

/** The amounts the screens show, made as large as the product allows. */
const AMOUNT_KEYS = new Set([
  'balance',
  'totalStaked',
  'releasedEarnings',
  'unreleasedEarnings',
  'todayOutput',
  'creditedAmount',
  'stakeEarnings',
  'financialEarnings',
  'maxWithdrawal',
  'maxAmount',
  'quota',
]);

function inflate(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inflate);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      AMOUNT_KEYS.has(key) && typeof inner === 'string'
        ? BILLION
        : key === 'name' && typeof inner === 'string'
          ? LONG_TITLE
          : inflate(inner),
    ]),
  );
}

const page1 = (list: unknown[]) => ({ list, page: 1, pageSize: 20, total: list.length });

/** What a list endpoint answers with long data. */
function longList(endpoint: string, body: { type?: string }): unknown {
  switch (endpoint) {
    case 'asset/cashRecord':
      return page1([
        {
          id: 2,
          amount: BILLION,
          fee: '10000000.00123',
          arrival: '990000000.1222',
          status: 'Auditing',
          txHash: null,
          createdAt: now(),
        },
        {
          id: 1,
          amount: BILLION,
          fee: '10000000.00123',
          arrival: '990000000.1222',
          status: 'Success',
          txHash: HASH,
          createdAt: now(),
        },
        {
          id: 3,
          amount: '12.5',
          fee: '0.125',
          arrival: '12.375',
          status: 'Failed',
          txHash: null,
          createdAt: now(),
        },
      ]);
    case 'asset/flowRecord':
      return body.type === 'income'
        ? page1([
            {
              id: 1,
              amount: BILLION,
              kind: 'stakeEarnings',
              title: 'HR-1001',
              status: 'Success',
              txHash: null,
              createdAt: now(),
            },
            {
              id: 2,
              amount: '5',
              kind: 'financialEarnings',
              title: LONG_TITLE,
              status: 'Success',
              txHash: null,
              createdAt: now(),
            },
          ])
        : page1([
            {
              id: 1,
              amount: `-${BILLION}`,
              kind: 'financialPurchase',
              title: LONG_TITLE,
              status: 'Success',
              txHash: null,
              createdAt: now(),
            },
            {
              id: 2,
              amount: BILLION,
              kind: 'recharge',
              title: null,
              status: 'Success',
              txHash: HASH,
              createdAt: now(),
            },
            {
              id: 3,
              amount: '12.5',
              kind: 'release',
              title: null,
              status: 'Success',
              txHash: null,
              createdAt: now(),
            },
          ]);
    case 'financial/financialList':
    case 'financial/endFinancialList': {
      const ended = endpoint === 'financial/endFinancialList';
      return page1([
        {
          id: 1,
          productId: 3,
          productName: LONG_TITLE,
          amount: BILLION,
          createdAt: now(),
          days: 180,
          rate: '0.0015',
          earned: '270000000.0333',
          managementFee: '27000000.0033',
          actualEarnings: '243000000.03',
          status: ended ? 'Maturity' : 'Stake',
          quantity: '1243000000.1534',
          maturesAt: now(),
        },
      ]);
    }
    default:
      return null;
  }
}

/** Money actions answered at once (the journeys in money-out.spec.ts send them for real). */
const ACCEPTED: Record<string, unknown> = {
  'asset/cash': { withdrawalId: 1, fee: '10000000.00123', arrival: '990000000.1222', status: 'Auditing' },
  'financial/buyFinancialProduct': { orderId: 1 },
  'asset/releaseEarnings': { released: BILLION },
};

async function useData(page: Page, mode: 'long' | 'empty'): Promise<void> {
  await page.route('**/api/**', async (route: Route) => {
    const endpoint = new URL(route.request().url()).pathname.replace(/^\/api\//, '');
    const reply = (result: unknown) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: 200, msg: '', result }),
      });
    const accepted = ACCEPTED[endpoint];
    if (accepted) return reply(accepted);
    const body = (route.request().postDataJSON() ?? {}) as { type?: string };
    if (mode === 'empty' && /Record|List$/.test(endpoint) && endpoint !== 'member/referenceList')
      return reply(page1([]));
    const list = mode === 'long' ? longList(endpoint, body) : null;
    if (list) return reply(list);
    const response = await route.fetch();
    const envelope = (await response.json()) as { result: unknown };
    return reply(mode === 'long' ? inflate(envelope.result) : envelope.result);
  });
}

async function inLocale(page: Page, locale: Locale, url: string): Promise<void> {
  await page.goto('/pages/user/index');
  await page.evaluate((value) => localStorage.setItem('locale', JSON.stringify(value)), locale);
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/** Nothing wider than the screen at 414, 375 and 320 px; a picture at 375 and 320 px. */
async function shoot(page: Page, name: string, locale: Locale): Promise<void> {
  for (const width of [414, 375, 320]) {
    await page.setViewportSize({ width, height: 812 });
    await page.waitForTimeout(150);
    const overflow = await page.evaluate(() => {
      const wide: string[] = [];
      const limit = document.documentElement.clientWidth;
      // The home carousel's other slides wait off screen by design.
      for (const element of document.querySelectorAll(
        'main *:not([data-testid="ad-swiper"] *), dialog[open] *',
      )) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && (box.right > limit + 0.5 || box.left < -0.5))
          wide.push(
            `${element.tagName}.${element.className} ${Math.round(box.left)}–${Math.round(box.right)}`,
          );
      }
      return { scroll: document.documentElement.scrollWidth - limit, wide: wide.slice(0, 5) };
    });
    expect(overflow, `${name} ${locale} ${width}px`).toEqual({ scroll: 0, wide: [] });
    // A sheet sits at the bottom of the screen: shot as the screen shows it, the rest as a whole page.
    const sheetOpen = (await page.locator('dialog[open]').count()) > 0;
    if (width !== 414)
      await page.screenshot({
        path: path.join(SHOTS, `${name}-${locale}-${width}.png`),
        fullPage: !sheetOpen,
      });
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

for (const locale of LOCALES) {
  test(`withdraw: form, errors, review, result (${locale})`, async ({ page }) => {
    await useData(page, 'long');
    await inLocale(page, locale, '/pages/withdrawal/cash');
    await expect(page.getByTestId('cash-balance')).toBeVisible();
    await shoot(page, 'withdraw-form', locale);
    await page.getByTestId('cash-continue').click();
    await expect(page.locator('form [role="alert"]').first()).toBeVisible();
    await shoot(page, 'withdraw-errors', locale);
    await page.locator('input[name="amount"]').fill('1000000000');
    await page.locator('input[name="password"]').fill(DEMO_MEMBER.password);
    await page.getByTestId('cash-continue').click();
    await expect(page.getByTestId('review-sheet')).toBeVisible();
    await shoot(page, 'withdraw-review', locale);
    await page.getByTestId('review-confirm').click();
    await expect(page.getByTestId('result-view')).toBeVisible();
    await shoot(page, 'withdraw-result', locale);
  });

  test(`withdraw: a refusal at the password field and in the banner (${locale})`, async ({ page }) => {
    await inLocale(page, locale, '/pages/withdrawal/cash');
    await page.locator('input[name="amount"]').fill('100');
    await page.locator('input[name="password"]').fill('wrong-password');
    await page.getByTestId('cash-continue').click();
    await page.getByTestId('review-confirm').click();
    await expect(page.locator('input[name="password"]')).toHaveAttribute('aria-invalid', 'true', {
      timeout: 15_000,
    });
    await shoot(page, 'withdraw-wrong-password', locale);
  });

  test(`buy: products, form, review, result (${locale})`, async ({ page }) => {
    await useData(page, 'long');
    await inLocale(page, locale, '/pages/financial/index');
    await expect(page.getByTestId('financial-product').first()).toBeVisible();
    await shoot(page, 'financial-products', locale);
    await page.getByTestId('buy-button-1').click();
    await page.getByTestId('buy-continue').click();
    await shoot(page, 'financial-buy-errors', locale);
    await page.getByTestId('buy-sheet').locator('input[name="amount"]').fill('1000000000');
    await shoot(page, 'financial-buy-form', locale);
    await page.getByTestId('buy-continue').click();
    await expect(page.getByTestId('review-sheet')).toBeVisible();
    await shoot(page, 'financial-buy-review', locale);
    await page.getByTestId('review-confirm').click();
    await expect(page.getByTestId('result-view')).toBeVisible();
    await shoot(page, 'financial-buy-result', locale);
  });

  test(`property: balance, figures, release review and result; home balance (${locale})`, async ({
    page,
  }) => {
    await inLocale(page, locale, '/pages/property/index');
    await expect(page.getByTestId('release-button-reason')).toBeVisible();
    await shoot(page, 'property-seed', locale);
    await useData(page, 'long');
    await page.reload();
    await expect(page.getByTestId('release-button')).toBeEnabled();
    await shoot(page, 'property', locale);
    await page.getByTestId('release-button').click();
    await expect(page.getByTestId('review-sheet')).toBeVisible();
    await shoot(page, 'property-release-review', locale);
    await page.getByTestId('review-confirm').click();
    await expect(page.getByTestId('result-view')).toBeVisible();
    await shoot(page, 'property-release-result', locale);
    await page.goto('/pages/home/index');
    await expect(page.getByTestId('home-balance-amount')).toBeVisible();
    await shoot(page, 'home', locale);
  });

  test(`records with long data and empty (${locale})`, async ({ page }) => {
    await useData(page, 'long');
    for (const [name, url] of [
      ['withdrawal-record', '/pages/withdrawal/record'],
      ['financial-record', '/pages/financial/record'],
      ['income-record', '/pages/property/record'],
      ['balance-record', '/pages/property/record2'],
    ] as const) {
      await inLocale(page, locale, url);
      await expect(page.locator('main li').first()).toBeVisible();
      await shoot(page, name, locale);
    }
    await page.unrouteAll();
    await useData(page, 'empty');
    for (const [name, url] of [
      ['withdrawal-record-empty', '/pages/withdrawal/record'],
      ['financial-record-empty', '/pages/financial/record'],
      ['income-record-empty', '/pages/property/record'],
      ['balance-record-empty', '/pages/property/record2'],
    ] as const) {
      await page.goto(url);
      await expect(page.locator('main a[href]').last()).toBeVisible();
      await shoot(page, name, locale);
    }
  });
}
