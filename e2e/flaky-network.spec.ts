/**
 * A phone's connection drops while the app loads or is in use, with no service worker running (a
 * first visit, private mode, a wallet's in-app browser): the app never leaves a dead page or Next's
 * error page. The shell stays, the screen says in the reader's language that it could not load,
 * with Retry, and it comes by itself once the connection is back.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { test } from './fixtures/demo-member-test';
import { expect } from './fixtures/test';
import { rawGoto, waitForHydration } from './fixtures/hydration';
import { REPO_ROOT } from './support/stack';
import { CHUNKS, dropConnectionAtScriptWith } from './support/connection-drop';

const LOCALES = ['en', 'zh-Hant', 'vi'] as const;
type Locale = (typeof LOCALES)[number];

interface Messages {
  screenLoad: { failed: string; retry: string };
  shell: { offline: string; offlineNavigation: string };
  titles: Record<string, string>;
  nav: Record<string, string>;
  team: { members: string };
}

const messages = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    JSON.parse(readFileSync(path.join(REPO_ROOT, 'messages', `${locale}.json`), 'utf8')) as Messages,
  ]),
) as Record<Locale, Messages>;

const SCREENS = [
  { path: '/pages/home/index', title: 'home' },
  { path: '/pages/pledge/index', title: 'stake' },
  { path: '/pages/property/index', title: 'property' },
  { path: '/pages/withdrawal/cash', title: 'withdrawCash' },
] as const;

/** Next's own error page, which replaced the app before. */
const NEXT_ERROR_PAGE = /couldn.t load|Application error/i;

async function chooseLanguage(context: BrowserContext, locale: Locale): Promise<void> {
  await context.addInitScript((value) => localStorage.setItem('locale', JSON.stringify(value)), locale);
}

/** The screen's title in the bar, in the reader's language: the app runs and has drawn the screen. */
async function expectScreen(page: Page, locale: Locale, title: string): Promise<void> {
  await expect(page.locator('header h1')).toHaveText(messages[locale].titles[title] ?? '');
  await expect(page.locator('body')).not.toContainText(NEXT_ERROR_PAGE);
}

/**
 * The connection drops at `dropAt` ms after the page has parsed, before the app's code has come:
 * chunk requests wait until then and fail from then on, as on a phone that lost its signal.
 */
async function dropConnectionWhileLoading(page: Page, context: BrowserContext, dropAt: number) {
  let dropped = false;
  const held: Route[] = [];
  await page.route(CHUNKS, async (route) => {
    if (dropped) await route.abort('internetdisconnected');
    else held.push(route);
  });
  return {
    drop: async () => {
      await page.waitForTimeout(dropAt);
      dropped = true;
      await context.setOffline(true);
      for (const route of held.splice(0)) await route.abort('internetdisconnected');
    },
    restore: async () => {
      await page.unroute(CHUNKS);
      await context.setOffline(false);
    },
  };
}

