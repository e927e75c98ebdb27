/**
 * Money in, the remaining gaps: two tabs and double taps pay once, records show each new entry with
 * its status (stake, recharge by wallet and by hand, income and balance flows), and the
 * chain-dependent bad hashes on "Not received yet" are refused on screen with nothing credited.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { parseEther, type Address, type Hash } from 'viem';
import { test, expect, DEMO_MEMBER, ROOT_MEMBER, TREASURY } from './fixtures/test';
import type { Api } from './fixtures/api';
import { apiRequests, recordToasts, settle } from './support/app';

const DEMO = DEMO_MEMBER.address as Address;
const DAY_MS = 86_400_000;

/** server/i18n/messages.ts (English). */
const SERVER = {
  txHashUsed: 'This transaction hash has already been used.',
  txWrongRecipient: 'This transaction was not sent to the platform address.',
  txWrongValue: 'The transaction amount does not match.',
};

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
  await expect(page.getByTestId('device-card')).toContainText(hashrateId);
}

async function orders(api: Api, token: string) {
  return (await api.ok('product/order', { page: 1, pageSize: 50 }, { token })) as {
    total: number;
    list: { hashrateId: string; status: string; txHash: string | null }[];
  };
}

async function staking(api: Api, token: string) {
  return (await orders(api, token)).list.filter((o) => o.status === 'Staking').length;
}

async function balance(api: Api, token: string): Promise<string> {
  return ((await api.userInfo(token)) as { balance: string }).balance;
}

