/**
 * Navigation that follows the user (docs/navigation.md): the login page with a session opens Home,
 * Back returns where the user came from (to the parent only when opened directly), what does not
 * exist says so with a way Home, the More panel gets out of the way, and a logout the user did not
 * ask for is explained on the login page.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, seedSession, DEMO_MEMBER, ROOT_MEMBER } from './fixtures/test';
import { masked, settle } from './support/app';

const HOME = '/pages/home/index';
const LOGIN_HEADING = 'Welcome to BTCW';

const bar = (page: Page) => page.getByRole('banner');
const back = (page: Page) => bar(page).getByRole('button', { name: 'Back' });

/**
 * Records, across the tab's documents, whether the login form was ever on screen: text of the login
 * heading in a page that was not hidden (the boot script hides a page it replaces).
 */
async function watchForLoginForm(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript((heading) => {
    const look = () => {
      if (document.documentElement.style.visibility === 'hidden') return;
      const headings = Array.from(document.querySelectorAll('h2'));
      if (headings.some((element) => element.textContent === heading))
        sessionStorage.setItem('e2e.sawLogin', '1');
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  }, LOGIN_HEADING);
  return async () => (await page.evaluate(() => sessionStorage.getItem('e2e.sawLogin'))) === '1';
}

test.describe('logged in as the demo member', () => {
  test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });
  test.beforeEach(async ({ context, api }) => {
    await seedSession(context, await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password));
  });

  test('the login page opens Home without asking the password again, and never shows its form', async ({
    page,
  }) => {
    // Several journeys and reloads in one test.
    test.slow();
    const sawLogin = await watchForLoginForm(page);
    for (const entry of ['/', '/pages/login/index', '/#/']) {
      await test.step(entry, async () => {
        await page.goto(entry);
        await expect(page).toHaveURL(HOME);
        await expect(bar(page).getByRole('heading', { name: 'Home' })).toBeVisible();
        await expect(page.getByTestId('home-balance')).toBeVisible();
      });
    }
    // Inside the app too: the register page's "Log in" link.
    await page.goto('/pages/login/register');
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(HOME);
    await settle(page);
    expect(await sawLogin()).toBe(false);

    // The watch does see the form where it shows: once logged out.
    await page.evaluate(() => localStorage.setItem('token', 'null'));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: LOGIN_HEADING })).toBeVisible();
    expect(await sawLogin()).toBe(true);
  });

  test('Back returns to the screen the user came from, also after a reload', async ({ page }) => {
    // Several journeys and reloads in one test.
    test.slow();
    await test.step('Home → More → Withdraw cash → Back', async () => {
      await page.goto(HOME);
      await page.getByRole('button', { name: 'More', exact: true }).click();
      await page
        .getByRole('navigation', { name: 'More features' })
        .getByRole('link', { name: 'Withdraw cash' })
        .click();
      await expect(bar(page).getByRole('heading', { name: 'Withdraw cash' })).toBeVisible();
      await back(page).click();
      await expect(page).toHaveURL(HOME);
      await expect(bar(page).getByRole('heading', { name: 'Home' })).toBeVisible();
    });

    await test.step('Mine → About us → Back', async () => {
      await page.getByRole('link', { name: 'Profile', exact: true }).click();
      await expect(page.getByTestId('mine-account')).toHaveText(masked(DEMO_MEMBER.address));
      await page.getByRole('link', { name: 'About us' }).click();
      await expect(bar(page).getByRole('heading', { name: 'About us' })).toBeVisible();
      await back(page).click();
      await expect(page).toHaveURL('/pages/user/index');
      await expect(page.getByTestId('mine-account')).toBeVisible();
    });

    await test.step('Home → More → Withdraw cash → reload → Back', async () => {
      await page.getByRole('link', { name: 'Home', exact: true }).click();
      await expect(page).toHaveURL(HOME);
      await page.getByRole('button', { name: 'More', exact: true }).click();
      await page
        .getByRole('navigation', { name: 'More features' })
        .getByRole('link', { name: 'Withdraw cash' })
        .click();
      await expect(page).toHaveURL('/pages/withdrawal/cash');
      await page.reload();
      await back(page).click();
      await expect(page).toHaveURL(HOME);
    });
  });

  test('opened directly, Back goes to the parent screen instead of leaving the app', async ({ page }) => {
    // Several journeys and reloads in one test.
    test.slow();
    await test.step('a shared link to About us: Settings, then Mine', async () => {
      await page.goto('/pages/user/aboutUs');
      await back(page).click();
      await expect(page).toHaveURL('/pages/user/set');
      await expect(bar(page).getByRole('heading', { name: 'set up' })).toBeVisible();
      await back(page).click();
      await expect(page).toHaveURL('/pages/user/index');
    });

    await test.step('an old hash link to Withdraw cash: Property', async () => {
      await page.goto('/#/pages/withdrawal/cash');
      await expect(page).toHaveURL('/pages/withdrawal/cash');
      await back(page).click();
      await expect(page).toHaveURL('/pages/property/index');
    });

    await test.step('opened directly, then a step inside: back through that step, then to the parent', async () => {
      await page.goto('/pages/withdrawal/cash');
      await page.getByRole('link', { name: 'Withdrawal record' }).click();
      await expect(bar(page).getByRole('heading', { name: 'Withdrawal record' })).toBeVisible();
      await back(page).click();
      await expect(page).toHaveURL('/pages/withdrawal/cash');
      await back(page).click();
      await expect(page).toHaveURL('/pages/property/index');
    });
  });

  const NOT_FOUND: [string, string, string][] = [
    ['/pages/nope/index', 'Page not found', 'Not found'],
    ['/pages/home/noticeInfo', 'Notice not found', 'Home'],
    ['/pages/home/noticeInfo?id=1e3', 'Notice not found', 'Home'],
    ['/pages/home/noticeInfo?id=999999', 'Notice not found', 'Home'],
    ['/pages/team/info', 'Member not found', 'Community'],
    ['/pages/team/info?id=-4', 'Member not found', 'Community'],
    ['/pages/team/info?id=999999', 'Member not found', 'Community'],
  ];
  for (const [url, heading, title] of NOT_FOUND) {
    test(`${url} says "${heading}", with the bar and a way Home`, async ({ page }) => {
      await page.goto(url);
      const view = page.getByTestId('not-found');
      await expect(view.getByRole('heading', { name: heading })).toBeVisible();
      await expect(bar(page).getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByText('Tap to reload')).toHaveCount(0);
      await view.getByRole('link', { name: 'Go to Home' }).click();
      await expect(page).toHaveURL(HOME);
      await expect(page.getByTestId('home-balance')).toBeVisible();
    });
  }

  test('a notice that fails to load (network) offers Retry, not "not found", and loads once the network answers', async ({
    page,
  }) => {
    let down = true;
    await page.route('**/api/home/noticeDetail', (route) => (down ? route.abort() : route.continue()));
    await page.goto('/pages/home/noticeInfo?id=1');
    await expect(page.getByText('This screen could not load.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    down = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('This screen could not load.')).toHaveCount(0);
    await expect(page.getByTestId('notice-title')).toBeVisible();
  });

  test('the More panel closes on a tap outside it and on Escape', async ({ page }) => {
    await page.goto(HOME);
    const more = page.getByRole('button', { name: 'More', exact: true });
    const menu = page.getByRole('navigation', { name: 'More features' });
    // A link of the balance card (its Records tile), outside the panel.
    const recordsTile = page.getByTestId('home-balance').getByTestId('balance-records');
    const box = await recordsTile.boundingBox();
    if (!box) throw new Error('the balance card has no Records tile');

    await more.click();
    await expect(menu).toBeVisible();
    // A tap on the page outside the panel closes it and does nothing else (the link under it stays).
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(menu).toHaveCount(0);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await settle(page);
    await expect(page).toHaveURL(HOME);

    await more.click();
    await menu.getByRole('link', { name: 'Recharge' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(more).toBeFocused();
    await expect(page).toHaveURL(HOME);

    // Tab from More goes into the panel.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Financial' })).toBeFocused();
  });
});

test('an unknown address says so without a session too, with HTTP 404', async ({ page }) => {
  const response = await page.goto('/pages/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found').getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await settle(page);
  await expect(page).toHaveURL('/pages/nope');
  // Home needs a session: the way Home ends on the login page.
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page.getByRole('heading', { name: LOGIN_HEADING })).toBeVisible();
});

test.describe('a wallet switching accounts', () => {
  test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });

  test('logs out and the login page says why until the user acts', async ({ page, context, wallet, api }) => {
    // Several journeys and reloads in one test.
    test.slow();
    await seedSession(context, await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password));
    await page.goto('/pages/user/index');
    await expect(page.getByTestId('mine-account')).toHaveText(masked(DEMO_MEMBER.address));

    await wallet.setAccount(ROOT_MEMBER.address);
    await page.waitForURL((url) => url.pathname === '/');
    const notice = page.getByTestId('logout-notice');
    await expect(notice.getByRole('heading', { name: 'You were logged out' })).toBeVisible();
    await expect(notice).toContainText('Your wallet switched to another account.');
    // Not a toast: still there later and after a reload.
    await settle(page, 2500);
    await expect(notice).toBeVisible();
    await page.reload();
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: LOGIN_HEADING })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('the explanation goes once the user logs in again', async ({ page, context, wallet, api }) => {
    // Several journeys and reloads in one test.
    test.slow();
    await seedSession(context, await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password));
    await page.goto(HOME);
    await expect(page.getByTestId('home-balance')).toBeVisible();
    await wallet.setAccount(ROOT_MEMBER.address);
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByTestId('logout-notice')).toBeVisible();

    await page.getByLabel('Login password').fill(ROOT_MEMBER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(HOME);
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { name: LOGIN_HEADING })).toBeVisible();
    await expect(page.getByTestId('logout-notice')).toHaveCount(0);
  });
});

