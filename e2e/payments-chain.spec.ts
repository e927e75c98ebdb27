/**
 * Money against the chain, as the member sees it: a payment waiting for the operator's depth says
 * "Confirming n/N" (in the result's timeline and on the record), a hash the chain does not show is
 * refused at its field with what to do and records nothing, and a payment that reached the treasury
 * without a claim is offered on "Not received yet" and credited with one tap.
 */
import type { Page } from '@playwright/test';
import { parseEther } from 'viem';
import { test } from './fixtures/demo-member-test';
import { expect, TREASURY } from './fixtures/test';
import { DEMO, platformBalance, resultHeadline, submitManualRecharge } from './support/payments';

async function testRoute(baseURL: string, path: string, body: unknown) {
  const response = await fetch(`${baseURL}/__test__/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, await response.text()).toBe(true);
}

/** Screenshots of the same screen in the app's three languages (looked at when the screen changes). */
async function shootInEveryLanguage(page: Page, name: string, ready: () => Promise<void>) {
  for (const locale of ['en', 'zh-Hant', 'vi']) {
    await page.evaluate((value) => localStorage.setItem('locale', JSON.stringify(value)), locale);
    await page.reload();
    await ready();
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 812 });
      await page.screenshot({
        path: test.info().outputPath(`${name}-${locale}-${width}.png`),
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 375, height: 812 });
  }
  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('en')));
  await page.reload();
  await ready();
}

test('a recharge below the operator depth shows Confirming n/N, then Success', async ({
  page,
  anvil,
  baseURL,
}) => {
  await testRoute(baseURL ?? '', 'settings', { key: 'confirmations', value: '3' });
  const receipt = await anvil.send({ from: DEMO, to: TREASURY, value: parseEther('12') });
  await page.goto('/pages/recharge/notReceivedYet');
  await submitManualRecharge(page, receipt.transactionHash, '12');
  await expect(resultHeadline(page)).toHaveText('Payment sent');
  await expect(page.getByTestId('status-timeline')).toContainText('Confirming 1/3');
  await shootInEveryLanguage(page, 'recharge-result-confirming', async () => {
    await page.goto('/pages/recharge/notReceivedYet');
    await submitManualRecharge(page, receipt.transactionHash, '12');
    await expect(page.getByTestId('status-timeline').locator('[data-state="current"]')).toBeVisible();
  });

  await page.goto('/pages/recharge/record');
  await expect(page.getByTestId('record-status')).toHaveText('Confirming 1/3');
  await shootInEveryLanguage(page, 'recharge-confirming', () =>
    expect(page.getByTestId('record-status')).not.toHaveText('Auditing'),
  );
  await anvil.client.mine({ blocks: 2 });
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('record-status')).toHaveText('Success', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
});

test('a hash the chain does not show is refused at the field with what to do; nothing is recorded', async ({
  page,
}) => {
  const madeUp = `0x${'ab'.repeat(32)}`;
  await page.goto('/pages/recharge/notReceivedYet');
  await submitManualRecharge(page, madeUp, '15');
  await expect(page.getByTestId('hash-error')).toHaveText(
    "The chain does not show this transaction. Check the hash in your wallet's history; if you just sent it, wait a minute and try again.",
  );
  await shootInEveryLanguage(page, 'recharge-hash-not-found', async () => {
    await submitManualRecharge(page, madeUp, '15');
    await expect(page.getByTestId('hash-error')).toBeVisible();
  });
  await page.goto('/pages/recharge/record');
  await expect(page.getByTestId('recharge-records-empty')).toBeVisible();
});

test('a payment nobody claimed is offered on "Not received yet" and credited with one tap', async ({
  page,
  anvil,
  api,
  baseURL,
  demoToken,
}) => {
  const receipt = await anvil.send({ from: DEMO, to: TREASURY, value: parseEther('33.5') });
  const before = await platformBalance(api, demoToken);
  // The treasury watcher records it on its next pass; after the grace period it is the member's to claim.
  await expect(async () => {
    await testRoute(baseURL ?? '', 'clock', { advanceMs: 11 * 60_000 });
    await page.goto('/pages/recharge/notReceivedYet');
    await expect(page.getByTestId('unclaimed-transfer')).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const item = page.getByTestId('unclaimed-transfer');
  await expect(item).toContainText(/33\.5000\s*BTCW/);
  await expect(item.getByTestId('unclaimed-hash')).toHaveAttribute('data-value', receipt.transactionHash);
  await shootInEveryLanguage(page, 'unclaimed', () =>
    expect(page.getByTestId('unclaimed-transfer')).toBeVisible(),
  );

  await item.getByRole('button', { name: 'Claim' }).click();
  await expect(item.getByRole('status')).toHaveText('33.5000 BTCW credited to your balance');
  expect(parseEther(await platformBalance(api, demoToken)) - parseEther(before)).toBe(parseEther('33.5'));
  await page.reload();
  await expect(page.getByTestId('unclaimed-transfers')).toHaveCount(0);
});
