import type { Page } from '@playwright/test';
import { test, expect, DEMO_MEMBER, ROOT_MEMBER, seedSession, type Api } from './fixtures/test';

test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });

const DAY_MS = 86_400_000;

test.beforeEach(async ({ api, context }) => {
  await seedSession(context, await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password));
});

/** TEST_MODE-only operator and clock endpoints (docs/server.md). */
async function testPost(baseURL: string | undefined, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${baseURL ?? ''}/__test__/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

async function demoBalance(api: Api): Promise<string> {
  const token = await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password);
  return ((await api.userInfo(token)) as { balance: string }).balance;
}

async function latestWithdrawalId(api: Api): Promise<number> {
  const token = await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password);
  const page = (await api.ok('asset/cashRecord', { page: 1, pageSize: 1 }, { token })) as {
    list: { id: number }[];
  };
  const id = page.list[0]?.id;
  if (id === undefined) throw new Error('no withdrawal');
  return id;
}

function countCashPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/asset/cash')) posts++;
  });
  return () => posts;
}

async function withdraw(page: Page, amount: string, password: string = DEMO_MEMBER.password) {
  await page.getByLabel('Withdrawal Amount').fill(amount);
  await page.getByLabel('Login password').fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
}

test('withdraw → Auditing → operator approves → Success; balance debited once', async ({
  page,
  api,
  baseURL,
}) => {
  await page.goto('/pages/withdrawal/cash');
  await expect(page.getByTestId('cash-balance')).toHaveText('1250.5000');
  await page.getByLabel('Withdrawal Amount').fill('100');
  await expect(page.getByTestId('cash-fee')).toHaveText('1.0000');
  await expect(page.getByTestId('cash-arrival')).toHaveText('99.0000');
  await page.getByLabel('Login password').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Submission Successful')).toBeVisible();
  await expect(page.getByTestId('cash-balance')).toHaveText('1150.5000');

  await page.getByRole('link', { name: 'Withdrawal record' }).click();
  const row = page.getByTestId('withdrawal-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('status')).toHaveText('Auditing');
  await expect(page.getByText('No More Data')).toBeVisible();

  await testPost(baseURL, 'withdrawals/approve', { id: await latestWithdrawalId(api) });
  await page.reload();
  await expect(row.getByTestId('status')).toHaveText('Success');
  expect(await demoBalance(api)).toBe('1150.5');
});

test('operator rejects → Failed and the balance is restored', async ({ page, api, baseURL }) => {
  await page.goto('/pages/withdrawal/cash');
  await withdraw(page, '250.5');
  await expect(page.getByText('Submission Successful')).toBeVisible();
  await expect(page.getByTestId('cash-balance')).toHaveText('1000.0000');
  await testPost(baseURL, 'withdrawals/reject', { id: await latestWithdrawalId(api), reason: 'e2e' });
  await page.goto('/pages/withdrawal/record');
  await expect(page.getByTestId('withdrawal-row').getByTestId('status')).toHaveText('Failed');
  await page.goto('/pages/withdrawal/cash');
  await expect(page.getByTestId('cash-balance')).toHaveText('1250.5000');
  expect(await demoBalance(api)).toBe('1250.5');
});

test('every bad withdrawal input gets its message and sends nothing', async ({ page, api }) => {
  const posts = countCashPosts(page);
  await page.goto('/pages/withdrawal/cash');
  await expect(page.getByTestId('cash-balance')).toHaveText('1250.5000');
  const cases: [string, string][] = [
    ['', 'Please enter the withdrawal amount'],
    ['0', 'The amount must be greater than 0'],
    ['-5', 'Enter a plain number'],
    ['1e3', 'Enter a plain number'],
    ['0x10', 'Enter a plain number'],
    ['1,000', 'Enter a plain number'],
    ['1.2.3', 'Enter a plain number'],
    ['10.1234567890123456789', 'At most 18 decimal places'],
    ['１００', 'Enter a plain number'],
    ['9.99', 'Minimum Withdrawal Amount: 10'],
    ['100000.5', 'Maximum Withdrawal Amount: 100000'],
    ['1250.6', 'Insufficient Balance'],
  ];
  const form = page.locator('form');
  const amountError = form.getByRole('alert').first();
  for (const [amount, message] of cases) {
    await withdraw(page, amount);
    await expect(amountError, `amount ${JSON.stringify(amount)}`).toContainText(message);
  }
  await withdraw(page, '100', '');
  await expect(form.getByRole('alert')).toHaveText('Please enter your login password');
  await withdraw(page, '100', 'x'.repeat(1024 * 1024));
  await expect(form.getByRole('alert')).toHaveText('The password must be at most 64 characters');
  expect(posts()).toBe(0);

  // Wrong password: the server refuses (counted toward the lockout), nothing is debited.
  await withdraw(page, '100', 'wrong-password');
  await expect(page.getByText('Incorrect login password.')).toBeVisible();
  expect(posts()).toBe(1);
  expect(await demoBalance(api)).toBe('1250.5');
});

test('a double-clicked submit withdraws once', async ({ page, api }) => {
  const posts = countCashPosts(page);
  await page.goto('/pages/withdrawal/cash');
  await page.getByLabel('Withdrawal Amount').fill('100');
  await page.getByLabel('Login password').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Submit' }).dblclick();
  await expect(page.getByText('Submission Successful')).toBeVisible();
  expect(posts()).toBe(1);
  expect(await demoBalance(api)).toBe('1150.5');
});

test('buy a product → ongoing; clock past maturity → ended with actual earnings, balance credited', async ({
  page,
  api,
  baseURL,
}) => {
  await page.goto('/pages/financial/index');
  const products = page.getByTestId('financial-product');
  await expect(products).toHaveCount(3);
  const closed = products.filter({ hasText: 'BTCW Prime 180' });
  await expect(closed.getByRole('button', { name: 'Not Open Yet' })).toBeDisabled();

  await products.filter({ hasText: 'BTCW Flexi 7' }).getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('7 Days').click();
  for (const [amount, message] of [
    ['5', 'Minimum Amount: 10'],
    ['1e2', 'Enter a plain number'],
    ['10000.5', 'Maximum Amount: 10000'],
    ['1250.6', 'Insufficient Balance'],
  ] as const) {
    await dialog.getByLabel('Amount').fill(amount);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('alert')).toContainText(message);
  }
  await dialog.getByLabel('Amount').fill('1000');
  // 1000 × 0.1 % × 7 days = 7 gross, 10 % management fee.
  await expect(dialog.getByTestId('buy-earnings')).toHaveText('7.0000');
  await expect(dialog.getByTestId('buy-actual')).toHaveText('6.3000');
  await expect(dialog.getByTestId('buy-quantity')).toHaveText('1006.3000');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Purchase Successful')).toBeVisible();
  expect(await demoBalance(api)).toBe('250.5');

  await page.getByRole('link', { name: /Financial records/ }).click();
  const ongoing = page.getByTestId('ongoing-list').getByTestId('financial-order');
  await expect(ongoing).toHaveCount(1);
  await expect(ongoing.getByTestId('status')).toHaveText('Stake');

  await testPost(baseURL, 'clock', { advanceMs: 7 * DAY_MS + 60_000 });
  await page.getByRole('tab', { name: 'Ended' }).click();
  const ended = page.getByTestId('ended-list').getByTestId('financial-order');
  await expect(ended).toHaveCount(1);
  await expect(ended.getByTestId('status')).toHaveText('Maturity');
  await expect(ended.getByTestId('order-actual')).toHaveText('6.3000');
  await expect(ended.getByTestId('order-quantity')).toHaveText('1006.3000');
  await page.getByRole('tab', { name: 'Ongoing' }).click();
  await expect(page.getByTestId('ongoing-list-empty')).toHaveText('No Data Available');
  expect(await demoBalance(api)).toBe('1256.8');
});

test("another member's records are never served", async ({ api }) => {
  const demo = await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password);
  await api.ok(
    'asset/cash',
    { amount: '20', password: DEMO_MEMBER.password, idempotencyKey: crypto.randomUUID() },
    { token: demo },
  );
  const root = await api.login(ROOT_MEMBER.address, ROOT_MEMBER.password);
  expect(await api.ok('asset/cashRecord', { page: 1, pageSize: 20 }, { token: root })).toMatchObject({
    total: 0,
  });
  const probe = await api.call('asset/cashRecord', { page: 1, pageSize: 20, id: 1 }, { token: root });
  expect(probe.code).toBe(400);
  const byMember = await api.call(
    'financial/financialList',
    { page: 1, pageSize: 20, memberId: 2 },
    { token: root },
  );
  expect(byMember.code).toBe(400);
});
