/**
 * Taps made while the page is painted but the app's code has not run yet: each is acted on once the
 * app has loaded, exactly once, and the control shows meanwhile that it is getting ready
 * (lib/boot/pre-hydration-guard.ts). These journeys tap as soon as the control is visible; they do
 * not wait for hydration as the rest of the suite does.
 */
import type { Page } from '@playwright/test';
import { test, expect, DEMO_MEMBER, seedSession } from './fixtures/test';
import type { Api } from './fixtures/api';
import { booting, holdAppCode, holdScreenCodeLast, rawGoto } from './fixtures/hydration';
import { TAP_PENDING_ATTRIBUTE } from '../lib/boot/pre-hydration-guard';

/** Time for a tap that was (wrongly) acted on twice to show it: a second toggle, a second request. */
const SETTLE_MS = 1000;

async function logInDemoMember(page: Page, api: Api): Promise<void> {
  const token = await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password);
  await seedSession(page.context(), token, DEMO_MEMBER.address.toLowerCase());
}

const moreButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More', exact: true });
const morePanel = (page: Page) => page.getByRole('navigation', { name: 'More features' });

test.describe('logged in', () => {
  test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });

  test('Home: "More" tapped twice before the app has loaded shows it is getting ready, then opens once', async ({
    page,
    api,
  }) => {
    await logInDemoMember(page, api);
    const appCode = await holdAppCode(page);
    await rawGoto(page, '/pages/home/index', { waitUntil: 'domcontentloaded' });
    const more = moreButton(page);
    await more.click();
    await more.click();
    await expect(booting(page)).toBeAttached();
    await expect(more).toHaveAttribute(TAP_PENDING_ATTRIBUTE, '');
    await expect(morePanel(page)).toHaveCount(0);

    appCode.release();
    await expect(morePanel(page)).toBeVisible();
    await expect(page.locator(`[${TAP_PENDING_ATTRIBUTE}]`)).toHaveCount(0);
    // Opened once: a second replay would have closed it again.
    await page.waitForTimeout(SETTLE_MS);
    await expect(morePanel(page)).toBeVisible();
  });

  test('Home: "More" tapped the moment it shows opens the panel', async ({ page, api }) => {
    await logInDemoMember(page, api);
    await rawGoto(page, '/pages/home/index', { waitUntil: 'commit' });
    await moreButton(page).click();
    await expect(morePanel(page)).toBeVisible();
    await page.waitForTimeout(SETTLE_MS);
    await expect(morePanel(page)).toBeVisible();
  });

  test('Stake: "Search" with no hashrate ID, tapped the moment it shows, says what is missing', async ({
    page,
    api,
  }) => {
    await logInDemoMember(page, api);
    await rawGoto(page, '/pages/pledge/index', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert').first()).toHaveText('Please enter the hashrate ID');
  });

  test('Stake: an ID typed and "Search" tapped before the app has loaded finds the device, with one request', async ({
    page,
    api,
  }) => {
    await logInDemoMember(page, api);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/product/searchDevice')) searches.push(request.postData() ?? '');
    });
    const appCode = await holdAppCode(page);
    await rawGoto(page, '/pages/pledge/index', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Hashrate ID').fill('HR-1003');
    const search = page.getByRole('button', { name: 'Search' });
    await search.click();
    await search.click();
    await expect(search).toHaveAttribute(TAP_PENDING_ATTRIBUTE, '');

    appCode.release();
    await expect(page.getByTestId('device-card')).toBeVisible();
    await page.waitForTimeout(SETTLE_MS);
    expect(searches).toHaveLength(1);
    expect(searches[0]).toContain('HR-1003');
  });

  test('Withdraw: "Continue" tapped before the balance and limits have come waits for them, then opens the review', async ({
    page,
    api,
  }) => {
    await logInDemoMember(page, api);
    // The form is drawn before its data: hold the balance back until the tap has been made.
    let releaseUserInfo: () => void = () => undefined;
    const userInfoHeld = new Promise<void>((resolve) => (releaseUserInfo = resolve));
    await page.route('**/api/member/userInfo', async (route) => {
      await userInfoHeld;
      await route.continue();
    });
    await rawGoto(page, '/pages/withdrawal/cash', { waitUntil: 'commit' });
    await page.getByLabel('Withdrawal amount').fill('100');
    await page.getByLabel(/login password/i).fill(DEMO_MEMBER.password);
    const proceed = page.getByRole('button', { name: 'Continue' });
    await expect(booting(page)).toHaveCount(0);
    await proceed.click();
    await expect(proceed).toHaveAttribute(TAP_PENDING_ATTRIBUTE, '');
    await expect(proceed).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('review-sheet')).toHaveCount(0);

    releaseUserInfo();
    await expect(page.getByTestId('review-sheet')).toBeVisible();
    await expect(proceed).not.toHaveAttribute(TAP_PENDING_ATTRIBUTE);
  });

  test('Withdraw: "Continue" tapped while the review is still loading says it is getting ready, then opens the review once', async ({
    page,
    api,
  }) => {
    await logInDemoMember(page, api);
    // The review's code loads after the form's; hold it back so that the tap comes first (as on a slow
    // network right after the screen appeared).
    let releaseReview: () => void = () => undefined;
    const reviewHeld = new Promise<void>((resolve) => (releaseReview = resolve));
    let reviewRequests = 0;
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('review-arrival')) {
        reviewRequests += 1;
        await reviewHeld;
      }
      await route.fulfill({ response, body });
    });
    await page.goto('/pages/withdrawal/cash');
    await expect(page.getByTestId('cash-balance')).toBeVisible();
    await page.getByLabel('Withdrawal amount').fill('100');
    await page.getByLabel(/login password/i).fill(DEMO_MEMBER.password);
    const proceed = page.getByRole('button', { name: 'Continue' });
    await proceed.click();
    await proceed.click();
    await expect(proceed).toHaveAttribute('aria-busy', 'true');
    await expect(proceed).toHaveAttribute(TAP_PENDING_ATTRIBUTE, '');
    await expect(page.getByTestId('review-sheet')).toHaveCount(0);

    releaseReview();
    await expect(page.getByTestId('review-sheet')).toBeVisible();
    await expect(page.getByTestId('review-amount')).toHaveText(/100/);
    await expect(proceed).not.toHaveAttribute('aria-busy');
    expect(reviewRequests).toBe(1);
  });
});