async function advanceServerClock(baseURL: string, advanceMs: number) {
  expect(baseURL).not.toBe('');
  const response = await fetch(`${baseURL}/__test__/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  });
  expect(response.ok).toBe(true);
}

function sentTransactions(wallet: { requests: readonly { method: string }[] }) {
  return wallet.requests.filter((r) => r.method === 'eth_sendTransaction').length;
}

test('two tabs of one member: starting the stake in both pays once, stakes once', async ({
  page,
  context,
  api,
  wallet,
}) => {
  const token = await logIn(context, api);
  const second = await context.newPage();
  await searchDevice(page, 'HR-1001');
  await searchDevice(second, 'HR-1001');

  const held = wallet.holdNext('eth_sendTransaction');
  await page.getByTestId('stake-button').click();
  await held.arrived;
  await expect(page.getByTestId('stake-stage')).toHaveText('Initiating payment…');

  await second.getByTestId('stake-button').click();
  await expect(second.getByTestId('stake-error')).toContainText('A payment is already in progress');
  held.release();
  await expect(page.getByTestId('stake-success')).toHaveText('Stake Successful');
  await settle(second, 1000);
  expect(sentTransactions(wallet)).toBe(1);
  expect(await staking(api, token)).toBe(1);
  expect((await orders(api, token)).total).toBe(1);
});

test('double tap on Stake → one lock, one wallet request, one stake', async ({
  page,
  context,
  api,
  wallet,
}) => {
  const token = await logIn(context, api);
  const locks = apiRequests(page, 'product/lockDevice');
  await searchDevice(page, 'HR-1001');
  await page.getByTestId('stake-button').dblclick();
  await expect(page.getByTestId('stake-success')).toHaveText('Stake Successful');
  await settle(page, 1000);
  expect(locks).toHaveLength(1);
  expect(sentTransactions(wallet)).toBe(1);
  expect(await staking(api, token)).toBe(1);
});

test('double tap on Recharge → one wallet request, one credit', async ({ page, context, api, wallet }) => {
  const token = await logIn(context, api);
  const reports = apiRequests(page, 'product/bTCWRecharge');
  await page.goto('/pages/recharge/index');
  await expect(page.getByText('Minimum Amount: 10.0000')).toBeVisible();
  await page.getByLabel('Recharge amount').fill('12.5');
  await page.getByTestId('recharge-button').dblclick();
  await expect(page.getByTestId('recharge-success')).toHaveText('Recharge Successful');
  await settle(page, 1000);
  expect(sentTransactions(wallet)).toBe(1);
  expect(new Set(reports.map((r) => (r.postDataJSON() as { txHash: string }).txHash)).size).toBe(1);
  expect(await balance(api, token)).toBe('1263');
});

test('records: a new stake shows Staking, income and balance flows show it, lists end with No More Data', async ({
  page,
  context,
  api,
  baseURL,
}) => {
  const token = await logIn(context, api);
  await searchDevice(page, 'HR-1001');
  await page.getByTestId('stake-button').click();
  await expect(page.getByTestId('stake-success')).toHaveText('Stake Successful');

  await page.goto('/pages/pledge/record');
  await expect(page.getByTestId('stake-records-item')).toHaveCount(1);
  await expect(page.getByTestId('stake-records-item')).toContainText('HR-1001');
  await expect(page.getByTestId('record-status')).toHaveText('Staking');
  await expect(page.getByTestId('stake-records')).toContainText('No More Data');

  // Nothing earned yet, then two whole days of production (5 BTCW a day).
  await page.goto('/pages/property/record');
  await expect(page.getByTestId('income-records-empty')).toHaveText('No Data Available');
  await advanceServerClock(baseURL ?? '', 2 * DAY_MS + 60_000);
  await page.goto('/pages/property/record');
  const income = page.getByTestId('income-records-item');
  await expect(income).toHaveCount(2);
  for (const row of await income.all()) {
    await expect(row).toContainText('Stake earnings · HR-1001');
    await expect(row).toContainText('+5.0000 BTCW');
  }
  await expect(page.getByTestId('income-records')).toContainText('No More Data');

  // Release the released part of the earnings; the balance flows show it.
  await page.goto('/pages/property/index');
  await page.getByTestId('release-button').click();
  await page.goto('/pages/property/record2');
  await expect(page.getByTestId('balance-records')).toContainText('Released earnings');
  await expect(page.getByTestId('balance-records')).toContainText('No More Data');
  expect(Number(await balance(api, token))).toBeGreaterThan(1250.5);
});

test('records: recharge by wallet shows Success in the recharge and balance records', async ({
  page,
  context,
  api,
}) => {
  await logIn(context, api);
  await page.goto('/pages/recharge/index');
  await page.getByLabel('Recharge amount').fill('12.5');
  await page.getByTestId('recharge-button').click();
  await expect(page.getByTestId('recharge-success')).toHaveText('Recharge Successful');
  await page.goto('/pages/recharge/record');
  await expect(page.getByTestId('recharge-records-item')).toHaveCount(1);
  await expect(page.getByTestId('recharge-records-item')).toContainText('12.5');
  await expect(page.getByTestId('record-status')).toHaveText('Success');
  await expect(page.getByTestId('recharge-records')).toContainText('No More Data');
  await page.goto('/pages/property/record2');
  await expect(page.getByTestId('balance-records')).toContainText('+12.5000 BTCW');
  await expect(page.getByTestId('balance-records')).toContainText('No More Data');
});

test('records: a manual hash not yet mined shows Auditing, then Success once mined', async ({
  page,
  context,
  api,
  anvil,
}) => {
  const token = await logIn(context, api);
  const before = await balance(api, token);
  await anvil.client.setAutomine(false);
  let hash: Hash;
  try {
    hash = await anvil.client.sendTransaction({
      account: DEMO,
      to: TREASURY,
      value: parseEther('15'),
      chain: anvil.client.chain,
    });
    await page.goto('/pages/recharge/notReceivedYet');
    await page.getByLabel('Transaction hash').fill(hash);
    await page.getByLabel('Recharge amount').fill('15');
    await page.getByTestId('manual-submit').click();
    await expect(page.getByTestId('manual-result')).toHaveText(
      'Payment sent. Waiting for confirmation on the chain…',
    );
    await page.goto('/pages/recharge/record');
    await expect(page.getByTestId('record-status')).toHaveText('Auditing');
    expect(await balance(api, token)).toBe(before);
  } finally {
    await anvil.client.setAutomine(true);
  }
  await anvil.mine(1);
  await expect.poll(() => balance(api, token), { timeout: 20_000 }).toBe(String(Number(before) + 15));
  await page.reload();
  await expect(page.getByTestId('record-status')).toHaveText('Success');
});

test('records: a manual hash the chain never saw is Auditing, then Failed after the give-up time', async ({
  page,
  context,
  api,
  baseURL,
}) => {
  const token = await logIn(context, api);
  const before = await balance(api, token);
  const unknown = `0x${'ab'.repeat(32)}`;
  await page.goto('/pages/recharge/notReceivedYet');
  await page.getByLabel('Transaction hash').fill(unknown);
  await page.getByLabel('Recharge amount').fill('15');
  await page.getByTestId('manual-submit').click();
  await expect(page.getByTestId('manual-result')).toHaveText(
    'Payment sent. Waiting for confirmation on the chain…',
  );
  await page.goto('/pages/recharge/record');
  await expect(page.getByTestId('record-status')).toHaveText('Auditing');
  await advanceServerClock(baseURL ?? '', 61 * 60_000);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('record-status')).toHaveText('Failed', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  expect(await balance(api, token)).toBe(before);
});

test('Not received yet: chain-dependent bad hashes show the server message and credit nothing', async ({
  page,
  context,
  api,
  anvil,
}) => {
  const token = await logIn(context, api);
  // A stake paid through the app, whose hash is then submitted as a recharge.
  await searchDevice(page, 'HR-1001');
  await page.getByTestId('stake-button').click();
  await expect(page.getByTestId('stake-success')).toHaveText('Stake Successful');
  const stakeHash = (await orders(api, token)).list[0]?.txHash ?? '';
  expect(stakeHash).toMatch(/^0x[0-9a-f]{64}$/);

  const elsewhere = await anvil.send({
    from: DEMO,
    to: ROOT_MEMBER.address,
    value: parseEther('20'),
  });
  const twenty = await anvil.send({ from: DEMO, to: TREASURY, value: parseEther('20') });
  const before = await balance(api, token);

  const toasts = await recordToasts(page);
  await page.goto('/pages/recharge/notReceivedYet');
  for (const [hash, amount, message] of [
    [elsewhere.transactionHash, '20', SERVER.txWrongRecipient],
    [twenty.transactionHash, '25', SERVER.txWrongValue],
    [stakeHash, '100', SERVER.txHashUsed],
  ] as const) {
    await page.getByLabel('Transaction hash').fill(hash);
    await page.getByLabel('Recharge amount').fill(amount);
    await page.getByTestId('manual-submit').click();
    await expect.poll(() => toasts, { message }).toContain(message);
    await expect(page.getByTestId('manual-result')).toHaveCount(0);
  }
  expect(await balance(api, token)).toBe(before);
  await page.goto('/pages/recharge/record');
  await expect(page.getByTestId('recharge-records-empty')).toHaveText('No Data Available');
});

test('Not received yet in a zh-TW browser: the refusal is shown in Traditional Chinese', async ({
  openPhonePage,
  api,
  anvil,
}) => {
  const page = await openPhonePage({ locale: 'zh-TW' });
  const token = await logIn(page.context(), api);
  const elsewhere = await anvil.send({
    from: DEMO,
    to: ROOT_MEMBER.address,
    value: parseEther('20'),
  });
  const before = await balance(api, token);
  const toasts = await recordToasts(page);
  await page.goto('/pages/recharge/notReceivedYet');
  await page.locator('input[name="txHash"]').fill(elsewhere.transactionHash);
  await page.locator('input[name="amount"]').fill('20');
  await page.getByTestId('manual-submit').click();
  await expect.poll(() => toasts).toContain('此交易不是轉入平台地址。');
  expect(await balance(api, token)).toBe(before);
});
