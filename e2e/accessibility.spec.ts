/**
 * The accessibility gate: axe (WCAG 2.1 A and AA) on every route in English, Traditional Chinese
 * and Vietnamese at 375 px, logged in as the demo member with data as long as real data gets and as
 * a visitor, and on every dialog and sheet while it is open. Any violation fails with its rule, the
 * route, the language and the element.
 */
import type { Page } from '@playwright/test';
import { test, expect, seedSession, DEMO_MEMBER } from './fixtures/test';
import { axeViolations } from './support/axe';
import { openRoute, waitForContent, SWEEP_LOCALES } from './support/layout';
import { startSweep } from './support/sweep';
import { routeUrl, SWEEP_ROUTES } from './support/routes';

test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });

for (const locale of SWEEP_LOCALES) {
  test(`every route passes axe in ${locale}, logged in and as a visitor`, async ({
    page,
    context,
    api,
    anvil,
    openPhonePage,
  }) => {
    test.setTimeout(300_000);
    const { ids, guest, pageFor } = await startSweep({ page, context, api, anvil, openPhonePage }, locale);

    const violations: string[] = [];
    for (const route of SWEEP_ROUTES) {
      const url = routeUrl(route, ids);
      const [on, onRequests] = pageFor(route);
      await openRoute(on, url);
      await route.reveal?.(on, ids);
      await waitForContent(on, route, locale, onRequests);
      violations.push(...(await axeViolations(on, `${url} · ${locale}${route.login ? '' : ' · visitor'}`)));
    }
    // An address outside the app, as both see it.
    for (const [on, who] of [
      [page, ''],
      [guest, ' · visitor'],
    ] as const) {
      await on.goto('/pages/nope/index');
      await expect(on.getByTestId('not-found')).toBeVisible();
      violations.push(...(await axeViolations(on, `/pages/nope/index · ${locale}${who}`)));
    }
    expect(violations, `axe violations in ${locale}:\n${violations.join('\n')}\n`).toEqual([]);
  });
}

/** Opens a dialog or sheet on a page, and says where it is (a selector for axe). */
interface OpenDialog {
  name: string;
  open: (page: Page) => Promise<string>;
}

const DIALOGS: readonly OpenDialog[] = [
  {
    name: 'Stake review sheet',
    open: async (page) => {
      await page.goto('/pages/pledge/index');
      await page.locator('input[name="hashrateId"]').fill('HR-1001');
      await page.locator('input[name="hashrateId"]').press('Enter');
      await page.getByTestId('stake-button').click();
      await expect(page.getByTestId('review-sheet')).toBeVisible();
      return '[data-testid="review-sheet"]';
    },
  },
  {
    name: 'Recharge review sheet',
    open: async (page) => {
      await page.goto('/pages/recharge/index');
      await expect(page.getByTestId('recharge-minimum')).toBeVisible();
      await page.locator('input[name="amount"]').fill('12.5');
      await page.getByTestId('recharge-button').click();
      await expect(page.getByTestId('review-sheet')).toBeVisible();
      return '[data-testid="review-sheet"]';
    },
  },
  {
    name: 'Withdraw review sheet',
    open: async (page) => {
      await page.goto('/pages/withdrawal/cash');
      await expect(page.getByTestId('cash-balance')).toBeVisible();
      await page.locator('input[name="amount"]').fill('20');
      await page.locator('input[type="password"]').fill(DEMO_MEMBER.password);
      await page.getByTestId('cash-continue').click();
      await expect(page.locator('dialog[open]')).toBeVisible();
      return 'dialog[open]';
    },
  },
  {
    name: 'Logout confirmation',
    open: async (page) => {
      await page.goto('/pages/user/set');
      await page.getByTestId('logout').click();
      await expect(page.locator('dialog[open]')).toBeVisible();
      return 'dialog[open]';
    },
  },
  {
    name: 'More panel',
    open: async (page) => {
      await page.goto('/pages/home/index');
      await page.locator('button[aria-controls="more-menu"]').click();
      await expect(page.locator('#more-menu')).toBeVisible();
      return '#more-menu';
    },
  },
];

for (const locale of SWEEP_LOCALES)
  test(`every dialog and sheet passes axe while open in ${locale}`, async ({ page, context, api }) => {
    test.setTimeout(120_000);
    const token = await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password);
    await seedSession(context, token, DEMO_MEMBER.address.toLowerCase());
    await context.addInitScript((chosen) => localStorage.setItem('locale', JSON.stringify(chosen)), locale);
    const violations: string[] = [];
    for (const dialog of DIALOGS) {
      const where = await dialog.open(page);
      violations.push(...(await axeViolations(page, `${dialog.name} · ${locale}`, where)));
    }
    expect(violations, `axe violations in ${locale}:\n${violations.join('\n')}\n`).toEqual([]);
  });
