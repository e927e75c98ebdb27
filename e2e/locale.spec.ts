import { test, expect, seedSession, DEMO_MEMBER, FRESH_ACCOUNT, ROOT_MEMBER } from './fixtures/test';
import type { Page } from '@playwright/test';
import { allApiRequests, apiRequests, dragDown, masked, recordToasts, releaseTouch } from './support/app';

const DETECTION = [
  { browser: 'zh-CN', lang: 'zh-Hant', heading: '歡迎使用 BTCW', connect: '連接錢包', submit: '登入' },
  { browser: 'zh-TW', lang: 'zh-Hant', heading: '歡迎使用 BTCW', connect: '連接錢包', submit: '登入' },
  {
    browser: 'vi-VN',
    lang: 'vi',
    heading: 'Chào mừng đến với BTCW',
    connect: 'Kết nối ví',
    submit: 'Đăng nhập',
  },
  { browser: 'fr-FR', lang: 'en', heading: 'Welcome to BTCW', connect: 'Connect wallet', submit: 'Log in' },
] as const;

for (const expected of DETECTION) {
  test(`a ${expected.browser} browser gets the login page in ${expected.lang}`, async ({ openPhonePage }) => {
    const page = await openPhonePage({ locale: expected.browser });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', expected.lang);
    await expect(page.getByRole('heading', { name: expected.heading })).toBeVisible();
    await expect(page.getByRole('button', { name: expected.connect })).toBeVisible();
    await expect(page.getByRole('button', { name: expected.submit, exact: true })).toBeVisible();
  });
}

/** Pull-to-refresh on the current page; resolves with the requests it made. */
async function pullToRefresh(page: Page) {
  const requests = allApiRequests(page);
  await dragDown(page, 100, 300);
  await releaseTouch(page, 300);
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  return requests;
}

