/**
 * A long press (350 ms, a finger that stays within 10 px) on a transaction hash, an address or the
 * invitation QR code opens the app's copy menu, and the browser's own menu does not open on top.
 * Touches are real touch events (Chrome DevTools Protocol), as a phone sends them.
 */
import type { CDPSession, Locator, Page } from '@playwright/test';
import { test } from './fixtures/demo-member-test';
import { expect } from './fixtures/test';
import { recordToasts } from './support/app';
import { rechargeByWallet } from './support/payments';

async function centre(target: Locator): Promise<{ x: number; y: number }> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the element has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Holds a finger on `target` for `ms`, moving it by `drift` px on the way. */
async function press(page: Page, cdp: CDPSession, target: Locator, ms: number, drift = 0): Promise<void> {
  const { x, y } = await centre(target);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  if (drift > 0) {
    await page.waitForTimeout(80);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + drift, y }] });
  }
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Whether a context menu the page saw was left to the browser (not cancelled). */
async function watchContextMenus(page: Page): Promise<() => Promise<boolean[]>> {
  await page.evaluate(() => {
    const seen: boolean[] = [];
    (window as { __menus?: boolean[] }).__menus = seen;
    // After the app's handlers have run (bubbling to the window), was it cancelled?
    window.addEventListener('contextmenu', (event) => seen.push(event.defaultPrevented));
  });
  return () => page.evaluate(() => (window as { __menus?: boolean[] }).__menus ?? []);
}

test("a long press on a recharge record's hash copies it whole; a moving finger does not", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await rechargeByWallet(page, '12.5');
  const toasts = await recordToasts(page);
  await page.goto('/pages/recharge/record');
  const hash = page.locator('[data-testid="recharge-records"] [data-long-press][data-value^="0x"]').first();
  await expect(hash).toBeVisible();
  const full = await hash.getAttribute('data-value');
  const cdp = await context.newCDPSession(page);
  const menus = await watchContextMenus(page);

  // A finger that moves 15 px is scrolling, not pressing.
  await press(page, cdp, hash, 500, 15);
  await expect(page.getByTestId('long-press-menu')).toHaveCount(0);

  await press(page, cdp, hash, 450);
  const menu = page.getByTestId('long-press-menu');
  await expect(menu).toBeVisible();
  await expect(menu).toContainText('Transaction hash');
  expect(await menus()).not.toContain(false);
  await menu.getByTestId('long-press-copy').click();
  await expect.poll(() => toasts).toContain('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(full);
  await expect(menu).toBeHidden();
});

test('a short touch is a tap: no menu', async ({ page, context }) => {
  await page.goto('/pages/user/index');
  const address = page.locator('[data-long-press]').first();
  await expect(address).toBeVisible();
  const cdp = await context.newCDPSession(page);
  await press(page, cdp, address, 150);
  await page.waitForTimeout(400);
  await expect(page.getByTestId('long-press-menu')).toHaveCount(0);
});

test('a long press on the invitation QR code offers copy and save image', async ({ page, context }) => {
  await page.goto('/pages/user/share');
  const qr = page.getByTestId('share-qr');
  await expect(qr).toBeVisible();
  const cdp = await context.newCDPSession(page);
  const menus = await watchContextMenus(page);
  await press(page, cdp, qr, 450);
  const menu = page.getByTestId('long-press-menu');
  await expect(menu).toBeVisible();
  await expect(menu).toContainText('Invitation QR code');
  await expect(menu.getByTestId('long-press-save')).toHaveAttribute('download', 'btcw-invite-qr.png');
  expect(await menus()).not.toContain(false);
});

for (const holdMs of [400, 1000, 2000]) {
  test(`a long press held ${holdMs} ms keeps its menu open once the finger lifts, on the QR code, a hash and an address`, async ({
    page,
    context,
  }) => {
    const cdp = await context.newCDPSession(page);
    const menu = page.getByTestId('long-press-menu');
    const targets: [string, (p: Page) => Locator][] = [
      ['/pages/user/share', (p) => p.getByTestId('share-qr')],
      ['/pages/user/index', (p) => p.locator('[data-long-press]').first()],
    ];
    for (const [path, target] of targets) {
      await page.goto(path);
      await expect(target(page)).toBeVisible();
      await press(page, cdp, target(page), holdMs);
      await expect(menu).toBeVisible();
      // Whatever the browser makes of the lifted finger, the menu stays to be used.
      await page.waitForTimeout(800);
      await expect(menu).toBeVisible();
      await expect(menu.getByTestId('long-press-copy')).toBeEnabled();
    }
  });
}
