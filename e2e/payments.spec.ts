/**
 * Money in: stake by hashrate ID and recharge through the mocked wallet on anvil, with the faults
 * the payment queue must survive (reload, API down, replaced and cancelled transactions).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { parseEther, type Address, type Hash } from 'viem';
import { test, expect, DEMO_MEMBER, ROOT_MEMBER, TREASURY } from './fixtures/test';
import type { Api } from './fixtures/api';

const DEMO = DEMO_MEMBER.address as Address;

test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });

async function logIn(context: BrowserContext, api: Api): Promise<string> {
  const token = await api.login(DEMO, DEMO_MEMBER.password);
  await context.addInitScript(
    ([value, account]) => {
      if (window.localStorage.getItem('token') === null) {
        window.localStorage.setItem('token', JSON.stringify(value));
        window.localStorage.setItem('sessionAccount', JSON.stringify(account));
      }
    },
    [token, DEMO.toLowerCase()] as const,
  );
  return token;
}

async function searchDevice(page: Page, hashrateId: string) {
  await page.goto('/pages/pledge/index');
  await page.getByLabel('Hashrate ID').fill(hashrateId);
  await page.getByRole('button', { name: 'Search' }).click();
}

async function orders(api: Api, token: string) {
  return (await api.ok('product/order', { page: 1, pageSize: 50 }, { token })) as {
    total: number;
    list: { hashrateId: string; status: string; txHash: string | null }[];
  };
}

async function creditedClaims(api: Api, token: string) {
  const stakes = await orders(api, token);
  return stakes.list.filter((o) => o.status === 'Staking').length;
}

test('full stake journey: search → device → pay → Stake Successful → records and property', async ({
  page,
  context,
  api,
  anvil,
}) => {
  const token = await logIn(context, api);
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

  await page.goto('/pages/pledge/record');
  await expect(page.getByTestId('stake-records-item')).toHaveCount(1);
  await expect(page.getByTestId('stake-records-item')).toContainText('HR-1003');
  await expect(page.getByTestId('record-status')).toHaveText('Staking');
  await page.goto('/pages/property/index');
  await expect(page.getByTestId('property-deviceCount')).toHaveText('1');
  await expect(page.getByTestId('property-totalStaked')).toHaveText('250.5000');
  expect(await creditedClaims(api, token)).toBe(1);
});

test('wallet rejects → device released, can stake again', async ({ page, context, api, wallet }) => {
  const token = await logIn(context, api);
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
  expect(await creditedClaims(api, token)).toBe(1);
});

test('insufficient balance and insufficient miner fee are caught before the wallet', async ({
  page,
  context,
  api,
  anvil,
  wallet,
}) => {
  await logIn(context, api);
  await anvil.setBalance(DEMO, parseEther('99'));
  await searchDevice(page, 'HR-1001');
  await page.getByTestId('stake-button').click();
  await expect(page.getByTestId('stake-error')).toHaveText('Insufficient BTCW Wallet Balance');
  await anvil.setBalance(DEMO, parseEther('100'));
  await page.getByTestId('stake-button').click();
  await expect(page.getByTestId('stake-error')).toHaveText('Insufficient Miner Fee');
  expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toHaveLength(0);
});

test('reload after the hash and before the pledge call → completes after reload, once', async ({
  page,
  context,
  api,
}) => {
  const token = await logIn(context, api);
  await page.route('**/api/product/bTCWPledge', (route) => route.abort());
  await searchDevice(page, 'HR-1001');
  await page.getByTestId('stake-button').click();
  await expect(page.getByTestId('pending-payment-state')).toHaveText(/Reporting|Auditing/);
  const stored = await page.evaluate(() => localStorage.getItem('btcw.pendingPayments'));
  expect(stored).toMatch(/"hash":"0x[0-9a-f]{64}"/);
  expect((await orders(api, token)).total).toBe(0);
  await page.unroute('**/api/product/bTCWPledge');
  await page.reload();
  await expect(page.getByTestId('pending-payment-state')).toHaveText('Success', { timeout: 15_000 });
  expect(await creditedClaims(api, token)).toBe(1);
});

test('API down after payment → completes when it returns, exactly one credit', async ({
  page,
  context,
  api,
}) => {
  const token = await logIn(context, api);
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
  expect(await creditedClaims(api, token)).toBe(1);
});

async function withMiningPaused<T>(
  anvil: { client: { setAutomine(v: boolean): Promise<void> } },
  fn: () => Promise<T>,
) {
  await anvil.client.setAutomine(false);
  try {
    return await fn();
  } finally {
    await anvil.client.setAutomine(true);
  }
}

