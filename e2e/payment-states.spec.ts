/**
 * What the payment screens say while a slow wallet asks the member (spec §7: "Initiating payment…"
 * while the wallet confirms), that nothing is "Submitted" before the wallet returned a hash, that a
 * settled payment leaves "Payments in progress" for "Recent payments", and that the wallet balance
 * is read again as soon as the receipt arrives.
 */
import type { Page } from '@playwright/test';
import { test } from './fixtures/demo-member-test';
import { expect } from './fixtures/test';
import {
  fillRecharge,
  resultHeadline,
  reviewAndConfirmRecharge,
  reviewAndConfirmStake,
} from './support/payments';

/** The wallet takes this long to answer, as a member reading the popup does. */
const SLOW_WALLET_MS = 3000;

/** The step labels of the result view's timeline, each with its state. */
async function timeline(page: Page): Promise<string[]> {
  return page
    .getByTestId('status-timeline')
    .locator('li')
    .evaluateAll((items) =>
      items.map((item) => `${item.textContent}:${item.getAttribute('data-state') ?? ''}`),
    );
}

for (const [locale, initiating] of [
  ['en', 'Initiating payment…'],
  ['zh-Hant', '正在發起付款…'],
  ['vi', 'Đang khởi tạo thanh toán…'],
] as const) {
  test(`a stake says "${initiating}" while a slow wallet asks (${locale})`, async ({ page, wallet }) => {
    await page.addInitScript((language) => localStorage.setItem('locale', JSON.stringify(language)), locale);
    // The page's words are in its language: search by the field's name and Enter.
    await page.goto('/pages/pledge/index');
    await page.locator('input[name="hashrateId"]').fill('HR-1001');
    await page.locator('input[name="hashrateId"]').press('Enter');
    await expect(page.getByTestId('device-card')).toContainText('HR-1001');
    const held = wallet.holdNext('eth_sendTransaction');
    await reviewAndConfirmStake(page);
    await held.arrived;
    await expect(resultHeadline(page)).toHaveText(initiating);
    await page.waitForTimeout(SLOW_WALLET_MS);
    await expect(resultHeadline(page)).toHaveText(initiating);
    held.release();
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'success', {
      timeout: 20_000,
    });
  });
}

test('while the wallet asks, the current step is the wallet one and nothing is Submitted', async ({
  page,
  wallet,
}) => {
  await fillRecharge(page, '12.5');
  const held = wallet.holdNext('eth_sendTransaction');
  await reviewAndConfirmRecharge(page);
  await held.arrived;
  await expect(resultHeadline(page)).toHaveText('Initiating payment…');
  expect(await timeline(page)).toEqual([
    'Initiating paymentConfirm it in your wallet:current',
    'Submitted:upcoming',
    'Confirming:upcoming',
    'Credited:upcoming',
  ]);
  await page.waitForTimeout(SLOW_WALLET_MS);
  expect(await timeline(page)).toContain('Submitted:upcoming');
  held.release();
  await expect(resultHeadline(page)).toHaveText('Recharge Successful', { timeout: 20_000 });
  expect(await timeline(page)).toEqual([
    'Initiating payment:done',
    'Submitted:done',
    'Confirming:done',
    'Credited:done',
  ]);
});

test('a settled payment leaves "Payments in progress" for "Recent payments"', async ({ page }) => {
  await fillRecharge(page, '12.5');
  await reviewAndConfirmRecharge(page);
  await expect(resultHeadline(page)).toHaveText('Recharge Successful', { timeout: 20_000 });
  await page.getByTestId('result-done').click();
  const recent = page.getByTestId('recent-payments');
  await expect(recent).toContainText('Recent payments');
  await expect(recent.getByTestId('pending-payment')).toHaveCount(1);
  await expect(recent).toContainText('12.5000');
  await expect(page.getByTestId('pending-payments')).toHaveCount(0);
  // The same on Property, and after a reload.
  await page.goto('/pages/property/index');
  await expect(page.getByTestId('recent-payments').getByTestId('pending-payment')).toHaveCount(1);
  await expect(page.getByTestId('pending-payments')).toHaveCount(0);
});

test('the wallet balance is read again as soon as the receipt arrives, not at the next 15 s poll', async ({
  page,
}) => {
  await fillRecharge(page, '12.5');
  const balance = page.getByTestId('recharge-wallet-balance');
  await expect(balance).toHaveText(/^10,000\.0000\s*BTCW$/);
  await reviewAndConfirmRecharge(page);
  const submitted = Date.now();
  await expect(balance).not.toHaveText(/^10,000\.0000\s*BTCW$/, { timeout: 5_000 });
  expect(Date.now() - submitted).toBeLessThan(5_000);
  await expect(balance).toHaveText(/^9,987\.\d{4}\s*BTCW$/);
});

for (const purpose of ['stake', 'recharge'] as const) {
  test(`a ${purpose} says "Initiating payment…" the moment "Confirm and pay" is tapped, before its wallet code has come`, async ({
    page,
  }) => {
    if (purpose === 'stake') {
      await page.goto('/pages/pledge/index');
      await page.locator('input[name="hashrateId"]').fill('HR-1001');
      await page.locator('input[name="hashrateId"]').press('Enter');
      await expect(page.getByTestId('device-card')).toContainText('HR-1001');
      await page.getByTestId('stake-button').click();
    } else {
      await fillRecharge(page, '12.5');
      await page.getByTestId('recharge-button').click();
    }
    await expect(page.getByTestId('review-sheet')).toBeVisible();
    // The payment's code is slow to come, as on a phone's first payment.
    let release = (): void => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await arrived;
      await route.continue();
    });
    const confirm = page.getByTestId('review-confirm');
    await confirm.click();
    await expect(confirm).toHaveText('Initiating payment…', { timeout: 500 });
    release();
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'success', {
      timeout: 20_000,
    });
  });
}
