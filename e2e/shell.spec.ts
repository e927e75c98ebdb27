import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, seedSession, DEMO_MEMBER } from './fixtures/test';
import { apiRequests, dragDown, masked, recordToasts, releaseTouch, settle } from './support/app';

/** Spec §2: every route and its title. */
const SPEC_ROUTES: [string, string][] = [
  ['/', 'Login'],
  ['/pages/login/index', 'Login'],
  ['/pages/login/register', 'Register'],
  ['/pages/home/index', 'Home'],
  ['/pages/home/noticeInfo', 'Home'],
  ['/pages/user/index', 'Mine'],
  ['/pages/user/set', 'set up'],
  ['/pages/user/changePassword', 'Modify the password'],
  ['/pages/user/aboutUs', 'About us'],
  ['/pages/user/privacyPolicy', 'Privacy Policy'],
  ['/pages/user/share', 'Invitation'],
  ['/pages/pledge/index', 'Stake'],
  ['/pages/pledge/record', 'Record'],
  ['/pages/property/index', 'Property'],
  ['/pages/property/record', 'Income record'],
  ['/pages/property/record2', 'Income record'],
  ['/pages/withdrawal/cash', 'Withdraw cash'],
  ['/pages/withdrawal/record', 'Withdrawal record'],
  ['/pages/recharge/index', 'Recharge'],
  ['/pages/recharge/record', 'Recharge record'],
  ['/pages/recharge/notReceivedYet', 'Not received yet'],
  ['/pages/team/index', 'Community'],
  ['/pages/team/info', 'Community'],
  ['/pages/financial/index', 'Financial'],
  ['/pages/financial/record', 'Financial records'],
];

const TAB_PAGES = ['/pages/pledge/index', '/pages/home/index', '/pages/property/index', '/pages/user/index'];
const TABS = ['Stake', 'Home', 'Assets', 'Profile'];

/**
 * `history.length` of a fresh tab after one ordinary navigation to `path`. Chromium counts the new
 * tab's initial about:blank entry, so this is 2 rather than 1; a redirect that adds no entry keeps it.
 */
async function historyLengthAfterOneNavigation(page: Page, path: string): Promise<number> {
  const fresh = await page.context().newPage();
  await fresh.goto(path);
  const length = await fresh.evaluate(() => history.length);
  await fresh.close();
  return length;
}

test.describe('old hash links', () => {
  test('/#/ and unknown hash routes land on the login page without a history entry', async ({ page }) => {
    const baseline = await historyLengthAfterOneNavigation(page, '/');
    for (const link of ['/#/', '/#/pages/nope/x?y=1', '/#/pages/nope']) {
      await test.step(link, async () => {
        const tab = await page.context().newPage();
        await tab.goto(link);
        await expect(tab).toHaveURL('/');
        await expect(tab.getByRole('heading', { name: 'Welcome to BTCW' })).toBeVisible();
        expect(await tab.evaluate(() => history.length)).toBe(baseline);
        await tab.close();
      });
    }
  });

  test.describe('logged in', () => {
    test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });

    test('/#/pages/home/index opens Home at its path without a history entry', async ({
      page,
      context,
      api,
    }) => {
      await seedSession(context, await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password));
      const baseline = await historyLengthAfterOneNavigation(page, '/pages/home/index');
      await page.goto('/#/pages/home/index');
      await expect(page).toHaveURL('/pages/home/index');
      await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
      expect(await page.evaluate(() => history.length)).toBe(baseline);
      await settle(page);
      await expect(page).toHaveURL('/pages/home/index');
    });
  });
});

test('every spec route is exported at its path with its spec title', async ({ page }) => {
  for (const [route, title] of SPEC_ROUTES) {
    const response = await page.request.get(route);
    expect(response.status(), route).toBe(200);
    expect(response.headers()['content-type'], route).toContain('text/html');
    const html = await response.text();
    expect(html.match(/<title(?: [^>]*)?>([^<]*)<\/title>/)?.[1], route).toBe(title);
  }
});

test('the navigation bar is the brand blue with a white title', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('banner');
  await expect(bar).toHaveCSS('background-color', 'rgb(36, 97, 240)');
  await expect(bar.getByRole('heading', { name: 'Login' })).toHaveCSS('color', 'rgb(255, 255, 255)');
});

