/**
 * Reaching every phone user: without a wallet, the login and register screens offer the wallet apps
 * (a deep link per app to this very page) on phones and a QR code of the page on computers; the app
 * can be installed where the browser allows, never inside a wallet's browser or the installed app.
 */
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { test, expect, DEMO_MEMBER, ROOT_MEMBER, seedSession } from './fixtures/test';
import { MockWallet } from './fixtures/mock-wallet';
import { REPO_ROOT } from './support/stack';
import { axeViolations } from './support/axe';
import { masked } from './support/app';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

// Several contexts, locales and logins per test on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

const INVITER = ROOT_MEMBER.address;
const REGISTER_WITH_INVITE = `/pages/login/register?c=${INVITER}`;

/** The no-wallet answer comes after the discovery window (1.5 s) and a lazy chunk, on a busy machine. */
const APPEARS = { timeout: 15_000 };
/** Longer than the discovery window: by then a wallet has been looked for. */
const AFTER_DISCOVERY_MS = 3000;

const SHOTS = path.join(REPO_ROOT, 'test-results', 'shots');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

/** The sheet of wallet apps, opened from the button that takes "Connect wallet"'s place. */
function openInWallet(page: Page, title = 'Open in your wallet app'): Locator {
  return page.getByRole('dialog', { name: title });
}

async function openWalletList(page: Page, title = 'Open in your wallet app'): Promise<Locator> {
  await page.getByRole('button', { name: title }).click(APPEARS);
  const sheet = openInWallet(page, title);
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Layout shifts of this document so far (the Layout Instability API's sum, as CLS counts them). */
async function layoutShiftSum(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            list
              .getEntries()
              .reduce((sum, entry) => sum + ((entry as unknown as { value?: number }).value ?? 0), 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: nothing moved (the observer reports only when there is one).
        setTimeout(() => resolve(0), 500);
      }),
  );
}

/** The page URL a wallet link carries, read back in that wallet's documented format. */
function carriedUrl(wallet: string, href: string): string | null {
  const url = new URL(href);
  switch (wallet) {
    case 'metamask':
      // The page without its scheme, as is, after /dapp/ (MetaMask opens it over https).
      expect(href.startsWith('https://link.metamask.io/dapp/')).toBe(true);
      return href.slice('https://link.metamask.io/dapp/'.length);
    case 'trust':
      expect(`${url.origin}${url.pathname}`).toBe('https://link.trustwallet.com/open_url');
      expect(url.searchParams.get('coin_id')).toBe('60');
      return url.searchParams.get('url');
    case 'okx': {
      expect(`${url.origin}${url.pathname}`).toBe('https://web3.okx.com/download');
      const deeplink = new URL(url.searchParams.get('deeplink') ?? '');
      expect(`${deeplink.protocol}//${deeplink.host}${deeplink.pathname}`).toBe('okx://wallet/dapp/url');
      return deeplink.searchParams.get('dappUrl');
    }
    case 'tokenpocket': {
      expect(href.startsWith('tpdapp://open?params=')).toBe(true);
      const params = JSON.parse(url.searchParams.get('params') ?? '{}') as { url?: string; chain?: string };
      expect(params.chain).toBe('ETH');
      return params.url ?? null;
    }
    case 'imtoken':
      expect(href.startsWith('imtokenv2://navigate/DappView?url=')).toBe(true);
      return url.searchParams.get('url');
    case 'bitget':
      expect(`${url.origin}${url.pathname}`).toBe('https://bkcode.vip/');
      expect(url.searchParams.get('action')).toBe('dapp');
      return url.searchParams.get('url');
    case 'coinbase':
      expect(`${url.origin}${url.pathname}`).toBe('https://go.cb-w.com/dapp');
      return url.searchParams.get('cb_url');
    default:
      throw new Error(`unexpected wallet ${wallet}`);
  }
}

