/**
 * Money in: stake by hashrate ID and recharge through the mocked wallet on anvil, with the faults
 * the payment queue must survive (reload, API down, replaced and cancelled transactions).
 */
import type { Page } from '@playwright/test';
import { parseEther, type Address, type Hash } from 'viem';
import { test } from './fixtures/demo-member-test';
import { expect, ROOT_MEMBER, TREASURY, type Anvil } from './fixtures/test';
import { countFramesWithout, masked } from './support/app';
import {
  DEMO,
  expectSingleRecord,
  fillRecharge,
  platformBalance,
  resultHeadline,
  reviewAndConfirmRecharge,
  reviewAndConfirmStake,
  searchDevice,
  sentTransactions,
  stakeOrders,
  stakingCount,
  submitManualRecharge,
  withMiningPaused,
} from './support/payments';

/** The step labels of the result view's timeline, each with its state. */
async function timeline(page: Page): Promise<string[]> {
  return page
    .getByTestId('status-timeline')
    .locator('li')
    .evaluateAll((items) =>
      items.map((item) => `${item.textContent}:${item.getAttribute('data-state') ?? ''}`),
    );
}

test('full stake journey: search → device → review → wallet → timeline → record and property', async ({
  page,
  api,
  anvil,
  wallet,
  demoToken: token,
}) => {
  // The whole journey, through the review, the wallet, the timeline and the record.
  test.slow();
  const before = await anvil.balance(TREASURY);
  await searchDevice(page, 'hr-1003');
  const card = page.getByTestId('device-card');
  await expect(card).toContainText('HR-1003');
  await expect(page.getByTestId('device-stake-amount')).toHaveText(/^250\.5000\s*BTCW$/);
  await expect(card).toContainText('60 days');
  await expect(page.getByTestId('stake-wallet-balance')).toHaveText(/^10,000\.0000\s*BTCW$/);
  await expect(page.locator('[aria-current="step"]')).toContainText('Confirm the stake');

  // The review: amount, the device's figures, the destination masked, the network, the wallet note.
  await page.getByTestId('stake-button').click();
  const review = page.getByTestId('review-sheet');
  await expect(page.getByTestId('review-amount')).toHaveText(/^250\.5000\s*BTCW$/);
  await expect(page.getByTestId('review-hashrate-id')).toHaveText('HR-1003');
  await expect(review).toContainText('60 days');
  await expect(review).toContainText('7.2500');
  await expect(page.getByTestId('review-to')).toHaveText(masked(TREASURY));
  await expect(page.getByTestId('review-from')).toHaveText(masked(DEMO));
  await expect(review).toContainText('BTCW chain (21000)');
  await expect(review).toContainText('Your wallet will ask you to confirm this payment.');
  expect(sentTransactions(wallet)).toBe(0);

  // The confirm replaces the sheet with the result: never a frame with neither.
  const blankFrames = await countFramesWithout(page, [
    '[data-testid="review-sheet"]',
    '[data-testid="result-view"]',
  ]);
  await page.getByTestId('review-confirm').click();
  await expect(resultHeadline(page)).toHaveText('Stake Successful', { timeout: 15_000 });
  expect(await blankFrames()).toBe(0);
  expect(await timeline(page)).toEqual([
    'Initiating payment:done',
    'Submitted:done',
    'Confirming:done',
    'Staked:done',
  ]);
  // Credited: every how-to step is ticked, "Stake complete" too, and none is still current.
  await expect(page.getByTestId('stake-steps').locator('li').last()).toHaveText('✓Stake complete');
  await expect(page.locator('[aria-current="step"]')).toHaveCount(0);
  expect(await anvil.balance(TREASURY as Address)).toBe(before + parseEther('250.5'));

  await page.getByTestId('result-view-record').click();
  await expect(page).toHaveURL('/pages/pledge/record');
  await expectSingleRecord(page, '/pages/pledge/record', 'stake-records', {
    text: 'HR-1003',
    status: 'Staking',
  });
  await page.goto('/pages/property/index');
  await expect(page.getByTestId('property-deviceCount')).toHaveText('1');
  await expect(page.getByTestId('property-totalStaked')).toHaveText('250.5000BTCW');
  expect(await stakingCount(api, token)).toBe(1);
});

