/**
 * Money in: stake by hashrate ID and recharge through the mocked wallet on anvil, with the faults
 * the payment queue must survive (reload, API down, replaced and cancelled transactions).
 */
import type { Page } from '@playwright/test';
import { parseEther, type Address, type Hash } from 'viem';
import { test } from './fixtures/demo-member-test';
import { expect, ROOT_MEMBER, TREASURY, type Anvil } from './fixtures/test';
import {
  DEMO,
  expectSingleRecord,
  platformBalance,
  rechargeByWallet,
  searchDevice,
  sentTransactions,
  stakeOrders,
  stakingCount,
  submitManualRecharge,
  withMiningPaused,
} from './support/payments';

test('full stake journey: search → device → pay → Stake Successful → records and property', async ({
  page,
  api,
  anvil,
  demoToken: token,
}) => {
  const before = await anvil.balance(TREASURY);
  await searchDevice(page, 'hr-1003');
  const card = page.getByTestId('device-card');
  await expect(card).toContainText('HR-1003');
  await expect(page.getByTestId('device-stake-amount')).toHaveText('250.5000 BTCW');
  await expect(card).toContainText('60 days');
  await expect(page.getByTestId('stake-wallet-balance')).toHaveText('10000.0000 BTCW');
  await expect(page.locator('[aria-current="step"]')).toContainText('Confirm the stake');

  await page.getByTestId('stake-button').click();
  await expect(page.getByTestId('stake-success')).toHaveText('Stake Successful');
  await expect(page.locator('[aria-current="step"]')).toContainText('Stake complete');
  expect(await anvil.balance(TREASURY as Address)).toBe(before + parseEther('250.5'));

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
  await page.getByTestId('stake-button').click();
  await expect(page.getByTestId('stake-error')).toContainText('You cancelled the payment');
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
  await page.getByTestId('stake-button').click();
  await expect(page.getByTestId('stake-success')).toBeVisible();
  expect(await stakingCount(api, token)).toBe(1);
});

test('insufficient balance and insufficient miner fee are caught before the wallet', async ({
  page,
  anvil,
  wallet,
}) => {
  await anvil.setBalance(DEMO, parseEther('99'));
  await searchDevice(page, 'HR-1001');
  await page.getByTestId('stake-button').click();
  await expect(page.getByTestId('stake-error')).toHaveText('Insufficient BTCW Wallet Balance');
  await anvil.setBalance(DEMO, parseEther('100'));
  await page.getByTestId('stake-button').click();
  await expect(page.getByTestId('stake-error')).toHaveText('Insufficient Miner Fee');
  expect(sentTransactions(wallet)).toBe(0);
});

test('reload after the hash and before the pledge call → completes after reload, once', async ({
  page,
  api,
  demoToken: token,
}) => {
  await page.route('**/api/product/bTCWPledge', (route) => route.abort());
  await searchDevice(page, 'HR-1001');
  await page.getByTestId('stake-button').click();
  await expect(page.getByTestId('pending-payment-state')).toHaveText(/Reporting|Auditing/);
  const stored = await page.evaluate(() => localStorage.getItem('btcw.pendingPayments'));
  expect(stored).toMatch(/"hash":"0x[0-9a-f]{64}"/);
  expect((await stakeOrders(api, token)).total).toBe(0);
  await page.unroute('**/api/product/bTCWPledge');
  await page.reload();
  await expect(page.getByTestId('pending-payment-state')).toHaveText('Success', { timeout: 15_000 });
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
  await page.getByTestId('stake-button').click();
  await expect.poll(() => refused).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('pending-payment-state')).toHaveText(/Reporting/);
  await page.unroute('**/api/product/bTCWPledge');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('stake-success')).toBeVisible({ timeout: 20_000 });
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
  await page.getByTestId('stake-button').click();
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
    await expect(page.getByTestId('stake-success')).toBeVisible({ timeout: 20_000 });
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
    await expect(page.getByTestId('pending-payment-state')).toHaveText('Failed', { timeout: 20_000 });
    await expect(page.getByTestId('stake-error')).toBeVisible();
  });
  expect(await stakingCount(api, token)).toBe(0);
});

test('recharge by wallet, then the record shows Success', async ({ page, api, demoToken: token }) => {
  await rechargeByWallet(page, '12.5');
  expect(await platformBalance(api, token)).toBe('1263');
  await expectSingleRecord(page, '/pages/recharge/record', 'recharge-records', {
    text: '12.5',
    status: 'Success',
  });
});

test('recharge by manual hash; a reused hash is rejected', async ({ page, api, anvil, demoToken: token }) => {
  const receipt = await anvil.send({ from: DEMO, to: TREASURY, value: parseEther('20') });
  await page.goto('/pages/recharge/notReceivedYet');
  await submitManualRecharge(page, receipt.transactionHash, '20');
  await expect(page.getByTestId('manual-result')).toHaveText('Recharge Successful');
  await page.getByTestId('manual-submit').click();
  await expect(page.getByTestId('manual-result')).toHaveText('Recharge Successful');
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
    ['9.99', 'Minimum Amount: 10.0000'],
    ['20000', 'Insufficient BTCW Wallet Balance'],
  ] as const) {
    await amount.fill(value);
    await submit.click();
    await expect(page.getByRole('alert').first(), value).toHaveText(message);
  }

  await page.goto('/pages/recharge/notReceivedYet');
  const hash = page.getByLabel('Transaction hash');
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
