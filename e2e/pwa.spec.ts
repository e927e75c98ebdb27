import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, DEMO_MEMBER } from './fixtures/test';
import { axeViolations } from './support/axe';

test.use({ serviceWorkers: 'allow' });

test('the manifest is linked and valid, with reachable icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    scope: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: 'BTCW',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    theme_color: '#2461F0',
    background_color: '#2461F0',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const src of [...manifest.icons.map((icon) => icon.src), '/icons/apple-touch-icon.png']) {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');
  }
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
});

test('the worker controls the page after a reload and the shell renders offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  // The page was served offline (its requests fail), but Chromium does not carry the emulated
  // navigator.onLine over to the reloaded document of a worker-controlled page: say it again, as
  // a phone that lost its connection does.
  if (await page.evaluate(() => navigator.onLine)) {
    await context.setOffline(false);
    await context.setOffline(true);
  }
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await expect(page.getByText('You are offline. Some information may be out of date.')).toBeVisible();
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('You are offline. Some information may be out of date.')).toBeHidden();
});

test('API and RPC responses are never cached', async ({ page, wallet }) => {
  await wallet.setAccount(DEMO_MEMBER.address);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByLabel('Login password').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/pages/home/index');
  await page.goto('/pages/user/index');
  await expect(page.getByTestId('mine-wallet-balance')).not.toHaveText('—');
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(20);
  expect(cached.filter((url) => /\/api\/|\/rpc/.test(url))).toEqual([]);
});

test('a new version asks before restarting, then reloads into it', async ({ page, stack }) => {
  const swPath = path.join(stack.staticDir, 'sw.js');
  const original = readFileSync(swPath, 'utf8');
  try {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    appendFileSync(swPath, `\n// next build ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('A new version is ready. Restart now?');
    expect(await axeViolations(page, 'update prompt · en', 'dialog[open]')).toEqual([]);
    // It never takes over on its own.
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null),
    ).toBe(true);

    // The buttons name what they do.
    await expect(dialog.getByRole('button')).toHaveText(['Later', 'Restart now']);
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Restart now' }).click();
    await reloaded;
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          waiting: registration?.waiting ?? null,
          controlled: navigator.serviceWorker.controller !== null,
        };
      }),
    ).toEqual({ waiting: null, controlled: true });
    await expect(page.getByRole('dialog')).toBeHidden();
    // Lazy routes still load in the new version.
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  } finally {
    writeFileSync(swPath, original);
  }
});