test('wallet rejects → device released, can stake again', async ({ page, api, wallet, demoToken: token }) => {
  await searchDevice(page, 'HR-1001');
  wallet.rejectNext('eth_sendTransaction');
  await reviewAndConfirmStake(page);
  await expect(resultHeadline(page)).toHaveText('Payment cancelled');
  await expect(page.getByTestId('result-view')).toContainText('Nothing was paid, you can try again.');
  await expect(page.getByTestId('result-view')).toContainText('You cancelled the payment in the wallet.');
  const rootToken = await api.login(ROOT_MEMBER.address, ROOT_MEMBER.password);
  await expect
    .poll(
      async () =>
        (
          (await api.ok('product/searchDevice', { hashrateId: 'HR-1001' }, { token: rootToken })) as {
            status: string;
          }
        ).status,
    )
    .toBe('available');
  await page.getByTestId('result-done').click();
  await expect(page.getByTestId('device-status')).toHaveText('Available');
  await reviewAndConfirmStake(page);
  await expect(resultHeadline(page)).toHaveText('Stake Successful', { timeout: 15_000 });
  expect(await stakingCount(api, token)).toBe(1);
});

test('insufficient balance and insufficient miner fee are caught before the wallet', async ({
  page,
  anvil,
  wallet,
}) => {
  await anvil.setBalance(DEMO, parseEther('99'));
  await searchDevice(page, 'HR-1001');
  await reviewAndConfirmStake(page);
  // Said in the review, where the user is looking; nothing was asked of the wallet.
  const banner = page.getByTestId('review-sheet').getByTestId('form-banner');
  await expect(banner).toHaveText('Insufficient BTCW Wallet Balance');
  await anvil.setBalance(DEMO, parseEther('100'));
  await page.getByTestId('review-confirm').click();
  await expect(banner).toHaveText('Insufficient Miner Fee');
  expect(sentTransactions(wallet)).toBe(0);
});

test('reload after the hash and before the pledge call → the timeline is shown again and completes, once', async ({
  page,
  api,
  demoToken: token,
}) => {
  await page.route('**/api/product/bTCWPledge', (route) => route.abort());
  await searchDevice(page, 'HR-1001');
  await reviewAndConfirmStake(page);
  const result = page.getByTestId('payment-result');
  await expect(result).toHaveAttribute('data-state', 'reporting');
  await expect(resultHeadline(page)).toHaveText('Payment sent');
  const stored = await page.evaluate(() => localStorage.getItem('btcw.pendingPayments'));
  expect(stored).toMatch(/"hash":"0x[0-9a-f]{64}"/);
  expect((await stakeOrders(api, token)).total).toBe(0);

  // Reloaded while the platform is still unreachable: the same payment's timeline, re-entered from the queue.
  await page.reload();
  await expect(result).toHaveAttribute('data-state', 'reporting');
  expect(await timeline(page)).toEqual([
    'Initiating payment:done',
    'Submitted:done',
    'ConfirmingReporting to the platform…:current',
    'Staked:upcoming',
  ]);
  await expect(page.getByTestId('result-hash')).toHaveAttribute('data-value', /^0x[0-9a-f]{64}$/);
  await expect(page.getByTestId('device-card')).toHaveCount(0);

  await page.unroute('**/api/product/bTCWPledge');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(resultHeadline(page)).toHaveText('Stake Successful', { timeout: 20_000 });
  expect(await stakingCount(api, token)).toBe(1);
});

