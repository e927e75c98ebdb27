import type { Locator, Page } from '@playwright/test';
import { test, expect, DEMO_MEMBER, ROOT_MEMBER, seedSession, type Api } from './fixtures/test';
import { masked, recordToasts, settle } from './support/app';

test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });

const DAY_MS = 86_400_000;

/** A money submit re-checks the password (a deliberately slow hash) and writes the ledger. */
const SUBMITTED = { timeout: 15_000 };

test.beforeEach(async ({ api, context }) => {
  // Each journey logs in, submits and reloads several times: more than the default 30 s on a busy machine.
  test.slow();
  await seedSession(context, await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password));
});

/** TEST_MODE-only operator and clock endpoints (docs/server-running.md, "What it serves"). */
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

function countPosts(page: Page, path: string): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.url().endsWith(`/api/${path}`)) posts++;
  });
  return () => posts;
}

const amountField = (page: Page) => page.getByLabel('Withdrawal Amount');
const passwordField = (page: Page) => page.getByLabel(/login password/i);

/** Fills the withdrawal form and continues to the review (or to the form's own messages). */
async function fillWithdrawal(page: Page, amount: string, password: string = DEMO_MEMBER.password) {
  await amountField(page).fill(amount);
  await passwordField(page).fill(password);
  await page.getByTestId('cash-continue').click();
}

/** The review sheet of a money action, once open. */
function reviewSheet(page: Page): Locator {
  return page.getByTestId('review-sheet');
}

/** The timeline's steps as "label:state". */
async function timeline(page: Page): Promise<string[]> {
  const steps = page.getByTestId('status-timeline').locator('li');
  return steps.evaluateAll((items) =>
    items.map(
      (item) =>
        `${item.querySelector('span + span > span')?.textContent ?? ''}:${item.getAttribute('data-state') ?? ''}`,
    ),
  );
}

test('withdraw → review → Auditing on the result → record; the operator approves → Success; debited once', async ({
  page,
  api,
  baseURL,
}) => {
  const toasts = await recordToasts(page);
  await page.goto('/pages/withdrawal/cash');
  await expect(page.getByTestId('cash-balance')).toHaveText('1,250.5000BTCW');
  // The limits read as every amount does: grouped, 4 places, with the unit.
  await expect(page.getByText('Minimum 10.0000 BTCW · Maximum 1,250.5000 BTCW, your balance')).toBeVisible();
  await amountField(page).fill('100');
  await expect(page.getByTestId('cash-fee')).toHaveText('1.0000BTCW');
  await expect(page.getByTestId('cash-arrival')).toHaveText('99.0000BTCW');
  await fillWithdrawal(page, '100');

  const sheet = reviewSheet(page);
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('review-amount')).toHaveText('100.0000BTCW');
  await expect(sheet.getByTestId('review-fee')).toHaveText('1.0000BTCW');
  await expect(sheet.getByTestId('review-arrival')).toHaveText('99.0000BTCW');
  await expect(sheet.getByTestId('review-destination')).toHaveText(masked(DEMO_MEMBER.address));
  await expect(sheet).toContainText('BTCW chain (21000)');
  expect(await demoBalance(api)).toBe('1250.5');

  await sheet.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('result-headline')).toHaveText('Submission Successful', SUBMITTED);
  // The mark says what the words say: submitted (a check), not a wait.
  await expect(page.getByTestId('result-view')).toHaveAttribute('data-tone', 'submitted');
  expect(await timeline(page)).toEqual(['Submitted:done', 'Auditing:current', 'Success or Failed:upcoming']);
  await expect(page.getByTestId('result-arrival')).toHaveText('99.0000BTCW');
  expect(toasts).not.toContain('Submission Successful');
  expect(await demoBalance(api)).toBe('1150.5');

  await page.getByTestId('result-view-record').click();
  await expect(page).toHaveURL('/pages/withdrawal/record');
  const row = page.getByTestId('withdrawal-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('withdrawal-amount')).toHaveText('100.0000BTCW');
  await expect(row.getByTestId('record-status')).toHaveText('Auditing');
  // Under review, nothing has been received yet.
  await expect(row).toContainText('You will receive');
  await expect(row).not.toContainText('Received');
  await expect(row.getByTestId('withdrawal-arrival')).toHaveText('99.0000BTCW');
  await expect(page.getByText('No More Data')).toBeVisible();

  await testPost(baseURL, 'withdrawals/approve', {
    id: await latestWithdrawalId(api),
    txHash: `0x${'ab'.repeat(32)}`,
  });
  await page.reload();
  await expect(row.getByTestId('record-status')).toHaveText('Success');
  await expect(row).toContainText('Received');
  await expect(row).not.toContainText('You will receive');
  expect(await demoBalance(api)).toBe('1150.5');
});

const TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/;

test("the result card and the record show one time for a withdrawal, with the phone's clock an hour on", async ({
  page,
}) => {
  // The phone's clock runs an hour ahead of the platform's (it keeps running).
  await page.clock.install({ time: Date.now() + 60 * 60_000 });
  await page.goto('/pages/withdrawal/cash');
  await fillWithdrawal(page, '100');
  await reviewSheet(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('result-headline')).toHaveText('Submission Successful', SUBMITTED);
  const submitted = TIME.exec((await page.getByTestId('status-timeline').textContent()) ?? '')?.[0];
  expect(submitted).toBeDefined();

  await page.getByTestId('result-view-record').click();
  const row = page.getByTestId('withdrawal-row').first();
  await expect(row).toContainText(TIME);
  expect(TIME.exec((await row.textContent()) ?? '')?.[0]).toBe(submitted);
});

test('operator rejects → Failed and the balance is restored', async ({ page, api, baseURL }) => {
  await page.goto('/pages/withdrawal/cash');
  await fillWithdrawal(page, '250.5');
  await reviewSheet(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('result-headline')).toHaveText('Submission Successful', SUBMITTED);
  await page.getByTestId('result-done').click();
  await expect(page.getByTestId('cash-balance')).toHaveText('1,000.0000BTCW');
  await testPost(baseURL, 'withdrawals/reject', { id: await latestWithdrawalId(api), reason: 'e2e' });
  await page.goto('/pages/withdrawal/record');
  const row = page.getByTestId('withdrawal-row');
  await expect(row.getByTestId('record-status')).toHaveText('Failed');
  // Refunded whole, fee included: never "Received".
  await expect(row.getByTestId('withdrawal-refunded')).toHaveText('250.5000BTCW');
  await expect(row).toContainText('Refunded to your balance');
  await expect(row).not.toContainText('Received');
  await page.goto('/pages/withdrawal/cash');
  await expect(page.getByTestId('cash-balance')).toHaveText('1,250.5000BTCW');
  expect(await demoBalance(api)).toBe('1250.5');
});

test('every bad withdrawal input gets its message at its field and sends nothing', async ({ page }) => {
  const posts = countPosts(page, 'asset/cash');
  await page.goto('/pages/withdrawal/cash');
  await expect(page.getByTestId('cash-balance')).toHaveText('1,250.5000BTCW');
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
    ['9.99', 'Minimum Withdrawal Amount: 10.0000 BTCW'],
    // Above the maximum too, the balance is what the member can reach.
    ['100000.5', 'Insufficient Balance. Available: 1,250.5000 BTCW'],
    ['1250.6', 'Insufficient Balance. Available: 1,250.5000 BTCW'],
  ];
  const form = page.locator('form');
  const amountError = form.getByRole('alert').first();
  for (const [amount, message] of cases) {
    await fillWithdrawal(page, amount);
    await expect(amountError, `amount ${JSON.stringify(amount)}`).toContainText(message);
    // One message at a time: the limits hint gives way to the error.
    await expect(form.getByText(/^Minimum 10/)).toBeHidden();
  }
  await fillWithdrawal(page, '100', '');
  await expect(form.getByRole('alert')).toHaveText('Please enter your login password');
  await fillWithdrawal(page, '100', 'x'.repeat(1024 * 1024));
  await expect(form.getByRole('alert')).toHaveText('The password must be at most 64 characters');
  await expect(reviewSheet(page)).toBeHidden();
  expect(posts()).toBe(0);
});

test('a wrong password is shown at the password field, stays, and goes when the password is edited', async ({
  page,
  api,
}) => {
  const posts = countPosts(page, 'asset/cash');
  const toasts = await recordToasts(page);
  await page.goto('/pages/withdrawal/cash');
  await fillWithdrawal(page, '100', 'wrong-password');
  await reviewSheet(page).getByRole('button', { name: 'Submit' }).click();

  // Back on the form, the platform's refusal under the password (counted toward the lockout).
  const password = passwordField(page);
  const message = page.getByText('Incorrect login password.');
  await expect(message).toBeVisible(SUBMITTED);
  await expect(reviewSheet(page)).toBeHidden();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await password.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  await expect(page.locator(`[id="${describedBy ?? ''}"]`)).toHaveText('Incorrect login password.');
  expect(posts()).toBe(1);
  expect(await demoBalance(api)).toBe('1250.5');
  // Not a toast that vanishes: still there five seconds later.
  await page.waitForTimeout(5_000);
  await expect(message).toBeVisible();
  expect(toasts).not.toContain('Incorrect login password.');

  // Editing another field leaves it; editing the password takes it away.
  await amountField(page).fill('101');
  await expect(message).toBeVisible();
  await password.fill(DEMO_MEMBER.password);
  await expect(message).toBeHidden();
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
});