test.describe('logged in as the demo member', () => {
  test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });
  test.beforeEach(async ({ context, api }) => {
    await seedSession(context, await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password));
  });

  test('switching the language in settings applies at once, persists, and goes out with requests', async ({
    page,
  }) => {
    const requests = allApiRequests(page);
    await page.goto('/pages/user/set');
    await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    for (const request of requests) expect(request.headers()['accept-language']).toBe('en');

    await page.getByRole('radio', { name: '繁體中文' }).check();
    await expect(page.getByRole('group', { name: '語言' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.getByRole('heading', { name: '設定' })).toBeVisible();
    await expect(page.getByRole('link', { name: '修改密碼' })).toBeVisible();
    await expect(page.getByRole('button', { name: '返回' })).toBeVisible();

    // Back on Mine (in Chinese), a refresh asks the server in Chinese. Settings has a 登出 button too:
    // wait for Mine itself, or the pull would land on Settings (no pull-to-refresh) while it leaves.
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL('/pages/user/index');
    await expect(page.getByRole('heading', { name: '我的' })).toBeVisible();
    await expect(page.getByTestId('mine-account')).toBeVisible();
    for (const request of await pullToRefresh(page))
      expect(request.headers()['accept-language']).toBe('zh-Hant');

    await page.reload();
    await expect(page.getByRole('button', { name: '登出' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await page.getByRole('link', { name: '設定' }).first().click();
    await expect(page.getByRole('radio', { name: '繁體中文' })).toBeChecked();

    await page.getByRole('radio', { name: 'Tiếng Việt' }).check();
    await expect(page.getByRole('group', { name: 'Ngôn ngữ' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await page.reload();
    await expect(page.getByRole('group', { name: 'Ngôn ngữ' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Tiếng Việt' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  });

  test('a language whose words are still coming shows as on its way where it was tapped', async ({
    page,
  }) => {
    await page.goto('/pages/user/set');
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
    // A slow link: the catalog's code waits until released.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('radio', { name: 'Tiếng Việt' }).check();
    const option = page.locator('label', { has: page.getByRole('radio', { name: 'Tiếng Việt' }) });
    await expect(option).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    release();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(option).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('group', { name: 'Ngôn ngữ' })).toBeVisible();
  });

  test('after a reload, every request (the launch profile reload too) carries the chosen language', async ({
    page,
  }) => {
    await page.goto('/pages/user/set');
    await page.getByRole('radio', { name: '繁體中文' }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');

    const requests = allApiRequests(page);
    await page.reload();
    await expect(page.getByRole('group', { name: '語言' })).toBeVisible();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    expect(
      requests.map((request) => `${new URL(request.url()).pathname} ${request.headers()['accept-language']}`),
    ).toEqual(requests.map((request) => `${new URL(request.url()).pathname} zh-Hant`));
  });
});

test.describe('a Chinese browser with a session the server has revoked', () => {
  test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });

  test('is told so in Chinese at launch', async ({ openPhonePage, api }) => {
    const token = await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password);
    await api.ok('member/logout', {}, { token });
    const refused = await api.call('member/userInfo', {}, { token, locale: 'zh-Hant' });
    expect(refused.code).toBe(401);
    const page = await openPhonePage({ locale: 'zh-CN' });
    await seedSession(page.context(), token);
    const toasts = await recordToasts(page);
    await page.goto('/pages/user/index');
    await expect.poll(() => toasts).toContain(refused.msg);
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { name: '歡迎使用 BTCW' })).toBeVisible();
  });
});

test.describe('the tab title', () => {
  test('follows the language, also after navigating inside the app', async ({ openPhonePage }) => {
    const page = await openPhonePage({ locale: 'zh-CN' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '歡迎使用 BTCW' })).toBeVisible();
    await page.getByRole('link', { name: '註冊' }).click();
    await expect(page).toHaveURL('/pages/login/register');
    await expect(page.getByRole('heading', { name: '建立您的帳號' })).toBeVisible();
    await page.getByRole('link', { name: '登入' }).click();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle('登入');
  });
});

test('the whole journey in Traditional Chinese: invite link → register → Mine → logout', async ({
  openPhonePage,
}) => {
  const page = await openPhonePage({ locale: 'zh-TW' });
  const regist = apiRequests(page, 'member/regist');
  const toasts = await recordToasts(page);
  await page.goto(`/#/pages/login/register?c=${ROOT_MEMBER.address}`);
  await expect(page).toHaveURL(`/pages/login/register?c=${ROOT_MEMBER.address}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  await expect(page.getByRole('heading', { name: '建立您的帳號' })).toBeVisible();
  await expect(page.getByTestId('register-invited-by')).toHaveText(`邀請人：${masked(ROOT_MEMBER.address)}`);

  await page.getByRole('button', { name: '連接錢包' }).click();
  await expect(page.getByText('錢包已連接')).toBeVisible();
  await expect(page.getByTestId('wallet-address')).toHaveText(masked(FRESH_ACCOUNT));
  // A slip first: the message is in Chinese too.
  await page.getByLabel('登入密碼').fill('newcomer-pass');
  await page.getByLabel('確認密碼').fill('newcomer-pasz');
  await page.getByRole('button', { name: '註冊', exact: true }).click();
  await expect(page.getByLabel('確認密碼')).toHaveAccessibleDescription('兩次輸入的密碼不一致');
  expect(regist).toHaveLength(0);

  await page.getByLabel('確認密碼').fill('newcomer-pass');
  await page.getByRole('button', { name: '註冊', exact: true }).click();
  await expect.poll(() => toasts).toContain('註冊成功');
  await expect(page).toHaveURL('/pages/home/index');
  expect(regist).toHaveLength(1);
  expect(regist[0]?.headers()['accept-language']).toBe('zh-Hant');

  await page.getByRole('link', { name: '我的' }).click();
  await expect(page).toHaveURL('/pages/user/index');
  await expect(page.getByRole('heading', { name: '我的' })).toBeVisible();
  await expect(page.getByTestId('mine-account')).toHaveText(masked(FRESH_ACCOUNT));
  await page.getByRole('button', { name: '登出' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('確定要登出嗎？');
  await expect(dialog.getByRole('button')).toHaveText(['取消', '確認']);
  await dialog.getByRole('button', { name: '確認' }).click();
  await expect.poll(() => toasts).toContain('登出成功');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: '歡迎使用 BTCW' })).toBeVisible();
});

test.describe('the demo member in Vietnamese', () => {
  test.use({ walletOptions: { account: DEMO_MEMBER.address } });

  test('the whole journey: login → Mine → English and back', async ({ openPhonePage }) => {
    const page = await openPhonePage({ locale: 'vi-VN' });
    const login = apiRequests(page, 'member/login');
    const toasts = await recordToasts(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await page.getByRole('button', { name: 'Kết nối ví' }).click();
    await expect(page.getByText('Đã kết nối ví')).toBeVisible();
    await page.getByLabel('Mật khẩu đăng nhập').fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect.poll(() => toasts).toContain('Đăng nhập thành công');
    await expect(page).toHaveURL('/pages/home/index');
    expect(login[0]?.headers()['accept-language']).toBe('vi');

    await page.getByRole('link', { name: 'Cá nhân' }).click();
    await expect(page).toHaveURL('/pages/user/index');
    await expect(page.getByTestId('mine-account')).toHaveText(masked(DEMO_MEMBER.address));
    await expect(page.getByRole('button', { name: 'Đăng xuất' })).toBeVisible();

    await page.getByRole('link', { name: 'Cài đặt' }).click();
    await expect(page).toHaveURL('/pages/user/set');
    await expect(page.getByRole('group', { name: 'Ngôn ngữ' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Tiếng Việt' })).toBeChecked();

    await page.getByRole('radio', { name: 'English' }).check();
    await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Modify the password' })).toBeVisible();

    await page.getByRole('radio', { name: 'Tiếng Việt' }).check();
    await expect(page.getByRole('group', { name: 'Ngôn ngữ' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('link', { name: 'Đổi mật khẩu' })).toBeVisible();

    await page.getByRole('button', { name: 'Quay lại' }).click();
    await expect(page).toHaveURL('/pages/user/index');
    await expect(page.getByRole('button', { name: 'Đăng xuất' })).toBeVisible();

    // A product's rates carry the decimal sign of the amounts beside them (0.001 a day: "0,1%").
    await page.goto('/pages/financial/index');
    await expect(page.getByTestId('financial-product').first()).toContainText('0,1%');
  });

  test('a wrong password is answered by the server in Vietnamese', async ({ openPhonePage }) => {
    const page = await openPhonePage({ locale: 'vi-VN' });
    const login = apiRequests(page, 'member/login');
    const toasts = await recordToasts(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Kết nối ví' }).click();
    await expect(page.getByTestId('wallet-address')).toHaveText(masked(DEMO_MEMBER.address));
    await page.getByLabel('Mật khẩu đăng nhập').fill('not-the-password');
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page.getByLabel('Mật khẩu đăng nhập')).toHaveAccessibleDescription(
      'Địa chỉ ví hoặc mật khẩu không đúng.',
    );
    expect([...toasts]).not.toContain('Địa chỉ ví hoặc mật khẩu không đúng.');
    expect(login).toHaveLength(1);
    expect(login[0]?.headers()['accept-language']).toBe('vi');
    await expect(page).toHaveURL('/');
  });
});
