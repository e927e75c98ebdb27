/**
 * Screenshots of the money-in screens in each state, at 375 and 320 px, in en, zh-Hant and vi, with
 * long data (a 1 000 000 000 BTCW recharge, 64-digit hashes). Written to test-results/shots/ to be
 * looked at; run on demand: SHOTS=1 npx playwright test e2e/money-in-shots.spec.ts
 */
import type { Page } from '@playwright/test';
import { parseEther } from 'viem';
import { test } from './fixtures/demo-member-test';
import { expect, TREASURY } from './fixtures/test';
import {
  DEMO,
  resultHeadline,
  reviewAndConfirmStake,
  submitManualRecharge,
  withMiningPaused,
} from './support/payments';

/** Locale-free steps (the screens are shot in every language). */
async function searchDevice(page: Page, hashrateId: string) {
  await page.goto('/pages/pledge/index');
  await page.locator('input[name="hashrateId"]').fill(hashrateId);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId('device-card')).toContainText(hashrateId);
}

async function fillRecharge(page: Page, amount: string) {
  await page.goto('/pages/recharge/index');
  await expect(page.getByTestId('recharge-minimum')).toBeVisible();
  await page.locator('input[name="amount"]').fill(amount);
}

test.skip(!process.env.SHOTS, 'screenshots are taken on demand (SHOTS=1)');
test.setTimeout(600_000);

const LOCALES = ['en', 'zh-Hant', 'vi'] as const;

async function shoot(page: Page, name: string, ready: () => Promise<void>) {
  if (page.url() === 'about:blank') await page.goto('/pages/home/index');
  for (const locale of LOCALES) {
    await page.evaluate((value) => localStorage.setItem('locale', JSON.stringify(value)), locale);
    await ready();
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 812 });
      await page.waitForTimeout(300);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} ${locale} ${width}px is wider than the screen`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/shots/${name}-${locale}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 375, height: 812 });
  }
  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('en')));
}

test('stake states', async ({ page, wallet }) => {
  await shoot(page, 'stake-form', async () => {
    await page.goto('/pages/pledge/index');
    await expect(page.getByTestId('stake-steps')).toBeVisible();
  });
  await shoot(page, 'stake-device', async () => {
    await searchDevice(page, 'HR-2001');
  });
  await shoot(page, 'stake-review', async () => {
    await searchDevice(page, 'HR-2001');
    await page.getByTestId('stake-button').click();
    await expect(page.getByTestId('review-confirm')).toBeVisible();
  });
  await shoot(page, 'stake-rejected', async () => {
    await searchDevice(page, 'HR-1003');
    wallet.rejectNext('eth_sendTransaction');
    await reviewAndConfirmStake(page);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'abandoned');
    await page.getByTestId('result-done').click();
  });
  await searchDevice(page, 'HR-1003');
  const held = wallet.holdNext('eth_sendTransaction');
  await reviewAndConfirmStake(page);
  await held.arrived;
  await shoot(page, 'stake-in-wallet', async () => {
    await page.reload();
    await expect(page.getByTestId('payment-result')).toBeVisible();
  });
  held.release();
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'success', {
    timeout: 90_000,
  });
  await page.evaluate(() => localStorage.setItem('btcw.pendingPayments', '[]'));
  await shoot(page, 'stake-record', async () => {
    await page.goto('/pages/pledge/record');
    await expect(page.getByTestId('stake-records-item')).toHaveCount(1);
  });
});

test('recharge states', async ({ page, anvil }) => {
  await shoot(page, 'recharge-record-empty', async () => {
    await page.goto('/pages/recharge/record');
    await expect(page.getByTestId('recharge-records-empty')).toBeVisible();
  });
  await shoot(page, 'recharge-form-error', async () => {
    await fillRecharge(page, '9.99');
    await page.getByTestId('recharge-button').click();
    await expect(page.getByRole('alert').first()).toBeVisible();
  });
  await shoot(page, 'recharge-review', async () => {
    await fillRecharge(page, '1000000000');
  });
  await anvil.setBalance(DEMO, parseEther('2000000000'));
  await withMiningPaused(anvil, async () => {
    await fillRecharge(page, '1000000000');
    await page.getByTestId('recharge-button').click();
    await shoot(page, 'recharge-review-sheet', async () => {
      await expect(page.getByTestId('review-confirm')).toBeVisible();
    });
    await page.getByTestId('review-confirm').click();
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'auditing', {
      timeout: 20_000,
    });
    await shoot(page, 'recharge-confirming', async () => {
      await page.reload();
      await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'auditing');
    });
    await shoot(page, 'recharge-record-pending', async () => {
      await page.goto('/pages/recharge/record');
      await expect(page.getByTestId('recharge-records-item')).toHaveCount(1);
    });
  });
  await anvil.mine(1);
  await page.goto('/pages/recharge/index');
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'success', {
    timeout: 20_000,
  });
  await shoot(page, 'recharge-success', async () => {
    // A reload re-enters only an open payment: open it again, and the screen finds it credited.
    await page.evaluate(() => {
      const queue = JSON.parse(localStorage.getItem('btcw.pendingPayments') ?? '[]') as object[];
      const reopened = queue.map((payment) => ({ ...payment, state: 'auditing' }));
      localStorage.setItem('btcw.pendingPayments', JSON.stringify(reopened));
    });
    await page.reload();
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'success', {
      timeout: 20_000,
    });
  });
  await page.evaluate(() => localStorage.setItem('btcw.pendingPayments', '[]'));
  await shoot(page, 'recharge-record', async () => {
    await page.goto('/pages/recharge/record');
    await expect(page.getByTestId('recharge-records-item')).toHaveCount(1);
  });
});

test('not received yet states', async ({ page, anvil }) => {
  const receipt = await anvil.send({ from: DEMO, to: TREASURY, value: parseEther('20') });
  await shoot(page, 'not-received-unknown-hash', async () => {
    await page.goto('/pages/recharge/notReceivedYet');
    await submitManualRecharge(page, `0x${'ab'.repeat(32)}`, '15');
    await expect(page.getByTestId('hash-error')).toBeVisible();
  });
  await shoot(page, 'not-received-below-minimum', async () => {
    await page.goto('/pages/recharge/notReceivedYet');
    await submitManualRecharge(page, `0x${'ab'.repeat(32)}`, '5');
    await expect(page.getByRole('alert').first()).toBeVisible();
  });
  await shoot(page, 'not-received-paste-refused', async () => {
    await page.goto('/pages/recharge/notReceivedYet');
    await page.evaluate(() => {
      Object.defineProperty(navigator.clipboard, 'readText', {
        value: () => Promise.reject(new Error('denied')),
      });
    });
    await page.getByTestId('paste-hash').click();
    await expect(page.getByTestId('hash-error')).toBeVisible();
  });
  await page.goto('/pages/recharge/notReceivedYet');
  await submitManualRecharge(page, receipt.transactionHash, '20');
  await expect(resultHeadline(page)).toHaveText('Recharge Successful');
  await shoot(page, 'not-received-result', async () => {
    await page.goto('/pages/recharge/notReceivedYet');
    await submitManualRecharge(page, receipt.transactionHash, '20');
    await expect(page.getByTestId('manual-result')).toBeVisible();
  });
});