test('a double-tapped confirm withdraws once', async ({ page, api }) => {
  const posts = countPosts(page, 'asset/cash');
  await page.goto('/pages/withdrawal/cash');
  await fillWithdrawal(page, '100');
  const confirm = reviewSheet(page).getByTestId('review-confirm');
  await confirm.evaluate((button) => {
    (button as HTMLButtonElement).click();
    (button as HTMLButtonElement).click();
  });
  await expect(page.getByTestId('result-headline')).toHaveText('Submission Successful', SUBMITTED);
  await settle(page);
  expect(posts()).toBe(1);
  expect(await demoBalance(api)).toBe('1150.5');
});

test('Max fills the balance within the limits; a huge amount stays inside the form', async ({ page }) => {
  await page.goto('/pages/withdrawal/cash');
  await expect(page.getByTestId('cash-balance')).toHaveText('1,250.5000BTCW');
  await page.getByTestId('cash-max').click();
  await expect(amountField(page)).toHaveValue('1250.5');
  await expect(page.getByTestId('cash-arrival')).toHaveText('1,237.9950BTCW');

  // Over the maximum and the balance: said under the field as it is typed, and nothing is promised.
  await amountField(page).fill('1000000000.123456789');
  await expect(page.getByText('Insufficient Balance. Available: 1,250.5000 BTCW')).toBeVisible();
  await expect(page.getByTestId('cash-arrival')).toHaveText('—');
  const form = page.locator('form');
  const overflow = await form.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('buy a product: review → Staking on the result → record; past maturity → ended, balance credited', async ({
  page,
  api,
  baseURL,
}) => {
  const toasts = await recordToasts(page);
  await page.goto('/pages/financial/index');
  const products = page.getByTestId('financial-product');
  await expect(products).toHaveCount(3);
  const closed = products.filter({ hasText: 'BTCW Prime 180' });
  await expect(closed.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  await expect(closed).toContainText('This product is not on sale yet.');
  await expect(closed.getByTestId('product-status')).toHaveText('Not Open Yet');
  // A million-coin quota reads on one line at 375 px: each figure beside its label.
  const million = products.filter({ has: page.getByTestId('product-quota').getByText('1,000,000.0000') });
  await expect(million).toHaveCount(1);
  for (const figure of ['product-remaining', 'product-quota']) {
    const row = million.getByTestId(figure).locator('xpath=../..');
    const [label, value] = await Promise.all([
      row.locator('dt').boundingBox(),
      row.locator('dd').boundingBox(),
    ]);
    expect(
      Math.abs((label?.y ?? 0) + (label?.height ?? 0) - (value?.y ?? 0) - (value?.height ?? 0)),
    ).toBeLessThan(6);
    expect(value?.height ?? 99).toBeLessThan(30);
  }

  await products.filter({ hasText: 'BTCW Flexi 7' }).getByRole('button', { name: 'Buy now' }).click();
  const sheet = page.getByTestId('buy-sheet');
  await sheet.getByText('7 days').click();
  for (const [amount, message] of [
    ['5', 'Minimum Amount: 10.0000 BTCW'],
    ['1e2', 'Enter a plain number'],
    ['10000.5', 'Insufficient Balance. Available: 1,250.5000 BTCW'],
    ['1250.6', 'Insufficient Balance. Available: 1,250.5000 BTCW'],
  ] as const) {
    await sheet.getByLabel('Amount').fill(amount);
    await sheet.getByTestId('buy-continue').click();
    await expect(sheet.getByRole('alert')).toContainText(message);
  }
  // Max: the balance (below the product's 10 000 maximum).
  await sheet.getByTestId('buy-max').click();
  await expect(sheet.getByLabel('Amount')).toHaveValue('1250.5');
  await sheet.getByLabel('Amount').fill('1000');
  // 1000 × 0.1 % × 7 days = 7 gross, 10 % management fee.
  await expect(sheet.getByTestId('buy-earnings')).toHaveText('7.0000BTCW');
  await expect(sheet.getByTestId('buy-actual')).toHaveText('6.3000BTCW');
  await expect(sheet.getByTestId('buy-quantity')).toHaveText('1,006.3000BTCW');
  await sheet.getByTestId('buy-continue').click();

  const review = reviewSheet(page);
  await expect(review.getByTestId('review-product')).toHaveText('BTCW Flexi 7');
  await expect(review.getByTestId('review-days')).toHaveText('7 days');
  await expect(review).toContainText('0.1%');
  await expect(review.getByTestId('review-amount')).toHaveText('1,000.0000BTCW');
  await expect(review.getByTestId('review-actual')).toHaveText('6.3000BTCW');
  await expect(review.getByTestId('review-quantity')).toHaveText('1,006.3000BTCW');
  await expect(review.getByTestId('review-maturity')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  expect(await demoBalance(api)).toBe('1250.5');
  await review.getByRole('button', { name: 'Confirm purchase', exact: true }).click();

  await expect(page.getByTestId('result-headline')).toHaveText('Purchase Successful', SUBMITTED);
  expect(await timeline(page)).toEqual(['Submitted:done', 'Staking:current', 'Maturity date:upcoming']);
  expect(toasts).not.toContain('Purchase Successful');
  expect(await demoBalance(api)).toBe('250.5');

  await page.getByTestId('result-view-record').click();
  await expect(page).toHaveURL('/pages/financial/record');
  const ongoing = page.getByTestId('ongoing-list').getByTestId('financial-order');
  await expect(ongoing).toHaveCount(1);
  await expect(ongoing.getByTestId('record-status')).toHaveText('Stake');
  await expect(ongoing.getByTestId('order-amount')).toHaveText('1,000.0000BTCW');

  await testPost(baseURL, 'clock', { advanceMs: 7 * DAY_MS + 60_000 });
  await page.getByRole('tab', { name: 'Ended' }).click();
  const ended = page.getByTestId('ended-list').getByTestId('financial-order');
  await expect(ended).toHaveCount(1);
  await expect(ended.getByTestId('record-status')).toHaveText('Maturity');
  await expect(ended.getByTestId('order-actual')).toHaveText('6.3000BTCW');
  await expect(ended.getByTestId('order-quantity')).toHaveText('1,006.3000BTCW');
  await page.getByRole('tab', { name: 'Ongoing' }).click();
  const empty = page.getByTestId('ongoing-list-empty');
  await expect(empty).toContainText('No Data Available');
  await expect(empty.getByRole('link')).toHaveAttribute('href', '/pages/financial/index');
  expect(await demoBalance(api)).toBe('1256.8');
});

test('a double-tapped purchase confirm buys once', async ({ page, api }) => {
  const posts = countPosts(page, 'financial/buyFinancialProduct');
  await page.goto('/pages/financial/index');
  await page
    .getByTestId('financial-product')
    .filter({ hasText: 'BTCW Flexi 7' })
    .getByRole('button', { name: 'Buy now' })
    .click();
  await page.getByTestId('buy-sheet').getByLabel('Amount').fill('100');
  await page.getByTestId('buy-continue').click();
  await reviewSheet(page)
    .getByTestId('review-confirm')
    .evaluate((button) => {
      (button as HTMLButtonElement).click();
      (button as HTMLButtonElement).click();
    });
  await expect(page.getByTestId('result-headline')).toHaveText('Purchase Successful', SUBMITTED);
  await settle(page);
  expect(posts()).toBe(1);
  expect(await demoBalance(api)).toBe('1150.5');
});

test('Property: one balance card with its actions; release says why it is off', async ({ page }) => {
  await page.goto('/pages/property/index');
  await expect(page.getByTestId('property-balance')).toHaveText('1,250.5000BTCW');
  for (const [tile, href] of [
    ['balance-recharge', '/pages/recharge/index'],
    ['balance-withdraw', '/pages/withdrawal/cash'],
    ['balance-stake', '/pages/pledge/index'],
    ['balance-records', '/pages/property/record2'],
  ] as const) {
    const link = page.getByTestId(tile);
    await expect(link).toHaveAttribute('href', href);
    const box = await link.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  }
  // The records tile names the list it opens, which says under the spec's title what it holds.
  await expect(page.getByTestId('balance-records')).toHaveText('Balance record');
  await expect(page.getByTestId('property-releasedEarnings')).toHaveText('0.0000BTCW');
  await expect(page.getByTestId('release-button')).toBeDisabled();
  await expect(page.getByTestId('release-button-reason')).toHaveText('Nothing to release yet');
  await expect(page.getByTestId('release-button')).toHaveAttribute(
    'aria-describedby',
    'release-button-reason',
  );
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