test('API down after payment → completes when it returns, exactly one credit', async ({
  page,
  api,
  demoToken: token,
}) => {
  let refused = 0;
  await page.route('**/api/product/bTCWPledge', async (route) => {
    refused += 1;
    await route.fulfill({ status: 503, body: 'down' });
  });
  await searchDevice(page, 'HR-1001');
  await reviewAndConfirmStake(page);
  // Retried with back-off (2 s, 4 s …) while the platform is down.
  await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'reporting');
  // No success before the platform has answered.
  await expect(resultHeadline(page)).toHaveText('Payment sent');
  await page.unroute('**/api/product/bTCWPledge');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(resultHeadline(page)).toHaveText('Stake Successful', { timeout: 20_000 });
  expect(await stakingCount(api, token)).toBe(1);
});

async function pendingPaymentTx(page: Page): Promise<Hash> {
  const handle = await page.waitForFunction(() => {
    const queue = JSON.parse(localStorage.getItem('btcw.pendingPayments') ?? '[]') as {
      hash: string | null;
    }[];
    return queue.find((p) => p.hash)?.hash ?? null;
  });
  return (await handle.jsonValue()) as Hash;
}

/**
 * Starts staking HR-1001 (mining paused) and mines a transaction with the same nonce and higher
 * fees in its place: a sped-up payment (same recipient and value) or a cancelled one (0 to oneself).
 */
async function stakeThenReplace(
  page: Page,
  anvil: Anvil,
  replacement: (original: { to: Address; value: bigint }) => { to: Address; value: bigint },
): Promise<Hash> {
  await searchDevice(page, 'HR-1001');
  await reviewAndConfirmStake(page);
  const first = await pendingPaymentTx(page);
  const tx = await anvil.client.getTransaction({ hash: first });
  const hash = await anvil.client.sendTransaction({
    account: DEMO,
    ...replacement({ to: tx.to as Address, value: tx.value }),
    nonce: tx.nonce,
    maxFeePerGas: (tx.maxFeePerGas ?? 0n) * 2n,
    maxPriorityFeePerGas: (tx.maxPriorityFeePerGas ?? 0n) * 2n + 1n,
    chain: anvil.client.chain,
  });
  await anvil.client.dropTransaction({ hash: first }).catch(() => undefined);
  await anvil.mine(1);
  return hash;
}

test('sped-up transaction (same nonce, higher fee) → settles with the new hash', async ({
  page,
  api,
  anvil,
  demoToken: token,
}) => {
  await withMiningPaused(anvil, async () => {
    const second = await stakeThenReplace(page, anvil, (original) => original);
    await expect(resultHeadline(page)).toHaveText('Stake Successful', { timeout: 20_000 });
    const stakes = await stakeOrders(api, token);
    expect(stakes.list[0]?.txHash).toBe(second);
  });
});

test('cancelled transaction → shown as failed, nothing credited', async ({
  page,
  api,
  anvil,
  demoToken: token,
}) => {
  await withMiningPaused(anvil, async () => {
    await stakeThenReplace(page, anvil, () => ({ to: DEMO, value: 0n }));
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'failed', {
      timeout: 20_000,
    });
    await expect(resultHeadline(page)).toHaveText('The payment failed');
    expect(await timeline(page)).toEqual([
      'Initiating payment:done',
      'Submitted:done',
      'FailedThe transaction was cancelled in the wallet.:failed',
    ]);
  });
  expect(await stakingCount(api, token)).toBe(0);
});

