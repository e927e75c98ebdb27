/**
 * The service worker in WebKit and Firefox: a first install never asks to restart (not even when
 * the first page is left while the worker is still installing, as a member tapping on quickly over
 * a slow network does), a real new version asks once, and the installed app opens offline.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EnginePage } from './driver/engine-page';
import { test, expect, orSkip } from './engine-test';
import { startHoldingProxy } from './support/holding-proxy';
import { SLOW_WORKER_ACTIVATION } from './support/slow-worker-activation';

const UPDATE_PROMPT = 'A new version is ready. Restart now?';
const OFFLINE_NOTICE = 'You are offline. Some information may be out of date.';

/** Waits until a worker is active for the page's scope and, when `controlled`, controls the page. */
async function workerActive(page: EnginePage, controlled: boolean): Promise<void> {
  await page.waitUntil(
    controlled ? 'the worker to control the page' : 'the worker to be active',
    async (wantControl: boolean) => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration?.active || registration.active.state !== 'activated') return false;
      return !wantControl || navigator.serviceWorker.controller !== null;
    },
    [controlled],
    30_000,
  );
}

/** How many update prompts the page shows now. */
const prompts = (page: EnginePage) =>
  page.count({ role: 'dialog', text: { source: UPDATE_PROMPT, flags: '' } });

/** Watches the page for the update prompt from now on (it may come and go between two looks). */
async function watchForPrompt(page: EnginePage): Promise<void> {
  await page.evaluate((text: string) => {
    (window as unknown as { __promptsSeen?: number }).__promptsSeen = 0;
    new MutationObserver(() => {
      const open = [...document.querySelectorAll('dialog[open], [role="dialog"]')].some((d) =>
        d.textContent.includes(text),
      );
      if (open) (window as unknown as { __promptsSeen: number }).__promptsSeen += 1;
    }).observe(document.documentElement, { subtree: true, childList: true, attributes: true });
  }, UPDATE_PROMPT);
}

const promptsSeen = (page: EnginePage) =>
  page.evaluate(() => (window as unknown as { __promptsSeen?: number }).__promptsSeen ?? 0);

test('a first install that the member leaves half-way, on a loaded phone, never asks to restart', async ({
  openPage,
  stack,
}) => {
  const proxy = await startHoldingProxy(stack.baseURL);
  try {
    // And, as on a loaded phone, the worker's later states reach the page late.
    proxy.injectFirst(SLOW_WORKER_ACTIVATION);
    const page = await openPage({ origin: proxy.origin });
    // The worker's precache waits, as on a slow network, until the page is left. It fetches pages by
    // their file names (`…/register.html`); a member's navigation never asks for `.html`.
    const installing = proxy.hold((url) => url.pathname.endsWith('.html'));
    await page.goto('/pages/login/index');
    await installing;
    await page.click({ role: 'link', name: 'Register' });
    await page.visible({ role: 'heading', name: 'Create your account' });
    await watchForPrompt(page);
    proxy.release();
    await workerActive(page, false);
    // workbox-window reports a worker it did not install after 200 ms in `installed`: give it time.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await promptsSeen(page)).toBe(0);
    expect(await prompts(page)).toBe(0);
    // The form is still there to be used.
    await page.visible({ label: 'Login password' });
  } finally {
    await proxy.close();
  }
});

test('a real new version asks once, and "Restart now" reloads into it', async ({ phone: page, stack }) => {
  const swPath = path.join(stack.staticDir, 'sw.js');
  const original = readFileSync(swPath, 'utf8');
  try {
    await page.goto('/pages/login/index');
    await workerActive(page, false);
    await page.reload();
    await workerActive(page, true);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await prompts(page)).toBe(0);

    // The next build: a worker that differs by a byte.
    appendFileSync(swPath, `\n// next build ${Date.now()}\n`);
    await watchForPrompt(page);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await page.visible({ role: 'dialog', text: { source: UPDATE_PROMPT, flags: '' } }, 20_000);
    expect(await prompts(page)).toBe(1);
    await page.click({ role: 'button', name: 'Restart now' });
    await page.waitUntil(
      'the page to reload into the new version',
      async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return (
          registration?.waiting === null &&
          navigator.serviceWorker.controller !== null &&
          !('__promptsSeen' in window)
        );
      },
      [],
      20_000,
    );
    await page.waitForHydration();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await prompts(page)).toBe(0);
  } finally {
    writeFileSync(swPath, original);
  }
});

test('the installed app opens offline, says so, and comes back online', async ({ phone: page }) => {
  await page.goto('/pages/login/index');
  await workerActive(page, false);
  await page.reload();
  await workerActive(page, true);
  await orSkip(() => page.driver.setOffline(true));
  try {
    // The home-screen icon opens the start URL in a new navigation.
    await page.goto('/');
    await page.visible({ role: 'heading', name: 'Login' });
    await page.visible({ text: OFFLINE_NOTICE });
    await page.click({ role: 'link', name: 'Register' });
    await page.visible({ role: 'heading', name: 'Create your account' });
  } finally {
    await page.driver.setOffline(false);
  }
  // Firefox's emulation gives a document loaded while offline `navigator.onLine` back without its
  // `online` event (a phone's network change fires it). Say it once more, as a flaky link does.
  if ((await page.count({ text: OFFLINE_NOTICE })) > 0) {
    await page.driver.setOffline(true);
    await page.driver.setOffline(false);
  }
  await page.hidden({ text: OFFLINE_NOTICE });
});
