/**
 * Steps shared by the money-in journeys (e2e/payments*.spec.ts): the demo member's session, staking
 * a device, recharging, and the member's orders and balance read straight from the API.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { Address } from 'viem';
import { DEMO_MEMBER } from '../fixtures/accounts';
import type { Anvil } from '../fixtures/anvil';
import { seedSession, type Api } from '../fixtures/api';

export const DEMO = DEMO_MEMBER.address as Address;

/** Logs the demo member in through the API and starts `context` with that session; the token. */
export async function logInDemo(context: BrowserContext, api: Api): Promise<string> {
  const token = await api.login(DEMO, DEMO_MEMBER.password);
  await seedSession(context, token, DEMO.toLowerCase());
  return token;
}

/** Opens Stake, searches `hashrateId` and waits for its device card. */
export async function searchDevice(page: Page, hashrateId: string): Promise<void> {
  await page.goto('/pages/pledge/index');
  await page.getByLabel('Hashrate ID').fill(hashrateId);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('device-card')).toContainText(hashrateId, { ignoreCase: true });
}

/** The result view's headline once a payment was confirmed in the review (it follows the queue). */
export const resultHeadline = (page: Page) => page.getByTestId('result-headline');

/** Opens the review of the device on screen (Stake) and confirms it: the wallet is asked. */
export async function reviewAndConfirmStake(page: Page): Promise<void> {
  await page.getByTestId('stake-button').click();
  await expect(page.getByTestId('review-sheet')).toBeVisible();
  await page.getByTestId('review-confirm').click();
}

/** Stakes `hashrateId` through review and wallet, and waits for "Stake Successful". */
export async function stake(page: Page, hashrateId: string): Promise<void> {
  await searchDevice(page, hashrateId);
  await reviewAndConfirmStake(page);
  await expect(resultHeadline(page)).toHaveText('Stake Successful', { timeout: 15_000 });
}

/** Opens Recharge and enters `amount` once the parameters (the minimum) have loaded. */
export async function fillRecharge(page: Page, amount: string): Promise<void> {
  await page.goto('/pages/recharge/index');
  await expect(page.getByTestId('recharge-minimum')).toHaveText(/^Minimum Amount: 10\.0000\s*BTCW$/);
  await page.getByLabel('Recharge amount').fill(amount);
}

/** Submits the recharge form and confirms its review: the wallet is asked. */
export async function reviewAndConfirmRecharge(page: Page): Promise<void> {
  await page.getByTestId('recharge-button').click();
  await expect(page.getByTestId('review-sheet')).toBeVisible();
  await page.getByTestId('review-confirm').click();
}

/** Recharges `amount` through review and wallet, and waits for "Recharge Successful". */
export async function rechargeByWallet(page: Page, amount: string): Promise<void> {
  await fillRecharge(page, amount);
  await reviewAndConfirmRecharge(page);
  await expect(resultHeadline(page)).toHaveText('Recharge Successful', { timeout: 15_000 });
}

/** Submits a transaction hash with its amount on "Not received yet" (already open). */
export async function submitManualRecharge(page: Page, hash: string, amount: string): Promise<void> {
  await page.locator('input[name="txHash"]').fill(hash);
  await page.locator('input[name="amount"]').fill(amount);
  await page.getByTestId('manual-submit').click();
}

/**
 * The records page at `path` lists exactly one entry (list test id `list`) with `text` and `status`,
 * and the list ends there ("No More Data").
 */
export async function expectSingleRecord(
  page: Page,
  path: string,
  list: string,
  { text, status }: { text: string; status: string },
): Promise<void> {
  if (new URL(page.url()).pathname !== path) await page.goto(path);
  const item = page.getByTestId(`${list}-item`);
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(text);
  await expect(page.getByTestId('record-status')).toHaveText(status);
  await expect(page.getByTestId(list)).toContainText('No More Data');
}

export async function stakeOrders(api: Api, token: string) {
  return (await api.ok('product/order', { page: 1, pageSize: 50 }, { token })) as {
    total: number;
    list: { hashrateId: string; status: string; txHash: string | null }[];
  };
}

/** How many of the member's stakes are credited (status Staking). */
export async function stakingCount(api: Api, token: string): Promise<number> {
  return (await stakeOrders(api, token)).list.filter((order) => order.status === 'Staking').length;
}

/** The member's platform balance as the API returns it (a decimal string). */
export async function platformBalance(api: Api, token: string): Promise<string> {
  return ((await api.userInfo(token)) as { balance: string }).balance;
}

/** How many transactions the page asked the wallet to send. */
export function sentTransactions(wallet: { requests: readonly { method: string }[] }): number {
  return wallet.requests.filter((request) => request.method === 'eth_sendTransaction').length;
}

/** Runs `fn` with anvil's automine off (transactions stay pending until `anvil.mine`), then turns it back on. */
export async function withMiningPaused<T>(anvil: Anvil, fn: () => Promise<T>): Promise<T> {
  await anvil.client.setAutomine(false);
  try {
    return await fn();
  } finally {
    await anvil.client.setAutomine(true);
  }
}