test('recharge by wallet: review → timeline → record with Success', async ({
  page,
  api,
  wallet,
  demoToken: token,
}) => {
  // The whole journey, through the review, the wallet, the timeline and the record.
  test.slow();
  await fillRecharge(page, '12.5');
  await page.getByTestId('recharge-button').click();
  const review = page.getByTestId('review-sheet');
  await expect(page.getByTestId('review-amount')).toHaveText(/^12\.5000\s*BTCW$/);
  await expect(page.getByTestId('review-to')).toHaveText(masked(TREASURY));
  await expect(page.getByTestId('review-from')).toHaveText(masked(DEMO));
  await expect(review).toContainText('BTCW chain (21000)');
  await expect(review).toContainText('Your wallet will ask you to confirm this payment.');
  expect(sentTransactions(wallet)).toBe(0);
  await page.getByTestId('review-confirm').click();
  await expect(resultHeadline(page)).toHaveText('Recharge Successful', { timeout: 15_000 });
  expect(await timeline(page)).toEqual([
    'Initiating payment:done',
    'Submitted:done',
    'Confirming:done',
    'Credited:done',
  ]);
  await expect(page.getByTestId('result-amount')).toHaveText(/^12\.5000\s*BTCW$/);
  expect(await platformBalance(api, token)).toBe('1263');
  await page.getByTestId('result-view-record').click();
  await expect(page).toHaveURL('/pages/recharge/record');
  await expectSingleRecord(page, '/pages/recharge/record', 'recharge-records', {
    text: '+12.5000',
    status: 'Success',
  });
});

test('a reload while a recharge is confirming shows its timeline again', async ({ page, anvil }) => {
  await withMiningPaused(anvil, async () => {
    await fillRecharge(page, '11');
    await reviewAndConfirmRecharge(page);
    const result = page.getByTestId('payment-result');
    await expect(result).toHaveAttribute('data-state', 'auditing', { timeout: 15_000 });
    await page.reload();
    await expect(result).toHaveAttribute('data-state', 'auditing');
    await expect(resultHeadline(page)).toHaveText('Payment sent');
    expect((await timeline(page)).slice(0, 2)).toEqual(['Initiating payment:done', 'Submitted:done']);
    await expect(page.getByLabel('Recharge amount')).toHaveCount(0);
    // The payment is being followed: "Not received yet" is not offered beside it.
    await expect(page.getByTestId('not-received-link')).toHaveCount(0);
    await anvil.mine(1);
    await expect(resultHeadline(page)).toHaveText('Recharge Successful', { timeout: 20_000 });
    await expect(page.getByTestId('not-received-link')).toHaveCount(0);
    await page.getByTestId('result-done').click();
    await expect(page.getByTestId('not-received-link')).toBeVisible();
  });
});

test('recharge by manual hash; a reused hash is rejected', async ({ page, api, anvil, demoToken: token }) => {
  const receipt = await anvil.send({ from: DEMO, to: TREASURY, value: parseEther('20') });
  await page.goto('/pages/recharge/notReceivedYet');
  await submitManualRecharge(page, receipt.transactionHash, '20');
  await expect(resultHeadline(page)).toHaveText('Recharge Successful');
  await page.getByTestId('result-done').click();
  // The same hash again answers the same recharge: credited once.
  await submitManualRecharge(page, receipt.transactionHash, '20');
  await expect(resultHeadline(page)).toHaveText('Recharge Successful');
  expect(await platformBalance(api, token)).toBe('1270.5');

  // The same hash by another member, and a stake hash as a recharge.
  const rootToken = await api.login(ROOT_MEMBER.address, ROOT_MEMBER.password);
  const reused = await api.call(
    'product/bTCWRecharge',
    { amount: '20', txHash: receipt.transactionHash },
    { token: rootToken },
  );
  expect(reused).toMatchObject({ code: 409, msg: 'This transaction hash has already been used.' });
});