test.describe('a wallet that answers only when asked', () => {
  test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: false } });

  test('Login: "Connect wallet" tapped before the app has loaded asks the wallet once and connects', async ({
    page,
    wallet,
  }) => {
    const appCode = await holdAppCode(page);
    await rawGoto(page, '/', { waitUntil: 'domcontentloaded' });
    const connect = page.getByRole('button', { name: 'Connect wallet' });
    await connect.click();
    await expect(connect).toHaveAttribute(TAP_PENDING_ATTRIBUTE, '');
    expect(wallet.connectRequests()).toHaveLength(0);

    appCode.release();
    await expect(page.getByTestId('wallet-address')).toBeVisible();
    // One prompt in the wallet for one tap.
    expect(wallet.connectRequests()).toHaveLength(1);
  });

  test('Login: "Connect wallet" tapped while the rest of the app has come but the screen\'s own code has not, connects once it comes', async ({
    page,
    wallet,
  }) => {
    // The login screen's chunk (it renders the connected address under this test id).
    const code = await holdScreenCodeLast(page, 'wallet-address');
    await rawGoto(page, '/', { waitUntil: 'domcontentloaded' });
    const connect = page.getByRole('button', { name: 'Connect wallet' });
    await connect.click();
    code.release();
    // The shell hydrates meanwhile; the tap stays kept, and so does a second one.
    await expect.poll(code.screenHeld).toBe(true);
    await page.waitForTimeout(SETTLE_MS);
    await connect.click();
    await expect(connect).toHaveAttribute(TAP_PENDING_ATTRIBUTE, '');
    expect(wallet.connectRequests()).toHaveLength(0);

    code.releaseScreen();
    await expect(page.getByTestId('wallet-address')).toBeVisible();
    expect(wallet.connectRequests()).toHaveLength(1);
  });

  test('Login: "Connect wallet" tapped the moment it shows connects', async ({ page }) => {
    await rawGoto(page, '/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page.getByTestId('wallet-address')).toBeVisible();
  });
});
