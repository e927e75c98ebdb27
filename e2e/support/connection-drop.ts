import type { BrowserContext, Page } from '@playwright/test';

/** The app's code (its styles come with the page: they are never what fails here). */
export const CHUNKS = '**/_next/static/chunks/**/*.js';

/**
 * The app's code comes; the connection drops the moment a script holding `text` is asked for (a
 * language's catalog: its words are in no other script), and stays down until `restore`. Resolves
 * `dropped()` true once it has.
 */
export async function dropConnectionAtScriptWith(page: Page, context: BrowserContext, text: string) {
  let dropped = false;
  await page.route(CHUNKS, async (route) => {
    if (dropped) return route.abort('internetdisconnected');
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(text)) {
      dropped = true;
      await context.setOffline(true);
      return route.abort('internetdisconnected');
    }
    return route.fulfill({ response, body });
  });
  return {
    dropped: () => dropped,
    restore: async () => {
      await page.unroute(CHUNKS);
      await context.setOffline(false);
    },
  };
}