for (const locale of LOCALES) {
  test.describe(locale, () => {
    test.beforeEach(async ({ context }) => chooseLanguage(context, locale));

    for (const screen of SCREENS) {
      test(`${screen.path}: offline 300 ms after the page parses keeps the shell, says so with Retry, and loads when back online`, async ({
        page,
        context,
      }) => {
        const connection = await dropConnectionWhileLoading(page, context, 300);
        await rawGoto(page, screen.path, { waitUntil: 'domcontentloaded' });
        await connection.drop();

        // Next's route announcer is an alert too: the notice is the one that says the screen failed.
        const notice = page.getByRole('alert').filter({ hasText: messages[locale].screenLoad.failed });
        await expect(notice).toBeVisible();
        await expect(notice.getByRole('button', { name: messages[locale].screenLoad.retry })).toBeVisible();
        await expect(page.locator('header h1')).toBeVisible();
        await expect(page.locator('nav').first()).toBeVisible();
        // Retry while still offline: the notice stays, nothing breaks.
        await notice.getByRole('button', { name: messages[locale].screenLoad.retry }).click();
        await page.waitForTimeout(500);
        await expect(notice).toBeVisible();
        await expect(page.locator('body')).not.toContainText(NEXT_ERROR_PAGE);

        await connection.restore();
        await waitForHydration(page);
        await expect(notice).toHaveCount(0);
        await expectScreen(page, locale, screen.title);
      });
    }

    test('a tab tapped offline after the app has settled stays put and says why; tapped again once back online, it opens', async ({
      page,
      context,
    }) => {
      await page.goto('/pages/home/index');
      await expectScreen(page, locale, 'home');
      await page.waitForLoadState('networkidle');
      await context.setOffline(true);
      const stakeTab = page
        .getByRole('navigation', { name: messages[locale].nav.tabBar })
        .getByRole('link', { name: messages[locale].nav.stake });
      await stakeTab.click();
      await expect(page.getByText(messages[locale].shell.offlineNavigation)).toBeVisible();
      await expect(page.getByText(messages[locale].shell.offline)).toBeVisible();
      // Never the browser's offline page, never Next's error page: the screen is still there.
      await page.waitForTimeout(1000);
      expect(page.url()).toMatch(/\/pages\/home\/index$/);
      await expectScreen(page, locale, 'home');

      await context.setOffline(false);
      await expect(page.getByText(messages[locale].shell.offline)).toHaveCount(0);
      await stakeTab.click();
      await expect(page).toHaveURL(/\/pages\/pledge\/index$/);
      await expectScreen(page, locale, 'stake');
    });
  });
}

for (const locale of ['zh-Hant', 'vi'] as const) {
  test(`${locale}: the language's words cannot come: the frame still speaks it, says offline, and the rest follows once back`, async ({
    page,
    context,
  }) => {
    await chooseLanguage(context, locale);
    // The app's code comes; the connection drops as the language's catalog is asked for.
    const connection = await dropConnectionAtScriptWith(page, context, messages[locale].team.members);
    await page.goto('/pages/team/index');
    await expect.poll(connection.dropped).toBe(true);
    // The bar and the offline notice in the reader's language, from what the first load carried; the
    // screen's own words wait for the catalog.
    await expect(page.locator('header h1')).toHaveText(messages[locale].titles.community ?? '');
    await expect(page.getByText(messages[locale].shell.offline)).toBeVisible();
    await expect(page.locator('body')).not.toContainText(NEXT_ERROR_PAGE);

    await connection.restore();
    await expect(page.getByText(messages[locale].team.members)).toBeVisible();
    await expect(page.getByText(messages[locale].shell.offline)).toHaveCount(0);
  });
}

test('every script failing once on its first request: each screen loads and a tab opens', async ({
  page,
}) => {
  const failed = new Set<string>();
  await page.route(CHUNKS, async (route) => {
    const url = route.request().url();
    if (failed.has(url)) return route.continue();
    failed.add(url);
    return route.abort('connectionreset');
  });
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expectScreen(page, 'en', screen.title);
  }
  await page.goto('/pages/home/index');
  // Past the moment the app's background parts load (the update prompt's code, the wallet's).
  await page.waitForTimeout(6000);
  await expectScreen(page, 'en', 'home');
  await page.locator('a[href="/pages/pledge/index"]').first().click();
  await expectScreen(page, 'en', 'stake');
  expect(failed.size).toBeGreaterThan(10);
});

test('a screen whose code keeps failing on a shaky connection shows the error view inside the shell, then comes by itself', async ({
  page,
}) => {
  await page.goto('/pages/home/index');
  await expectScreen(page, 'en', 'home');
  await page.waitForLoadState('networkidle');
  // Every new chunk fails three times (more than the bundler's own retry), the browser still online.
  const failures = new Map<string, number>();
  await page.route(CHUNKS, async (route) => {
    const url = route.request().url();
    const count = failures.get(url) ?? 0;
    if (count >= 3) return route.continue();
    failures.set(url, count + 1);
    return route.abort('connectionreset');
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assets' }).click();
  const view = page.getByRole('alert').filter({ hasText: messages.en.screenLoad.failed });
  await expect(view).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('header h1')).toBeVisible();
  await expectScreen(page, 'en', 'property');
  // It retries by itself (1 s, then 2 s): the screen comes without a tap and without a reload.
  await expect(view).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('property-income-records')).toBeVisible();
});
