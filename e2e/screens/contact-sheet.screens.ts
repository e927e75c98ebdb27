/**
 * `npm run screens` (playwright.screens.config.ts): every route at 375 px (or `SCREENS_WIDTH`), logged in as the demo
 * member with data as long as real data gets, in each language. Writes `screens/<locale>/<route>.png`
 * (the whole page), `screens/<locale>/index.html` (the thumbnails) and `screens/contact-sheet-<locale>.png`
 * (that page as one picture), so a redesign can be looked at screen by screen without clicking through.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { test, seedSession, DEMO_MEMBER } from '../fixtures/test';
import { openRoute, switchLocale, trackRequests, waitForContent, SWEEP_LOCALES } from '../support/layout';
import { seedLongDemo } from '../support/long-data';
import { routeSlug, routeUrl, SWEEP_ROUTES } from '../support/routes';
import { REPO_ROOT } from '../support/stack';

/** 375 px, or the narrowest phone with `SCREENS_WIDTH=320` (its pictures go to `screens/320/`). */
const WIDTH = Number(process.env.SCREENS_WIDTH ?? 375);
const HEIGHT = 812;
/** Taller pages (an endless list) are cut here. */
const MAX_HEIGHT = 6_000;
const SCREENS_DIR = path.join(REPO_ROOT, 'screens', ...(WIDTH === 375 ? [] : [String(WIDTH)]));

test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });

/**
 * The whole page with its fixed bars where a phone shows them: the viewport is made as tall as the
 * page (a full-page capture would paint the tab bar in the middle), again while a list loads more.
 */
async function shootWholePage(page: Page, file: string, settle: () => Promise<unknown>): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    // A page wider than the screen makes the phone browser zoom out, and the zoomed-out viewport
    // is taller too: the height in screen pixels is what the page needs.
    const needed = await page.evaluate((width) => {
      const { scrollHeight, scrollWidth } = document.documentElement;
      return Math.ceil((scrollHeight * width) / Math.max(width, scrollWidth));
    }, WIDTH);
    const height = Math.min(MAX_HEIGHT, needed);
    if (height === page.viewportSize()?.height) break;
    await page.setViewportSize({ width: WIDTH, height });
    await settle();
  }
  await page.screenshot({ path: file });
  await page.setViewportSize({ width: WIDTH, height: HEIGHT });
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** The thumbnails page: the top of each screen in a grid, its route under it. */
function contactSheetHtml(locale: string, shots: { file: string; label: string }[]): string {
  const cells = shots
    .map(
      ({ file, label }) =>
        `<figure><a href="${escapeHtml(file)}"><img src="${escapeHtml(file)}" alt=""></a><figcaption>${escapeHtml(label)}</figcaption></figure>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Screens · ${escapeHtml(locale)}</title>
<style>
  body { margin: 0; padding: 16px; font: 13px/1.3 system-ui, sans-serif; background: #e5e7eb; color: #111827; }
  h1 { margin: 0 0 12px; font-size: 18px; }
  main { display: grid; grid-template-columns: repeat(5, 188px); gap: 16px; }
  figure { margin: 0; }
  img { display: block; width: 188px; height: 406px; object-fit: cover; object-position: top;
        background: #fff; border: 1px solid #9ca3af; }
  figcaption { margin-top: 4px; word-break: break-all; }
</style></head>
<body><h1>${shots.length} screens at ${WIDTH} px · ${escapeHtml(locale)}</h1><main>
${cells}
</main></body></html>
`;
}

for (const locale of SWEEP_LOCALES) {
  test(`contact sheet in ${locale}`, async ({ page, context, api, anvil, browser, openPhonePage }) => {
    test.setTimeout(300_000);
    const dir = path.join(SCREENS_DIR, locale);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });

    const ids = await seedLongDemo(api, anvil);
    await seedSession(context, ids.token, DEMO_MEMBER.address.toLowerCase());
    const requests = trackRequests(page);
    await page.setViewportSize({ width: WIDTH, height: HEIGHT });
    if (locale !== 'en') await switchLocale(page, locale);
    // The login and register screens as someone without a session sees them (a session sends `/`
    // and the login page on to Home), in the same language.
    const guest = await openPhonePage();
    await guest
      .context()
      .addInitScript((chosen) => localStorage.setItem('locale', JSON.stringify(chosen)), locale);
    await guest.setViewportSize({ width: WIDTH, height: HEIGHT });
    const guestRequests = trackRequests(guest);

    const shots: { file: string; label: string }[] = [];
    const missing: string[] = [];
    for (const route of SWEEP_ROUTES) {
      const url = routeUrl(route, ids);
      const [on, onRequests] = route.login ? [page, requests] : [guest, guestRequests];
      await openRoute(on, url);
      await route.reveal?.(on, ids);
      missing.push(
        ...(await waitForContent(on, route, locale, onRequests)).map((problem) => `${url}: ${problem}`),
      );
      const file = `${routeSlug(route)}.png`;
      await shootWholePage(on, path.join(dir, file), () =>
        waitForContent(on, { path: route.path, login: route.login }, locale, onRequests, 5_000),
      );
      shots.push({ file, label: url });
    }

    const sheet = path.join(dir, 'index.html');
    writeFileSync(sheet, contactSheetHtml(locale, shots));
    // A context of its own: the sheet is a local file, not the app (no wallet, no CSP watch).
    const sheetContext = await browser.newContext({
      viewport: { width: 1100, height: 800 },
      deviceScaleFactor: 1,
      isMobile: false,
      hasTouch: false,
    });
    try {
      const sheetPage = await sheetContext.newPage();
      await sheetPage.goto(pathToFileURL(sheet).href);
      await sheetPage.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
      await sheetPage.screenshot({
        path: path.join(SCREENS_DIR, `contact-sheet-${locale}.png`),
        fullPage: true,
        // Decoding two dozen tall screenshots is slow on a busy machine.
        timeout: 120_000,
      });
    } finally {
      await sheetContext.close();
    }
    if (missing.length > 0)
      console.warn(`[screens] ${locale}: content not shown:\n  ${missing.join('\n  ')}`);
  });
}
