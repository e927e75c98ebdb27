/**
 * Money in, the remaining gaps: two tabs and double taps on the review's confirm pay once, records
 * show each new entry with its status (stake, recharge by wallet and by hand, income and balance
 * flows), and the chain-dependent bad hashes on "Not received yet" are refused at their field, stay
 * there until edited, and record or credit nothing.
 */
import type { Page } from '@playwright/test';
import { parseEther } from 'viem';
import { test } from './fixtures/demo-member-test';
import { expect, ROOT_MEMBER, TREASURY } from './fixtures/test';
import { apiRequests, recordToasts, settle } from './support/app';
import {
  DEMO,
  expectSingleRecord,
  fillRecharge,
  logInDemo,
  platformBalance,
  rechargeByWallet,
  resultHeadline,
  reviewAndConfirmStake,
  searchDevice,
  sentTransactions,
  stake,
  stakeOrders,
  stakingCount,
  submitManualRecharge,
  withMiningPaused,
} from './support/payments';

const DAY_MS = 86_400_000;

/** server/i18n/messages.ts (English). */
const SERVER = {
  txHashUsed: 'This transaction hash has already been used.',
  txWrongRecipient: 'This transaction was not sent to the platform address.',
  txWrongValue: 'The transaction amount does not match.',
  txNotFound:
    "The chain does not show this transaction. Check the hash in your wallet's history; if you just sent it, wait a minute and try again.",
};