/** Screens of this change in the three languages at 375 px, looked at when they change. */
test.describe('screens', () => {
  test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });

  test('not-found view and the logout notice in every language', async ({ page, context, wallet, api }) => {
    // Twelve screens: longer than one journey.
    test.setTimeout(240_000);
    const shoot = async (name: string) => {
      await settle(page, 300);
      await page.screenshot({
        path: path.resolve('test-results/screens-nav', `${name}.png`),
        fullPage: true,
      });
    };
    const locales = ['en', 'zh-Hant', 'vi'];
    await seedSession(context, await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password));
    for (const locale of locales) {
      await page.goto(HOME);
      await page.evaluate((value) => localStorage.setItem('locale', JSON.stringify(value)), locale);
      for (const [name, url] of [
        ['not-found-page', '/pages/nope'],
        ['not-found-notice', '/pages/home/noticeInfo?id=999999'],
        ['not-found-member', '/pages/team/info?id=999999'],
      ] as const) {
        await page.goto(url);
        await expect(page.getByTestId('not-found')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await shoot(`${name}-${locale}`);
      }
    }

    await page.goto(HOME);
    await wallet.setAccount(ROOT_MEMBER.address);
    await page.waitForURL((url) => url.pathname === '/');
    for (const locale of locales) {
      await page.evaluate((value) => localStorage.setItem('locale', JSON.stringify(value)), locale);
      await page.reload();
      await expect(page.getByTestId('logout-notice')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await shoot(`login-notice-${locale}`);
    }
  });
});
