import { booting, holdAppCode, rawGoto, waitForHydration } from './fixtures/hydration';
import {
  test,
  expect,
  DEMO_MEMBER,
  ROOT_MEMBER,
  FRESH_ACCOUNT,
  ANVIL_INITIAL_BALANCE,
} from './fixtures/test';

const PASSWORD = 'newcomer-pass';

function masked(address: string): string {
  return `${address.slice(0, 7)}******${address.slice(-7)}`;
}

test('an old hash invite link put into a tab that already shows the app opens Register with its inviter', async ({
  page,
}) => {
  await page.goto('/pages/login/index');
  await waitForHydration(page);
  // Typed or pasted into the address bar of this tab: only the hash changes, no page loads.
  await page.evaluate((inviter) => {
    location.hash = `#/pages/login/register?c=${inviter}`;
  }, ROOT_MEMBER.address);
  await expect(page).toHaveURL(`/pages/login/register?c=${ROOT_MEMBER.address}`);
  await expect(page.getByTestId('register-invited-by')).toHaveText(
    `Invited by ${masked(ROOT_MEMBER.address)}`,
  );
});

test('old hash invite link → register → login → Mine → logout', async ({ page, wallet, anvil }) => {
  // A wallet balance with more than 4 decimals shows truncation, not rounding.
  await anvil.setBalance(FRESH_ACCOUNT, ANVIL_INITIAL_BALANCE + 123_456_789_000_000_000n);

  await page.goto(`/#/pages/login/register?c=${ROOT_MEMBER.address}`);
  await expect(page).toHaveURL(`/pages/login/register?c=${ROOT_MEMBER.address}`);
  // The hash URL was replaced, not pushed: only the tab's initial blank page and this page exist.
  expect(await page.evaluate(() => history.length)).toBe(2);
  // Who invited, said plainly; the whole address goes with the registration.
  await expect(page.getByTestId('register-invited-by')).toHaveText(
    `Invited by ${masked(ROOT_MEMBER.address)}`,
  );

  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByTestId('wallet-address')).toHaveText(masked(FRESH_ACCOUNT));
  await page.getByLabel('Login password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration Successful')).toBeVisible();
  await expect(page).toHaveURL('/pages/home/index');

  // Log out, then log in again with the new password.
  await page.goto('/pages/user/index');
  await expect(page.getByTestId('mine-account')).toHaveText(masked(FRESH_ACCOUNT));
  await expect(page.getByTestId('mine-wallet-balance')).toHaveText('10,000.1234BTCW');
  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to log out?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/pages/user/index');

  await page.getByRole('button', { name: 'Log out' }).click();
  const confirmedAt = Date.now();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Logout Successful')).toBeVisible();
  await expect(page).toHaveURL('/pages/user/index');
  await page.waitForURL((url) => url.pathname === '/');
  expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual(1000);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe('null');
  // A shared phone: the device stays trusted, but which account logged in cannot be read from it.
  const deviceTokens = (await page.evaluate(() => localStorage.getItem('deviceTokens'))) ?? '';
  expect(deviceTokens).toMatch(/"sha256:[0-9a-f]{64}":/);
  expect(deviceTokens.toLowerCase()).not.toContain(FRESH_ACCOUNT.slice(2).toLowerCase());

  await page.getByLabel('Login password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page).toHaveURL('/pages/home/index');
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByTestId('mine-account')).toHaveText(masked(FRESH_ACCOUNT));
  expect(wallet.connectRequests()).toHaveLength(1);
});

test.describe('a member', () => {
  test.use({ walletOptions: { account: DEMO_MEMBER.address } });

  test('a wrong password is refused with one message at the password, and no session', async ({
    page,
    api,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const password = page.getByLabel('Login password');
    await password.fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(password).toHaveAccessibleDescription(/incorrect|wrong/i);
    await expect(page.locator('form').getByRole('alert')).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: /incorrect|wrong/i })).toHaveCount(0);
    // It stays until the password is edited.
    await password.press('End');
    await password.pressSequentially('x');
    await expect(page.locator('form').getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // A wallet without an account is told so instead (registering says as much of any address).
    const unknown = await api.call('member/login', { account: FRESH_ACCOUNT, password: 'whatever-1' });
    const wrong = await api.call('member/login', { account: ROOT_MEMBER.address, password: 'whatever-1' });
    expect(unknown.code).toBe(wrong.code);
    expect(unknown.msg).not.toBe(wrong.msg);
  });
});