test.describe('logged in as the demo member', () => {
  test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });
  test.beforeEach(async ({ context, api }) => {
    await seedSession(context, await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password));
  });

  test('every route hydrates its prerendered HTML without an error (no client re-render from scratch)', async ({
    page,
  }) => {
    // Every route of the spec, each loaded and settled.
    test.slow();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    for (const [route] of SPEC_ROUTES) {
      await page.goto(route);
      await settle(page);
      expect(errors, route).toEqual([]);
    }
  });

  test('the four tab pages carry the bottom navigation, whose More expands and collapses', async ({
    page,
  }) => {
    for (const tabPage of TAB_PAGES) {
      await test.step(tabPage, async () => {
        await page.goto(tabPage);
        const tabBar = page.getByRole('navigation', { name: 'Main', exact: true });
        for (const name of TABS) await expect(tabBar.getByRole('link', { name, exact: true })).toBeVisible();
        const current = TABS[TAB_PAGES.indexOf(tabPage)] ?? '';
        await expect(tabBar.getByRole('link', { name: current, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

        const more = page.getByRole('button', { name: 'More', exact: true });
        await expect(more).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByRole('navigation', { name: 'More features' })).toHaveCount(0);
        await more.click();
        const collapse = page.getByRole('button', { name: 'Collapse' });
        await expect(collapse).toHaveAttribute('aria-expanded', 'true');
        const menu = page.getByRole('navigation', { name: 'More features' });
        await expect(menu.getByRole('link')).toHaveText([
          'Financial',
          'Recharge',
          'Withdraw cash',
          'Community',
          'Invitation',
          'Settings',
        ]);
        await collapse.click();
        await expect(menu).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'More', exact: true })).toBeVisible();
      });
    }
    // The tabs work.
    await page.getByRole('link', { name: 'Assets', exact: true }).click();
    await expect(page).toHaveURL('/pages/property/index');
    await expect(page.getByRole('link', { name: 'Assets', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a sub-page has no bottom navigation and its back arrow goes back', async ({ page }) => {
    await page.goto('/pages/user/index');
    await expect(page.getByTestId('mine-account')).toHaveText(masked(DEMO_MEMBER.address));
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/pages/user/set');
    await expect(page.getByRole('heading', { name: 'set up' })).toBeVisible();
    for (const name of TABS) await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'More', exact: true })).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(36, 97, 240)');

    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL('/pages/user/index');
    await expect(page.getByTestId('mine-account')).toBeVisible();
  });

  test('pull-to-refresh on Mine reloads the profile; a short pull does not', async ({ page }) => {
    const userInfo = apiRequests(page, 'member/userInfo');
    await page.goto('/pages/user/index');
    await expect(page.getByTestId('mine-account')).toHaveText(masked(DEMO_MEMBER.address));
    await settle(page);
    const pullRoot = page.locator('[data-pull-state]');

    // A short pull, released early: back to rest, nothing sent.
    const beforeShort = userInfo.length;
    await dragDown(page, 100, 130, 3);
    await expect(page.getByText('Pull down to refresh')).toBeVisible();
    await releaseTouch(page, 130);
    await expect(pullRoot).toHaveAttribute('data-pull-state', 'idle');
    await settle(page, 1000);
    expect(userInfo.length).toBe(beforeShort);

    // A full pull: "Release to refresh", then a new profile request on release.
    const beforeFull = userInfo.length;
    await dragDown(page, 100, 300);
    await expect(page.getByText('Release to refresh')).toBeVisible();
    expect(userInfo.length).toBe(beforeFull);
    await releaseTouch(page, 300);
    await expect.poll(() => userInfo.length).toBeGreaterThan(beforeFull);
    await expect(pullRoot).toHaveAttribute('data-pull-state', 'idle');
    await expect(page.getByText('Release to refresh')).toHaveCount(0);
    await expect(page.getByTestId('mine-account')).toHaveText(masked(DEMO_MEMBER.address));
  });
});

test('the login and register pages hydrate without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const route of ['/', '/pages/login/register?c=0x0000000000000000000000000000000000000001']) {
    await page.goto(route);
    await settle(page);
    expect(errors, route).toEqual([]);
  }
});

test('opening the app shows no toast by itself', async ({ page }) => {
  const toasts = await recordToasts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to BTCW' })).toBeVisible();
  await settle(page, 2000);
  expect([...toasts]).toEqual([]);
});

test('the production build carries no demo wallet', () => {
  const root = path.resolve(process.env.E2E_STATIC_DIR ?? 'out');
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  expect(files.length).toBeGreaterThan(20);
  const hits: string[] = [];
  for (const file of files) {
    const text = readFileSync(file).toString('latin1');
    for (const needle of ['demo-wallet', 'Local test wallet', '__demo__']) {
      if (text.includes(needle)) hits.push(`${path.relative(root, file)}: ${needle}`);
    }
  }
  expect(hits).toEqual([]);
});
