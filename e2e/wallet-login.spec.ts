/**
 * Logins a stranger cannot delay: "Confirm with your wallet" on a platform that offers it (the
 * reference server does), shown once the ordinary login is paused; a signature the member refuses;
 * the screen of a platform that does not offer it; and the device token a login answers, sent with
 * the next login from this device.
 * `SHOTS=1` also saves the login screen with the wallet option at 375 px in each language.
 */
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { hexToString, type Hex } from 'viem';
import { test, expect, DEMO_MEMBER } from './fixtures/test';
import type { Api } from './fixtures/api';
import { SWEEP_LOCALES } from './support/layout';

test.use({ walletOptions: { account: DEMO_MEMBER.address } });

const SHOTS = process.env.SHOTS ? path.resolve(process.env.SHOTS_DIR ?? 'test-results/shots') : null;

/** The bodies of the page's `member/login` requests, in order. */
function loginBodies(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/member/login'))
      bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

/** A stranger's wrong passwords for the demo member, from anywhere, until its logins are delayed. */
async function strangerLocksOut(api: Api): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1)
    await api.call('member/login', { account: DEMO_MEMBER.address, password: `guess-${attempt}-x` });
  const owner = await api.call('member/login', {
    account: DEMO_MEMBER.address,
    password: DEMO_MEMBER.password,
  });
  expect(owner.code).toBe(423);
}

async function openLogin(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByTestId('wallet-address')).toBeVisible();
  await page.getByLabel('Login password').fill(DEMO_MEMBER.password);
}

/** Log in while the stranger's failures are waited out: the platform pauses it, and says so. */
async function loginPaused(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('form-banner')).toContainText('Too many failed login attempts');
}

test('while a stranger keeps the ordinary login delayed, the owner gets in by confirming with the wallet', async ({
  page,
  api,
  wallet,
}) => {
  const bodies = loginBodies(page);
  await strangerLocksOut(api);
  await openLogin(page);
  // Nothing but the ordinary login until it is paused.
  const option = page.getByTestId('wallet-login');
  await expect(option).toHaveCount(0);

  // The ordinary way is refused while the delay runs, says so in the form, and offers the wallet.
  await loginPaused(page);
  expect(bodies[0]).toEqual({ account: DEMO_MEMBER.address, password: DEMO_MEMBER.password });
  await expect(option).toHaveText('Confirm with your wallet');
  await expect(page.getByTestId('wallet-login-line')).toHaveText(
    "If logging in is paused after failed attempts, confirm with your wallet instead. Only the wallet's owner can do this.",
  );
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'login-paused-en.png'), fullPage: true });

  await option.click();
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page).toHaveURL('/pages/home/index');

  // The wallet signed the platform's challenge exactly as given, and the login carried it.
  const [signed] = wallet.requestsOf('personal_sign');
  const [messageHex, signer] = signed?.params as [Hex, string];
  const message = hexToString(messageHex);
  expect(message).toContain('Log in to BTCW');
  expect(message).toContain(`Wallet: ${DEMO_MEMBER.address}`);
  expect(signer.toLowerCase()).toBe(DEMO_MEMBER.address.toLowerCase());
  const walletLogin = bodies[1] ?? {};
  expect(walletLogin).toMatchObject({ account: DEMO_MEMBER.address, password: DEMO_MEMBER.password });
  expect(message).toContain(`Nonce: ${String(walletLogin.nonce)}`);
  expect(walletLogin.signature).toMatch(/^0x[0-9a-f]{130}$/);
});

test('a signature the member refuses: the form says so, sends nothing, and asking again works', async ({
  page,
  api,
  wallet,
}) => {
  const bodies = loginBodies(page);
  await strangerLocksOut(api);
  await openLogin(page);
  await loginPaused(page);
  wallet.rejectNext('personal_sign');
  await page.getByTestId('wallet-login').click();
  await expect(page.getByTestId('wallet-login-line')).toHaveText(
    'The wallet request was cancelled. You can try again.',
  );
  await expect(page.getByTestId('wallet-login')).toBeEnabled();
  expect(bodies).toHaveLength(1);

  await page.getByTestId('wallet-login').click();
  await expect(page.getByText('Login Successful')).toBeVisible();
  expect(bodies).toHaveLength(2);
});

