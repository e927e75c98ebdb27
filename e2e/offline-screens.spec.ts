/**
 * The installed app opens offline: the member's last-known screens (Home balance, Property,
 * records) come from the device, marked with when they were last updated; what needs the platform
 * is disabled and says why; everything refreshes once the connection is back; logging out forgets
 * the kept copy (lib/query/offline-cache.ts).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test } from './fixtures/demo-member-test';
import { expect } from './fixtures/test';
import { recordToasts } from './support/app';

test.use({ serviceWorkers: 'allow' });

const KEPT = 'btcw.lastKnownScreens';

/** What the device keeps, or null. */
const keptCopy = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEPT);

/**
 * Opens `path` with the connection gone, from the service worker. Chromium does not carry the
 * emulated `navigator.onLine` over to a new document of a worker-controlled page: it is said again,
 * as a phone that lost its connection does.
 */
async function openOffline(page: Page, context: BrowserContext, path: string): Promise<void> {
  await page.goto(path);
  if (await page.evaluate(() => navigator.onLine)) {
    await context.setOffline(false);
    await context.setOffline(true);
  }
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
}

test('the installed app opens offline with the last-known screens, marked with their time; actions wait for the connection', async ({
  page,
  context,
}) => {
  const toasts = await recordToasts(page);
  await page.goto('/pages/home/index');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Online: the screens as the platform answers them, and no "Last updated".
  const balance = page.getByTestId('home-balance-amount');
  await expect(balance).not.toHaveText('');
  const homeBalance = (await balance.textContent()) ?? '';
  await expect(page.getByTestId('last-updated')).toBeHidden();
  await page.goto('/pages/property/index');
  const released = page.getByTestId('property-releasedEarnings');
  await expect(released).not.toHaveText('');
  const propertyReleased = (await released.textContent()) ?? '';
  await page.goto('/pages/property/record2');
  const rows = page.getByTestId('flow-record');
  await expect(rows.first()).toBeVisible();
  const firstRow = (await rows.first().textContent()) ?? '';
  await expect
    .poll(async () => {
      const kept = (await keptCopy(page)) ?? '';
      return ['userInfo', 'assetInfo', 'flowRecord'].every((read) => kept.includes(read));
    })
    .toBe(true);

  await context.setOffline(true);

  await openOffline(page, context, '/pages/home/index');
  await expect(balance).toHaveText(homeBalance);
  // The balance and the notices each say when they were last updated.
  await expect(page.getByTestId('last-updated')).toHaveCount(2);
  await expect(page.getByTestId('last-updated').first()).toContainText(/^Last updated \d/);
  await expect(page.getByText('You are offline. Some information may be out of date.')).toBeVisible();

  await openOffline(page, context, '/pages/property/index');
  await expect(released).toHaveText(propertyReleased);
  await expect(page.getByTestId('last-updated')).toContainText('Last updated');

  // What needs the platform is disabled, and says why, where the member is looking. The balance is
  // the kept one; the limits, never read online, say when they come instead of "Loading…" for ever.
  await openOffline(page, context, '/pages/withdrawal/cash');
  const submit = page.locator('form button[type="submit"]');
  await expect(submit).toBeDisabled();
  await expect(page.getByText('You are offline. This needs a connection.')).toBeVisible();
  await expect(page.getByTestId('cash-balance')).toContainText(homeBalance.replace(/[^\d.,]/g, ''));
  await expect(page.getByText('Shown once you are back online')).toBeVisible();
  await expect(page.locator('form')).not.toContainText('Loading…');
  // Pages opened offline put no toast over the fields: the banner says it.
  expect([...toasts]).toEqual([]);

  // A search tapped offline says why nothing comes, at the field.
  await openOffline(page, context, '/pages/pledge/index');
  await page.getByLabel('Hashrate ID').fill('hr-1003');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(
    page
      .locator('form')
      .filter({ has: page.getByLabel('Hashrate ID') })
      .getByRole('alert'),
  ).toHaveText('You are offline. This needs a connection.');

  // A list never read online says why it is empty, instead of skeletons that never stop.
  await openOffline(page, context, '/pages/team/index');
  await expect(page.getByTestId('team-list-offline')).toHaveText(
    'You are offline. The screen opens once the connection is back.',
  );
  await openOffline(page, context, '/pages/withdrawal/cash');

  await context.setOffline(false);
  await expect(submit).toBeEnabled();
  await expect(page.getByText('You are offline. This needs a connection.')).toBeHidden();
  await context.setOffline(true);

  await openOffline(page, context, '/pages/property/record2');
  await expect(rows.first()).toHaveText(firstRow);
  await expect(page.getByTestId('last-updated')).toContainText('Last updated');

  // Back online: the screen refreshes from the platform and stops saying when it was last updated.
  const refreshed = page.waitForRequest((request) => request.url().endsWith('/api/asset/flowRecord'));
  await context.setOffline(false);
  await refreshed;
  await expect(page.getByTestId('last-updated')).toBeHidden();
  await expect(rows.first()).toHaveText(firstRow);
});

test('logging out forgets the kept screens: the next person on the device sees none of them offline', async ({
  page,
  context,
}) => {
  await page.goto('/pages/home/index');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.getByTestId('home-balance-amount')).not.toHaveText('');
  await expect.poll(async () => (await keptCopy(page)) ?? '').toContain('userInfo');

  await page.goto('/pages/user/index');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await keptCopy(page)).toBeNull();

  await context.setOffline(true);
  await openOffline(page, context, '/');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(await keptCopy(page)).toBeNull();
});