test.describe('someone new', () => {
  test.use({ walletOptions: { account: FRESH_ACCOUNT } });

  test('a wallet with no account is told so where it logs in, with the way to Register', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page.getByTestId('wallet-address')).toHaveText(masked(FRESH_ACCOUNT));
    await page.getByLabel('Login password').fill('whatever-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    const banner = page.getByTestId('form-banner');
    await expect(banner).toContainText('This wallet has no account yet. Register to create one.');
    // The platform's answer follows the reader into another language, with its way to Register.
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '繁體中文' }).click();
    await expect(banner).toContainText('此錢包尚未註冊帳號，請先註冊。');
    await expect(banner.getByRole('link', { name: '註冊' })).toBeVisible();
    await page.getByRole('group', { name: '語言' }).getByRole('button', { name: 'English' }).click();
    await expect(banner).toContainText('This wallet has no account yet. Register to create one.');
    await banner.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL('/pages/login/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });

  test('login and register offer the language switch, the same choice as Settings', async ({ page }) => {
    await page.goto('/');
    const switcher = page.getByRole('group', { name: 'Language' });
    await switcher.getByRole('button', { name: 'Tiếng Việt' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(
      page.getByRole('group', { name: 'Ngôn ngữ' }).getByRole('button', { name: 'Tiếng Việt' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/pages/login/register');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await page.getByRole('group', { name: 'Ngôn ngữ' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });
});

test.describe('a slow network', () => {
  test.use({ walletOptions: { account: DEMO_MEMBER.address } });

  test('a password typed and Log in tapped before the app has loaded: kept, acted on once the app is there', async ({
    page,
  }) => {
    // The page is painted; the app's code has not arrived yet.
    const appCode = await holdAppCode(page);
    await rawGoto(page, '/', { waitUntil: 'domcontentloaded' });
    await expect(booting(page)).toBeAttached();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.getByLabel('Login password').fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    // The browser's own submission would reload the page with the fields in the URL.
    expect(page.url()).not.toContain('?');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    appCode.release();
    await waitForHydration(page);
    await expect(page.getByLabel('Login password')).toHaveValue(DEMO_MEMBER.password);
    // The tap is acted on once the app is there: without a connected wallet, it says so.
    await expect(page.getByText('Please connect your wallet')).toBeVisible();
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByRole('button', { name: 'Log in' }).click();
    // Logged in with what was typed before the app took over.
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page).toHaveURL('/pages/home/index');
  });
});

test.describe('a wallet that reconnects by itself', () => {
  test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });

  test('Log in tapped while the wallet is still reconnecting waits for it and logs in, never asking to connect', async ({
    page,
    wallet,
  }) => {
    const reconnecting = wallet.holdNext('eth_accounts');
    await page.goto('/');
    await waitForHydration(page);
    await reconnecting.arrived;
    await page.getByLabel('Login password').fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    await page.waitForTimeout(500);
    await expect(page.getByText('Please connect your wallet')).toHaveCount(0);
    reconnecting.release();
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page).toHaveURL('/pages/home/index');
  });

  test('a slow password check says it takes a few seconds; taps meanwhile send nothing more', async ({
    page,
  }) => {
    let logins = 0;
    await page.route('**/api/member/login', async (route) => {
      logins += 1;
      // A busy platform: the deliberately slow hash takes seconds.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByTestId('wallet-address')).toBeVisible();
    await page.getByLabel('Login password').fill(DEMO_MEMBER.password);
    const logIn = page.locator('form button[type="submit"]');
    await logIn.click();
    await expect(page.getByTestId('login-slow-check')).toHaveText(
      'Checking your password takes a few seconds. Please keep this screen open.',
    );
    await expect(logIn).toBeDisabled();
    await logIn.dispatchEvent('click');
    await expect(page.getByText('Login Successful')).toBeVisible();
    expect(logins).toBe(1);
  });
});
