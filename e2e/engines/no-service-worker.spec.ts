/**
 * Browsers that give the app no service worker (wallet WebViews that run none, private modes) and
 * engines that clear a site's storage (WebKit after seven days without a visit): the app runs fully
 * without either, and a member whose storage was cleared is simply asked to log in again.
 */
import { DEMO_MEMBER } from '../fixtures/accounts';
import { pattern } from './driver/query';
import { test, expect } from './engine-test';
import { connectIfAsked, logInAsDemo } from './member-steps';
import { startHoldingProxy } from './support/holding-proxy';

test('with the service worker refused, the app logs in, shows figures and stakes a search', async ({
  openPage,
  stack,
}) => {
  const proxy = await startHoldingProxy(stack.baseURL);
  try {
    proxy.refuse((url) => url.pathname === '/sw.js');
    const page = await openPage({ origin: proxy.origin });
    await logInAsDemo(page);
    await page.hasText({ testId: 'home-balance' }, pattern(/1,250\.5000/));
    await page.goto('/pages/pledge/index');
    await page.fill({ label: 'Hashrate ID' }, 'hr-1003');
    await page.click({ role: 'button', name: 'Search' });
    await page.hasText({ testId: 'device-stake-amount' }, pattern(/^250\.5000\s*BTCW$/));
    await page.reload();
    await page.visible({ label: 'Hashrate ID' });
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active ?? null),
    ).toBeNull();
    // No error was shown for the missing worker.
    expect(await page.count({ role: 'alert' })).toBe(0);
  } finally {
    await proxy.close();
  }
});

test('storage cleared by the engine (session, offline copy, device token): asked to log in, and it works', async ({
  phone: page,
}) => {
  await logInAsDemo(page);
  await page.waitUntil(
    'the offline copy to be installed',
    async () => Boolean((await navigator.serviceWorker.getRegistration())?.active),
    [],
    30_000,
  );
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    for (const name of await caches.keys()) await caches.delete(name);
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister();
    const databases = 'databases' in indexedDB ? await indexedDB.databases() : [];
    for (const { name } of databases) if (name) indexedDB.deleteDatabase(name);
    // A real wallet keeps its account in its own storage; the local test wallet keeps it in the page's.
    localStorage.setItem('demoWallet.accountIndex', '2');
  });
  await page.goto('/pages/home/index');
  await page.visible({ label: 'Login password' }, 15_000);
  await connectIfAsked(page);
  await page.fill({ label: 'Login password' }, DEMO_MEMBER.password);
  await page.click({ role: 'button', name: 'Log in' });
  await page.hasText({ testId: 'home-balance' }, pattern(/1,250\.5000/), 15_000);
});