/** At least six wallet links, each opening exactly the current page (path and query) in its app. */
async function expectWalletLinksToThisPage(page: Page): Promise<string[]> {
  const region = await openWalletList(page);
  const links = region.locator('a[data-wallet]');
  expect(await links.count()).toBeGreaterThanOrEqual(6);
  const current = page.url();
  const wallets: string[] = [];
  for (const link of await links.all()) {
    const wallet = (await link.getAttribute('data-wallet')) ?? '';
    const href = (await link.getAttribute('href')) ?? '';
    const carried = carriedUrl(wallet, href);
    // MetaMask takes the page without its scheme and opens it over https.
    expect(carried, wallet).toBe(wallet === 'metamask' ? current.replace(/^https?:\/\//, '') : current);
    await expect(link).toHaveAccessibleName(new RegExp(`^Open this page in `));
    wallets.push(wallet);
  }
  await expect(region.getByRole('button', { name: 'Copy link' })).toBeVisible();
  return wallets;
}

test.describe('no wallet in the browser', () => {
  test.use({ walletOptions: { installed: false } });

  for (const [device, userAgent] of [
    ['iPhone', IPHONE_SAFARI],
    ['Android', ANDROID_CHROME],
  ] as const) {
    test(`${device}: login and register offer wallet apps that open this page, invitation kept`, async ({
      openPhonePage,
    }) => {
      const page = await openPhonePage({ userAgent, withWallet: false });
      await page.goto('/');
      // The answer takes the connect button's place: the form below does not move.
      const password = page.getByLabel('Login password');
      const before = await password.boundingBox();
      await expect(page.getByRole('button', { name: 'Open in your wallet app' })).toBeVisible(APPEARS);
      expect(await password.boundingBox()).toEqual(before);
      expect(await layoutShiftSum(page)).toBe(0);
      await expect(page.getByRole('button', { name: 'Connect wallet' })).toHaveCount(0);

      await expectWalletLinksToThisPage(page);
      await expect(page.getByTestId('scan-on-phone')).toHaveCount(0);

      await page.goto(REGISTER_WITH_INVITE);
      const wallets = await expectWalletLinksToThisPage(page);
      expect(wallets.slice(0, 2)).toEqual(['metamask', 'trust']);
      for (const href of await openInWallet(page)
        .locator('a[data-wallet]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
        expect(decodeURIComponent(decodeURIComponent(href))).toContain(`/pages/login/register?c=${INVITER}`);
      }
      // The invitation is still on the form itself: who invited, masked.
      await expect(page.getByTestId('register-invited-by')).toHaveText(`Invited by ${masked(INVITER)}`);
    });
  }

  test('the wallet list reads in each language, ordered for its audience (375 px shots)', async ({
    page,
  }) => {
    await page.goto(REGISTER_WITH_INVITE);
    await expect(page.getByRole('button', { name: 'Open in your wallet app' })).toBeVisible(APPEARS);
    await shot(page, 'no-wallet-register-en-375');
    await openWalletList(page);
    await shot(page, 'open-in-wallet-register-en-375');
    expect(await axeViolations(page, 'no-wallet sheet · en', 'dialog[open]')).toEqual([]);
    await page.goto('/');
    await openWalletList(page);
    await shot(page, 'open-in-wallet-login-en-375');

    for (const [locale, title, first] of [
      ['zh-Hant', '在錢包 App 中開啟', ['tokenpocket', 'imtoken', 'okx', 'bitget']],
      ['vi', 'Mở trong ứng dụng ví', ['trust', 'metamask', 'okx']],
    ] as const) {
      await page.evaluate((value) => localStorage.setItem('locale', JSON.stringify(value)), locale);
      await page.goto(REGISTER_WITH_INVITE);
      const region = await openWalletList(page, title);
      expect(await axeViolations(page, `no-wallet sheet · ${locale}`, 'dialog[open]')).toEqual([]);
      const order = await region
        .locator('a[data-wallet]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('data-wallet')));
      expect(order.slice(0, first.length)).toEqual(first);
      await shot(page, `open-in-wallet-register-${locale}-375`);
      await page.setViewportSize({ width: 320, height: 812 });
      await shot(page, `open-in-wallet-register-${locale}-320`);
      await page.setViewportSize({ width: 375, height: 812 });
    }
  });

  test('a computer gets a QR code that decodes to this page, and extension wallets', async ({
    openPhonePage,
  }) => {
    const page = await openPhonePage({
      userAgent: DESKTOP_CHROME,
      viewport: { width: 1280, height: 900 },
      isMobile: false,
      hasTouch: false,
      deviceScaleFactor: 1,
      withWallet: false,
    });
    await page.goto(REGISTER_WITH_INVITE);
    await openWalletList(page, 'Continue on your phone');
    const qr = page.getByRole('img', { name: 'QR code of this page' });
    await expect(qr).toBeVisible(APPEARS);
    await expect(page.getByTestId('open-in-wallet')).toHaveCount(0);

    // The QR image's pixels, decoded in Node.
    const pixels = await qr.evaluate(async (element) => {
      const image = element as HTMLImageElement;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, canvas.width, canvas.height);
      return { width: data.width, height: data.height, data: Array.from(data.data) };
    });
    const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
    expect(decoded?.data).toBe(page.url());
    expect(decoded?.data).toContain(`/pages/login/register?c=${INVITER}`);

    const extensions = page.getByRole('link', { name: /^Get the .+ extension$/ });
    expect(await extensions.count()).toBeGreaterThanOrEqual(3);
    for (const link of await extensions.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    await shot(page, 'scan-on-phone-register-en-1280');
  });

  test('the installed app explains why and offers the wallet apps', async ({ openPhonePage }) => {
    const page = await openPhonePage({ userAgent: IPHONE_SAFARI, withWallet: false });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'standalone', { value: true });
    });
    await page.goto('/');
    await expectWalletLinksToThisPage(page);
    await expect(openInWallet(page)).toContainText('An installed app cannot reach a wallet');
    await shot(page, 'open-in-wallet-installed-app-en-375');
  });
});

test.describe('with a wallet', () => {
  test('neither the wallet list nor the QR code appears (phone and computer)', async ({
    page,
    openPhonePage,
  }) => {
    await page.goto(REGISTER_WITH_INVITE);
    await page.waitForTimeout(AFTER_DISCOVERY_MS);
    await expect(page.getByTestId('no-wallet-button')).toHaveCount(0);
    await expect(page.getByTestId('open-in-wallet')).toHaveCount(0);

    const desktop = await openPhonePage({
      userAgent: DESKTOP_CHROME,
      viewport: { width: 1280, height: 900 },
      isMobile: false,
      hasTouch: false,
      deviceScaleFactor: 1,
    });
    await desktop.goto('/');
    await desktop.waitForTimeout(AFTER_DISCOVERY_MS);
    await expect(desktop.getByTestId('no-wallet-button')).toHaveCount(0);
    await expect(desktop.getByTestId('scan-on-phone')).toHaveCount(0);
  });
});

/** What Chromium fires when the app can be installed; `prompt()` calls are counted in the page. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const scope = window as unknown as { promptCalls?: number };
    scope.promptCalls = 0;
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        scope.promptCalls = (scope.promptCalls ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
}

const promptCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { promptCalls?: number }).promptCalls ?? 0);

test.describe('installing the app', () => {
  test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });

  test('"Install app" in Settings opens the browser install dialog', async ({ page, context, api }) => {
    await seedSession(
      context,
      await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password),
      DEMO_MEMBER.address,
    );
    await page.goto('/pages/user/set');
    // Nothing to offer until the browser says it can install.
    await expect(page.getByText('Language')).toBeVisible();
    await expect(page.getByTestId('install-app')).toHaveCount(0);
    await offerInstall(page);
    const install = page.getByRole('button', { name: /Install app/ });
    await expect(install).toBeVisible();
    await install.click();
    await expect.poll(() => promptCalls(page)).toBe(1);
    // The browser's offer is used up: the action goes until the browser offers again.
    await expect(install).toHaveCount(0);
  });

  test('Safari on iPhone gets the Add to Home Screen guide', async ({ openPhonePage, api }) => {
    const page = await openPhonePage({ userAgent: IPHONE_SAFARI, withWallet: false });
    await seedSession(
      page.context(),
      await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password),
      DEMO_MEMBER.address,
    );
    await page.goto('/pages/user/set');
    await page.getByRole('button', { name: /Install app/ }).click();
    const guide = page.getByRole('dialog', { name: 'Add to Home Screen' });
    await expect(guide).toBeVisible();
    await expect(guide.getByRole('listitem')).toHaveText([
      "Tap the Share button in Safari's toolbar.",
      'Choose “Add to Home Screen” (scroll down if you do not see it).',
      'Tap “Add”. BTCW then opens from your home screen.',
    ]);
    await shot(page, 'install-ios-guide-en-375');
    await guide.getByRole('button', { name: 'Got it' }).click();
    await expect(guide).toBeHidden();
  });

  test("never offered inside a wallet's browser", async ({ openPhonePage, api, stack }) => {
    const page = await openPhonePage({ userAgent: ANDROID_CHROME, withWallet: false });
    // A wallet app's browser injects window.ethereum.
    await new MockWallet(stack.rpcUrl, {
      account: DEMO_MEMBER.address,
      authorized: true,
      legacyInjection: true,
    }).attach(page.context());
    await seedSession(
      page.context(),
      await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password),
      DEMO_MEMBER.address,
    );
    await page.goto('/pages/user/set');
    await offerInstall(page);
    await page.waitForTimeout(500);
    await expect(page.getByRole('button', { name: /Install app/ })).toHaveCount(0);
  });
});

test.describe('the install hint', () => {
  test('one hint after the first login; it installs, and does not come back', async ({ page, wallet }) => {
    await wallet.setAccount(DEMO_MEMBER.address);
    await page.goto('/');
    // Fired before the login: kept by the <head> script until the hint needs it.
    await offerInstall(page);
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByLabel('Login password').fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/pages/home/index', APPEARS);
    const hint = page.getByRole('complementary', { name: 'Add BTCW to your home screen' });
    await expect(hint).toBeVisible(APPEARS);
    await shot(page, 'install-hint-en-375');
    await hint.getByRole('button', { name: 'Install app' }).click();
    await expect.poll(() => promptCalls(page)).toBe(1);
    await expect(hint).toHaveCount(0);

    // Next login on this device, with the browser offering again: no hint.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto('/');
    await offerInstall(page);
    // The wallet is authorised by now and reconnects on its own.
    await expect(page.getByTestId('wallet-address')).toBeVisible(APPEARS);
    await page.getByLabel('Login password').fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/pages/home/index', APPEARS);
    await page.waitForTimeout(1000);
    await expect(page.getByTestId('install-hint')).toHaveCount(0);
  });
});