test('bad inputs: each gets its message and nothing is paid', async ({ page, api, wallet }) => {
  await page.goto('/pages/pledge/index');
  const idField = page.getByLabel('Hashrate ID');
  const search = page.getByRole('button', { name: 'Search' });
  for (const [value, message] of [
    ['', 'Please enter the hashrate ID'],
    ['    ', 'Please enter the hashrate ID'],
    ['X'.repeat(200), 'The hashrate ID is at most 64 characters'],
  ] as const) {
    await idField.fill(value);
    await search.click();
    await expect(page.getByRole('alert').first()).toHaveText(message);
  }
  await idField.fill('HR-9999');
  await search.click();
  await expect(page.getByTestId('stake-search-error')).toHaveText('No device has this hashrate ID');

  const rootToken = await api.login(ROOT_MEMBER.address, ROOT_MEMBER.password);
  const device = (await api.ok('product/searchDevice', { hashrateId: 'HR-1002' }, { token: rootToken })) as {
    id: number;
  };
  await api.ok(
    'product/lockDevice',
    { deviceId: device.id, from: ROOT_MEMBER.address },
    { token: rootToken },
  );
  await idField.fill('HR-1002');
  await search.click();
  await expect(page.getByTestId('device-status')).toHaveText('Reserved');
  await expect(page.getByTestId('stake-button')).toBeDisabled();

  await page.goto('/pages/recharge/index');
  const amount = page.getByLabel('Recharge amount');
  const submit = page.getByTestId('recharge-button');
  const invalid = 'Enter an amount such as 100 or 12.5 (digits and one decimal point only)';
  for (const [value, message] of [
    ['', 'Please enter the recharge amount'],
    ['0', 'The amount must be greater than 0'],
    ['-1', invalid],
    ['+1', invalid],
    ['1e3', invalid],
    ['0x10', invalid],
    ['1,000', invalid],
    ['1.2.3', invalid],
    ['.5', invalid],
    ['5.', invalid],
    [`1.${'1'.repeat(19)}`, 'At most 18 decimal places'],
    ['１２', invalid],
    ['9'.repeat(80), 'The amount is too large'],
    ['9.99', 'Minimum Amount: 10.0000 BTCW. Enter at least this amount.'],
    ['20000', 'Insufficient BTCW Wallet Balance'],
  ] as const) {
    await amount.fill(value);
    await submit.click();
    await expect(page.getByRole('alert').first(), value).toHaveText(message);
  }

  await page.goto('/pages/recharge/notReceivedYet');
  const hash = page.locator('input[name="txHash"]');
  await page.getByLabel('Recharge amount').fill('10');
  const hashInvalid = 'A transaction hash is 0x followed by 64 hexadecimal characters';
  for (const [value, message] of [
    ['', 'Please enter the Hash'],
    ['0x', hashInvalid],
    [`0x${'a'.repeat(63)}`, hashInvalid],
    [`0x${'a'.repeat(65)}`, hashInvalid],
    ['a'.repeat(64), hashInvalid],
    [`0x${'z'.repeat(64)}`, hashInvalid],
  ] as const) {
    await hash.fill(value);
    await page.getByTestId('manual-submit').click();
    await expect(page.getByRole('alert').first(), value).toHaveText(message);
  }
  expect(sentTransactions(wallet)).toBe(0);
});

test('a recharge under way is listed once on its record, with one time on every screen, and "Recharge Not Received" only once it has waited long', async ({
  page,
  anvil,
}) => {
  test.slow();
  await page.clock.install();
  await withMiningPaused(anvil, async () => {
    await fillRecharge(page, '11');
    await reviewAndConfirmRecharge(page);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'auditing', {
      timeout: 15_000,
    });
    // Property lists it under "Payments in progress", at the time the platform recorded it.
    await page.goto('/pages/property/index');
    const card = page.getByTestId('pending-payment');
    await expect(card).toHaveCount(1);
    const shownOnProperty = await card.locator('time').textContent();

    // The record lists it once: as its record row, not also as a card.
    await page.goto('/pages/recharge/record');
    const rows = page.getByTestId('recharge-records-item');
    await expect(rows).toHaveCount(1);
    await expect(page.getByTestId('pending-payment')).toHaveCount(0);
    await expect(rows.locator('time')).toHaveText(shownOnProperty ?? '');
    // Being confirmed is not "not received".
    await expect(page.getByTestId('record-not-received')).toHaveCount(0);

    await page.clock.fastForward('11:00');
    await page.reload();
    await expect(page.getByTestId('record-not-received')).toBeVisible();
  });
});
