import { test, expect, seedSession, DEMO_MEMBER, ROOT_MEMBER } from './fixtures/test';
import { apiRequests, allApiRequests, masked, recordToasts, settle, storedToken } from './support/app';

const ACCOUNT_CHANGED = 'Your wallet switched accounts. Please log in again.';

test.describe('logged in as the demo member', () => {
  test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });

  test('switching the wallet account logs out and returns to login', async ({
    page,
    context,
    wallet,
    api,
  }) => {
    await seedSession(context, await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password));
    const toasts = await recordToasts(page);
    await page.goto('/pages/user/index');
    await expect(page.getByTestId('mine-account')).toHaveText(masked(DEMO_MEMBER.address));

    await wallet.setAccount(ROOT_MEMBER.address);
    await expect.poll(() => toasts).toContain(ACCOUNT_CHANGED);
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { name: 'Welcome to BTCW' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    // The login page offers the wallet's new account, not the old session's.
    await expect(page.getByTestId('wallet-address')).toHaveText(masked(ROOT_MEMBER.address));
  });

  test('a session of another account than the wallet’s is logged out at launch', async ({
    page,
    context,
    wallet,
  }) => {
    // A real login stores the session as the app does…
    await page.goto('/');
    await expect(page.getByTestId('wallet-address')).toHaveText(masked(DEMO_MEMBER.address));
    await page.getByLabel('Login password').fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/pages/home/index');
    await page.close();

    // …then, with the app closed, the wallet switches account.
    await wallet.setAccount(ROOT_MEMBER.address);
    const next = await context.newPage();
    await next.goto('/pages/user/index');
    await next.waitForURL((url) => url.pathname === '/');
    await expect(next.getByRole('heading', { name: 'Welcome to BTCW' })).toBeVisible();
    expect(await storedToken(next)).toBeNull();
    await expect(next.getByTestId('wallet-address')).toHaveText(masked(ROOT_MEMBER.address));
    await settle(next);
    await expect(next).toHaveURL('/');
  });

  test('a session revoked on the server (body code 401) shows its message and goes to login after a second', async ({
    page,
    context,
    api,
  }) => {
    const token = await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password);
    await seedSession(context, token);
    const toasts = await recordToasts(page);
    await page.goto('/pages/user/index');
    await expect(page.getByTestId('mine-account')).toHaveText(masked(DEMO_MEMBER.address));

    expect((await api.call('member/logout', {}, { token })).code).toBe(200);
    const refused = await api.call('member/userInfo', {}, { token });
    expect(refused.code).toBe(401);
    expect(refused.msg).toMatch(/\S/);

    const before = toasts.length;
    const requests = allApiRequests(page);
    await page.reload();
    await expect.poll(() => toasts.slice(before)).toContain(refused.msg);
    const shownAt = toasts.times[toasts.indexOf(refused.msg, before)] ?? 0;
    await page.waitForURL((url) => url.pathname === '/');
    // Spec §2: to the login page after 1 second (not at once).
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(900);
    await expect(page.getByRole('heading', { name: 'Welcome to BTCW' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    expect(requests.filter((request) => request.headers().authorization !== undefined)).not.toHaveLength(0);
  });

  test('after a 401 at launch nothing is asked without a token, so the server message is the last word', async ({
    page,
    context,
    api,
  }) => {
    const token = await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password);
    await seedSession(context, token);
    const toasts = await recordToasts(page);
    await page.goto('/pages/user/index');
    await expect(page.getByTestId('mine-account')).toHaveText(masked(DEMO_MEMBER.address));
    await api.ok('member/logout', {}, { token });
    const requests = allApiRequests(page);
    const account = DEMO_MEMBER.address.toLowerCase();
    // Launch ten times with the stored (revoked) session.
    for (let launch = 0; launch < 10; launch += 1) {
      const before = toasts.length;
      await page.evaluate(
        ([storedToken, storedAccount]) => {
          localStorage.setItem('token', JSON.stringify(storedToken));
          localStorage.setItem('sessionAccount', JSON.stringify(storedAccount));
        },
        [token, account],
      );
      await page.goto('/pages/user/index');
      await page.waitForURL((url) => url.pathname === '/');
      expect(toasts.slice(before).at(-1)).toBe('Your login has expired. Please log in again.');
    }
    // Only the login screen's public question (whether the platform offers wallet-confirmed logins)
    // goes without a token.
    expect(
      requests.filter(
        (request) =>
          request.headers().authorization === undefined && !request.url().endsWith('/api/home/parameters'),
      ),
    ).toHaveLength(0);
  });

  test('on launch outside login and register the profile is reloaded, even when cached', async ({
    page,
    context,
    api,
  }) => {
    await seedSession(context, await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password));
    const userInfo = apiRequests(page, 'member/userInfo');

    await page.goto('/pages/user/index');
    await expect(page.getByTestId('mine-account')).toHaveText(masked(DEMO_MEMBER.address));
    expect(userInfo.length).toBeGreaterThanOrEqual(1);

    // Inside the app the profile is cached: going to Settings and back asks for nothing. (Counted
    // once the launch's own requests are done: on a loaded machine its reload can start late.)
    await page.waitForLoadState('networkidle');
    const beforeNavigation = userInfo.length;
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/pages/user/set');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByTestId('mine-account')).toHaveText(masked(DEMO_MEMBER.address));
    expect(userInfo.length).toBe(beforeNavigation);

    // A launch reloads it, also on a page that does not show it.
    const beforeLaunch = userInfo.length;
    await page.goto('/pages/user/set');
    await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
    await expect.poll(() => userInfo.length).toBeGreaterThan(beforeLaunch);
    const sent = userInfo.at(-1);
    expect(sent?.headers().authorization).toMatch(/^Bearer \S+/);
  });

  test('a launch on Home asks for the profile once: the answer asked while the page parsed is the reload', async ({
    page,
    context,
    api,
  }) => {
    // Stored as a sign-in stores it: the token and the account it was opened with.
    await seedSession(
      context,
      await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password),
      DEMO_MEMBER.address.toLowerCase(),
    );
    const userInfo = apiRequests(page, 'member/userInfo');

    await page.goto('/pages/home/index');
    await expect(page.getByTestId('home-balance-amount')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await settle(page, 1000);
    expect(userInfo).toHaveLength(1);
  });
});

test.describe('a stored demo session with the wallet on the root account', () => {
  test.use({ walletOptions: { account: ROOT_MEMBER.address, authorized: true } });

  test('is logged out at launch', async ({ page, context, api }) => {
    await seedSession(context, await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password));
    await page.goto('/pages/user/index');
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { name: 'Welcome to BTCW' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    await expect(page.getByTestId('wallet-address')).toHaveText(masked(ROOT_MEMBER.address));
    await settle(page);
    await expect(page).toHaveURL('/');
  });
});

test('a protected page without a session goes to the login page', async ({ page }) => {
  const requests = allApiRequests(page);
  for (const path of ['/pages/user/index', '/pages/home/index', '/pages/user/set', '/pages/property/index']) {
    await test.step(path, async () => {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
      await expect(page.getByRole('heading', { name: 'Welcome to BTCW' })).toBeVisible();
    });
  }
  await settle(page);
  expect(requests.filter((request) => request.headers().authorization !== undefined)).toHaveLength(0);
  expect(
    requests.filter((request) => new URL(request.url()).pathname === '/api/member/userInfo'),
  ).toHaveLength(0);
});
