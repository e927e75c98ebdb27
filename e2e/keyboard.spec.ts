/**
 * One journey with the keyboard alone: log in, open Stake, search a device, open the review sheet,
 * close it. Focus moves into the sheet, stays inside while it is open, and returns to the control
 * that opened it.
 */
import type { Page } from '@playwright/test';
import { test, expect, DEMO_MEMBER } from './fixtures/test';

test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });

/** Presses Tab until `matches` is focused (at most `limit` times); fails when it never is. */
async function tabTo(page: Page, selector: string, limit = 60): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focusInside = (page: Page, selector: string) =>
  page.evaluate((container) => Boolean(document.activeElement?.closest(container)), selector);

test('log in, open Stake, search, review and close, with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('wallet-address')).toBeVisible();
  await tabTo(page, 'input[type="password"]');
  await page.keyboard.type(DEMO_MEMBER.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/pages/home/index');

  await tabTo(page, 'a[href="/pages/pledge/index"]');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/pages/pledge/index');

  await tabTo(page, 'input[name="hashrateId"]');
  await page.keyboard.type('HR-1001');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('device-card')).toContainText('HR-1001');

  await tabTo(page, '[data-testid="stake-button"]');
  await page.keyboard.press('Enter');
  const sheet = '[data-testid="review-sheet"]';
  await expect(page.locator(sheet)).toBeVisible();
  expect(await focusInside(page, sheet)).toBe(true);
  // Tab and Shift+Tab go round inside the sheet, never to the page behind it.
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await focusInside(page, sheet), `focus left the sheet after ${press + 1} presses`).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(page.locator(sheet)).toBeHidden();
  expect(
    await page.evaluate(
      () => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName,
    ),
  ).toBe('stake-button');
});