test('a challenge that expired while the wallet asked: the platform’s words stay, and a new tap gets a new one', async ({
  page,
  api,
  wallet,
  baseURL,
}) => {
  const bodies = loginBodies(page);
  await strangerLocksOut(api);
  await openLogin(page);
  await loginPaused(page);
  const held = wallet.holdNext('personal_sign');
  await page.getByTestId('wallet-login').click();
  await expect(page.getByTestId('wallet-login-line')).toHaveText('Confirm the request in your wallet…');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
  await held.arrived;
  // Six minutes in the wallet: the five-minute challenge is no longer good.
  const clock = await fetch(`${baseURL ?? ''}/__test__/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: 6 * 60_000 }),
  });
  expect(clock.ok).toBe(true);
  held.release();
  const banner = page.getByTestId('form-banner');
  await expect(banner).toHaveText(
    'This wallet confirmation has expired or was already used. Please confirm with your wallet again.',
  );
  await expect(page).toHaveURL('/');

  await page.getByTestId('wallet-login').click();
  await expect(page.getByText('Login Successful')).toBeVisible();
  expect(bodies).toHaveLength(3);
  expect(bodies[2]?.nonce).not.toBe(bodies[1]?.nonce);
});

test('a platform that does not offer wallet login shows the login screen as it always was', async ({
  page,
  api,
}) => {
  // The reference server's own answer, without the field an operator's API may not send.
  await page.route('**/api/home/parameters', async (route) => {
    const response = await route.fetch();
    const envelope = (await response.json()) as { result: Record<string, unknown> };
    expect(envelope.result.walletLogin).toBe(true);
    delete envelope.result.walletLogin;
    await route.fulfill({ response, json: envelope });
  });
  const parameters = page.waitForResponse('**/api/home/parameters');
  await strangerLocksOut(api);
  await openLogin(page);
  await parameters;
  // Paused, and said so, as always: no way offered that the platform does not have.
  await loginPaused(page);
  await expect(page.getByTestId('wallet-login')).toHaveCount(0);
  await expect(page.getByText('Confirm with your wallet')).toHaveCount(0);
});

test('the device token a login answers is sent with the next login, which a stranger cannot delay', async ({
  page,
  api,
}) => {
  const bodies = loginBodies(page);
  const answered = page.waitForResponse('**/api/member/login');
  await openLogin(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  const first = (await (await answered).json()) as { result: { deviceToken?: string } };
  expect(first.result.deviceToken).toMatch(/^[\w-]{20,}$/);
  await expect(page).toHaveURL('/pages/home/index');

  await page.goto('/pages/user/index');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await strangerLocksOut(api);

  await page.getByLabel('Login password').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
  expect(bodies).toEqual([
    { account: DEMO_MEMBER.address, password: DEMO_MEMBER.password },
    { account: DEMO_MEMBER.address, password: DEMO_MEMBER.password, deviceToken: first.result.deviceToken },
  ]);
});

test('the login screen with the wallet option, in each language', async ({ page, api }) => {
  test.skip(!SHOTS, 'screenshots on request: SHOTS=1');
  await strangerLocksOut(api);
  for (const locale of SWEEP_LOCALES) {
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('locale', JSON.stringify(value)), locale);
    await page.goto('/');
    await expect(page.locator(`html[lang="${locale}"]`)).toBeAttached();
    // The wallet card's connect button, whatever its words, once (the wallet stays connected).
    if (locale === SWEEP_LOCALES[0]) await page.locator('form button').first().click();
    await expect(page.getByTestId('wallet-address')).toBeVisible();
    await page.locator('input[type="password"]').fill(DEMO_MEMBER.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('wallet-login')).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS ?? '', `login-${locale}.png`), fullPage: true });
  }
});