async function pendingPaymentTx(page: Page): Promise<Hash> {
  const handle = await page.waitForFunction(() => {
    const queue = JSON.parse(localStorage.getItem('btcw.pendingPayments') ?? '[]') as {
      hash: string | null;
    }[];
    return queue.find((p) => p.hash)?.hash ?? null;
  });
  return (await handle.jsonValue()) as Hash;
}

test('sped-up transaction (same nonce, higher fee) → settles with the new hash', async ({
  page,
  context,
  api,
  anvil,
}) => {
  const token = await logIn(context, api);
  await withMiningPaused(anvil, async () => {
    await searchDevice(page, 'HR-1001');
    await page.getByTestId('stake-button').click();
    const first = await pendingPaymentTx(page);
    const tx = await anvil.client.getTransaction({ hash: first });
    const second = await anvil.client.sendTransaction({
      account: DEMO,
      to: tx.to as Address,
      value: tx.value,
      nonce: tx.nonce,
      maxFeePerGas: (tx.maxFeePerGas ?? 0n) * 2n,
      maxPriorityFeePerGas: (tx.maxPriorityFeePerGas ?? 0n) * 2n + 1n,
      chain: anvil.client.chain,
    });
    await anvil.client.dropTransaction({ hash: first }).catch(() => undefined);
    await anvil.mine(1);
    await expect(page.getByTestId('stake-success')).toBeVisible({ timeout: 20_000 });
    const stakes = await orders(api, token);
    expect(stakes.list[0]?.txHash).toBe(second);
  });
});

test('cancelled transaction → shown as failed, nothing credited', async ({ page, context, api, anvil }) => {
  const token = await logIn(context, api);
  await withMiningPaused(anvil, async () => {
    await searchDevice(page, 'HR-1001');
    await page.getByTestId('stake-button').click();
    const first = await pendingPaymentTx(page);
    const tx = await anvil.client.getTransaction({ hash: first });
    await anvil.client.sendTransaction({
      account: DEMO,
      to: DEMO,
      value: 0n,
      nonce: tx.nonce,
      maxFeePerGas: (tx.maxFeePerGas ?? 0n) * 2n,
      maxPriorityFeePerGas: (tx.maxPriorityFeePerGas ?? 0n) * 2n + 1n,
      chain: anvil.client.chain,
    });
    await anvil.client.dropTransaction({ hash: first }).catch(() => undefined);
    await anvil.mine(1);
    await expect(page.getByTestId('pending-payment-state')).toHaveText('Failed', { timeout: 20_000 });
    await expect(page.getByTestId('stake-error')).toBeVisible();
  });
  expect(await creditedClaims(api, token)).toBe(0);
});

test('recharge by wallet, then the record shows Success', async ({ page, context, api }) => {
  const token = await logIn(context, api);
  await page.goto('/pages/recharge/index');
  await expect(page.getByText('Minimum Amount: 10.0000')).toBeVisible();
  await page.getByLabel('Recharge amount').fill('12.5');
  await page.getByTestId('recharge-button').click();
  await expect(page.getByTestId('recharge-success')).toHaveText('Recharge Successful');
  const info = (await api.ok('member/userInfo', {}, { token })) as { balance: string };
  expect(info.balance).toBe('1263');
  await page.goto('/pages/recharge/record');
  await expect(page.getByTestId('recharge-records-item')).toHaveCount(1);
  await expect(page.getByTestId('record-status')).toHaveText('Success');
});

test('recharge by manual hash; a reused hash is rejected', async ({ page, context, api, anvil }) => {
  const token = await logIn(context, api);
  const receipt = await anvil.send({ from: DEMO, to: TREASURY, value: parseEther('20') });
  await page.goto('/pages/recharge/notReceivedYet');
  await page.getByLabel('Transaction hash').fill(receipt.transactionHash);
  await page.getByLabel('Recharge amount').fill('20');
  await page.getByTestId('manual-submit').click();
  await expect(page.getByTestId('manual-result')).toHaveText('Recharge Successful');
  await page.getByTestId('manual-submit').click();
  await expect(page.getByTestId('manual-result')).toHaveText('Recharge Successful');
  const info = (await api.ok('member/userInfo', {}, { token })) as { balance: string };
  expect(info.balance).toBe('1270.5');

  // The same hash by another member, and a stake hash as a recharge.
  const rootToken = await api.login(ROOT_MEMBER.address, ROOT_MEMBER.password);
  const reused = await api.call(
    'product/bTCWRecharge',
    { amount: '20', txHash: receipt.transactionHash },
    { token: rootToken },
  );
  expect(reused).toMatchObject({ code: 409, msg: 'This transaction hash has already been used.' });
});

test('bad inputs: each gets its message and nothing is paid', async ({ page, context, api, wallet }) => {
  await logIn(context, api);
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
  expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toHaveLength(0);
});