async function advanceServerClock(baseURL: string, advanceMs: number) {
  expect(baseURL).not.toBe('');
  const response = await fetch(`${baseURL}/__test__/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  });
  expect(response.ok).toBe(true);
}

test('two tabs of one member: starting the stake in both pays once, stakes once', async ({
  page,
  context,
  api,
  wallet,
  demoToken: token,
}) => {
  const second = await context.newPage();
  await searchDevice(page, 'HR-1001');
  await searchDevice(second, 'HR-1001');

  // Both tabs review the stake; the first confirms and its wallet is open when the second confirms.
  await second.getByTestId('stake-button').click();
  await expect(second.getByTestId('review-sheet')).toBeVisible();
  const held = wallet.holdNext('eth_sendTransaction');
  await reviewAndConfirmStake(page);
  await held.arrived;
  await expect(resultHeadline(page)).toHaveText('Initiating payment…');

  await second.getByTestId('review-confirm').click();
  await expect(second.getByTestId('review-sheet').getByTestId('form-banner')).toContainText(
    'A payment is already in progress',
  );
  held.release();
  await expect(resultHeadline(page)).toHaveText('Stake Successful', { timeout: 15_000 });
  await settle(second, 1000);
  expect(sentTransactions(wallet)).toBe(1);
  expect(await stakingCount(api, token)).toBe(1);
  expect((await stakeOrders(api, token)).total).toBe(1);
});

/** Both clicks land before React re-renders the confirm as busy: only the in-flight guard stops the second. */
async function doubleTapConfirm(page: Page): Promise<void> {
  await page.getByTestId('review-confirm').evaluate((element) => {
    (element as HTMLButtonElement).click();
    (element as HTMLButtonElement).click();
  });
}

test("double tap on the stake review's confirm → one lock, one wallet request, one stake", async ({
  page,
  api,
  wallet,
  demoToken: token,
}) => {
  const locks = apiRequests(page, 'product/lockDevice');
  await searchDevice(page, 'HR-1001');
  await page.getByTestId('stake-button').dblclick();
  await expect(page.getByTestId('review-sheet')).toBeVisible();
  await doubleTapConfirm(page);
  await expect(resultHeadline(page)).toHaveText('Stake Successful', { timeout: 15_000 });
  await settle(page, 1000);
  expect(locks).toHaveLength(1);
  expect(sentTransactions(wallet)).toBe(1);
  expect(await stakingCount(api, token)).toBe(1);
});

test("double tap on the recharge review's confirm → one wallet request, one credit", async ({
  page,
  api,
  wallet,
  demoToken: token,
}) => {
  const reports = apiRequests(page, 'product/bTCWRecharge');
  await fillRecharge(page, '12.5');
  await page.getByTestId('recharge-button').dblclick();
  await expect(page.getByTestId('review-sheet')).toBeVisible();
  await page.getByTestId('review-confirm').dblclick();
  await expect(resultHeadline(page)).toHaveText('Recharge Successful', { timeout: 15_000 });
  await settle(page, 1000);
  expect(sentTransactions(wallet)).toBe(1);
  expect(new Set(reports.map((r) => (r.postDataJSON() as { txHash: string }).txHash)).size).toBe(1);
  expect(await platformBalance(api, token)).toBe('1263');
});

test('records: a new stake shows Staking, income and balance flows show it, lists end with No More Data', async ({
  page,
  api,
  baseURL,
  demoToken: token,
}) => {
  await stake(page, 'HR-1001');

  await expectSingleRecord(page, '/pages/pledge/record', 'stake-records', {
    text: 'HR-1001',
    status: 'Staking',
  });

  // Nothing earned yet, then two whole days of production (5 BTCW a day).
  await page.goto('/pages/property/record');
  await expect(page.getByTestId('income-records-empty')).toContainText('No Data Available');
  await advanceServerClock(baseURL ?? '', 2 * DAY_MS + 60_000);
  await page.goto('/pages/property/record');
  const income = page.getByTestId('income-records-item');
  await expect(income).toHaveCount(2);
  for (const row of await income.all()) {
    await expect(row).toContainText('Stake earnings');
    await expect(row).toContainText('HR-1001');
    await expect(row.getByTestId('flow-amount')).toHaveText('+5.0000BTCW');
  }
  await expect(page.getByTestId('income-records')).toContainText('No More Data');

  // Release the released part of the earnings (reviewed first); the balance flows show it.
  await page.goto('/pages/property/index');
  await page.getByTestId('release-button').click();
  await page.getByTestId('review-sheet').getByTestId('review-confirm').click();
  await expect(page.getByTestId('result-headline')).toHaveText('Earnings released');
  await page.getByTestId('result-view-record').click();
  await expect(page).toHaveURL('/pages/property/record2');
  await expect(page.getByTestId('balance-records')).toContainText('Released earnings');
  await expect(page.getByTestId('balance-records')).toContainText('No More Data');
  expect(Number(await platformBalance(api, token))).toBeGreaterThan(1250.5);
});

test('records: recharge by wallet shows Success in the recharge and balance records', async ({ page }) => {
  await rechargeByWallet(page, '12.5');
  await expectSingleRecord(page, '/pages/recharge/record', 'recharge-records', {
    text: '12.5',
    status: 'Success',
  });
  await page.goto('/pages/property/record2');
  await expect(page.getByTestId('balance-records')).toContainText('+12.5000BTCW');
  await expect(page.getByTestId('balance-records')).toContainText('No More Data');
});

/**
 * Submits a recharge hash the chain has not confirmed: "Payment sent", and its result card and its
 * record say the same word for the wait ("Confirming"), not "Auditing", which is a person's review.
 */
async function reportUnconfirmedRecharge(page: Page, hash: string, amount: string): Promise<void> {
  await page.goto('/pages/recharge/notReceivedYet');
  await submitManualRecharge(page, hash, amount);
  await expect(resultHeadline(page)).toHaveText('Payment sent');
  await expect(page.getByTestId('status-timeline').locator('[data-state="current"]')).toContainText(
    'Confirming',
  );
  await page.goto('/pages/recharge/record');
  await expect(page.getByTestId('record-status')).toHaveText('Confirming');
}

test('records: a manual hash not yet mined shows Confirming, then Success once mined', async ({
  page,
  api,
  anvil,
  demoToken: token,
}) => {
  const before = await platformBalance(api, token);
  await withMiningPaused(anvil, async () => {
    const hash = await anvil.client.sendTransaction({
      account: DEMO,
      to: TREASURY,
      value: parseEther('15'),
      chain: anvil.client.chain,
    });
    await reportUnconfirmedRecharge(page, hash, '15');
    expect(await platformBalance(api, token)).toBe(before);
  });
  await anvil.mine(1);
  await expect.poll(() => platformBalance(api, token), { timeout: 20_000 }).toBe(String(Number(before) + 15));
  await page.reload();
  await expect(page.getByTestId('record-status')).toHaveText('Success');
});

test('a made-up hash: the field says the chain does not show it, and nothing is recorded', async ({
  page,
  api,
  demoToken: token,
}) => {
  const before = await platformBalance(api, token);
  const toasts = await recordToasts(page);
  await page.goto('/pages/recharge/notReceivedYet');
  await submitManualRecharge(page, `0x${'ab'.repeat(32)}`, '15');
  await expect(page.getByTestId('hash-error')).toHaveText(SERVER.txNotFound);
  await expect(page.getByTestId('manual-result')).toHaveCount(0);
  await settle(page, 500);
  expect(toasts).not.toContain(SERVER.txNotFound);
  expect(await platformBalance(api, token)).toBe(before);
  await page.goto('/pages/recharge/record');
  await expect(page.getByTestId('recharge-records-empty')).toContainText('No Data Available');
  await expect(
    page.getByTestId('recharge-records-empty').getByRole('link', { name: 'Recharge' }),
  ).toHaveAttribute('href', '/pages/recharge/index');
});

test('a refusal stays at its field for 5 s and more, and goes when the field is edited', async ({
  page,
  api,
  demoToken: token,
}) => {
  await stake(page, 'HR-1001');
  const stakeHash = (await stakeOrders(api, token)).list[0]?.txHash ?? '';
  await page.goto('/pages/recharge/notReceivedYet');
  await submitManualRecharge(page, stakeHash, '100');
  const error = page.getByTestId('hash-error');
  await expect(error).toHaveText(SERVER.txHashUsed);
  await expect(page.locator('input[name="txHash"]')).toHaveAttribute('aria-invalid', 'true');
  await page.waitForTimeout(5500);
  await expect(error).toHaveText(SERVER.txHashUsed);
  // Editing another field leaves it; editing the hash takes it away.
  await page.getByLabel('Recharge amount').fill('101');
  await expect(error).toHaveText(SERVER.txHashUsed);
  await page.locator('input[name="txHash"]').press('End');
  await page.locator('input[name="txHash"]').press('Backspace');
  await expect(error).toHaveCount(0);
});

test('Not received yet: chain-dependent bad hashes show the server message and credit nothing', async ({
  page,
  api,
  anvil,
  demoToken: token,
}) => {
  // A stake paid through the app, whose hash is then submitted as a recharge.
  await stake(page, 'HR-1001');
  const stakeHash = (await stakeOrders(api, token)).list[0]?.txHash ?? '';
  expect(stakeHash).toMatch(/^0x[0-9a-f]{64}$/);

  const elsewhere = await anvil.send({
    from: DEMO,
    to: ROOT_MEMBER.address,
    value: parseEther('20'),
  });
  const twenty = await anvil.send({ from: DEMO, to: TREASURY, value: parseEther('20') });
  const before = await platformBalance(api, token);

  const toasts = await recordToasts(page);
  await page.goto('/pages/recharge/notReceivedYet');
  const amountError = page.getByLabel('Recharge amount').locator('xpath=following-sibling::p[@role="alert"]');
  for (const [hash, amount, message, field] of [
    [elsewhere.transactionHash, '20', SERVER.txWrongRecipient, page.getByTestId('hash-error')],
    [twenty.transactionHash, '25', SERVER.txWrongValue, amountError],
    [stakeHash, '100', SERVER.txHashUsed, page.getByTestId('hash-error')],
  ] as const) {
    await submitManualRecharge(page, hash, amount);
    await expect(field, message).toHaveText(message);
    await expect(page.getByTestId('manual-result')).toHaveCount(0);
  }
  // Shown at the field, not as a passing toast.
  expect([...toasts]).toEqual([]);
  expect(await platformBalance(api, token)).toBe(before);
  await page.goto('/pages/recharge/record');
  await expect(page.getByTestId('recharge-records-empty')).toContainText('No Data Available');
});

test('Not received yet in a zh-TW browser: the refusal is shown in Traditional Chinese', async ({
  openPhonePage,
  api,
  anvil,
}) => {
  const page = await openPhonePage({ locale: 'zh-TW' });
  const token = await logInDemo(page.context(), api);
  const elsewhere = await anvil.send({
    from: DEMO,
    to: ROOT_MEMBER.address,
    value: parseEther('20'),
  });
  const before = await platformBalance(api, token);
  const toasts = await recordToasts(page);
  await page.goto('/pages/recharge/notReceivedYet');
  await page.locator('input[name="txHash"]').fill(elsewhere.transactionHash);
  await page.locator('input[name="amount"]').fill('20');
  await page.getByTestId('manual-submit').click();
  await expect(page.getByTestId('hash-error')).toHaveText('此交易不是轉入平台地址。');
  expect([...toasts]).toEqual([]);
  expect(await platformBalance(api, token)).toBe(before);
});
