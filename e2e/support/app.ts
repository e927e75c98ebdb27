/**
 * Small helpers for the app journeys: what was sent to `/api/...`, the toast, the stored session.
 */
import type { Page, Request } from '@playwright/test';

/** Every request `page` sends to `/api/<path>` from now on, in order (a live array). */
export function apiRequests(page: Page, path: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/${path}`) sent.push(request);
  });
  return sent;
}

/** Every `/api/...` request `page` sends from now on (a live array). */
export function allApiRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) sent.push(request);
  });
  return sent;
}

/** Texts of the toasts shown, oldest first; `times[i]` is when toast `i` appeared (ms since epoch). */
export type ToastLog = string[] & { times: number[] };

/**
 * Records the text of every toast `page` shows from now on (call before `page.goto`). A toast can be
 * replaced by a later one at any time (an unrelated "Update failed" from the service worker, say),
 * so assert with `await expect.poll(() => shown).toContain(text)` rather than on the live region.
 */
export async function recordToasts(page: Page): Promise<ToastLog> {
  const shown: ToastLog = Object.assign([] as string[], { times: [] as number[] });
  const binding = `__e2eToast_${Math.random().toString(36).slice(2)}`;
  // The time is taken in the page: the binding's round trip to the test can lag under load.
  await page.exposeFunction(binding, (text: string, at: number) => {
    shown.push(text);
    shown.times.push(at);
  });
  await page.addInitScript((name) => {
    let last = '';
    new MutationObserver(() => {
      const text = document.querySelector('[role="status"][aria-live="polite"]')?.textContent ?? '';
      if (text && text !== last) {
        const report = (
          window as unknown as Record<string, ((text: string, at: number) => Promise<void>) | undefined>
        )[name];
        void report?.(text, Date.now());
      }
      last = text;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, binding);
  return shown;
}

/** The token the app keeps in localStorage (JSON), or null when logged out. */
export async function storedToken(page: Page): Promise<string | null> {
  const raw = await page.evaluate(() => localStorage.getItem('token'));
  return raw === null ? null : (JSON.parse(raw) as string | null);
}

/** The app's display of an address (spec §9): first 7 and last 7 characters around six asterisks. */
export function masked(address: string): string {
  return `${address.slice(0, 7)}******${address.slice(-7)}`;
}

/** Lets late requests (a second submit, a retry) arrive before a "nothing more was sent" assertion. */
export async function settle(page: Page, ms = 500): Promise<void> {
  await page.waitForTimeout(ms);
}

/**
 * A finger drag on the page for pull-to-refresh: synthetic TouchEvents dispatched on `document`
 * (touchstart at `fromY`, touchmoves in `steps` to `toY`). Release with {@link releaseTouch}.
 */
export async function dragDown(page: Page, fromY: number, toY: number, steps = 10): Promise<void> {
  // The gesture's code comes once the page is idle (components/shell/pull-to-refresh.tsx).
  if ((await page.locator('[data-pull-state]').count()) > 0)
    await page.locator('[data-pull-ready]').waitFor({ state: 'attached' });
  await page.evaluate(
    async ({ fromY, toY, steps }) => {
      const touchAt = (y: number) =>
        new Touch({ identifier: 1, target: document.body, clientX: 180, clientY: y });
      const fire = (type: string, y: number) => {
        const touch = touchAt(y);
        document.dispatchEvent(
          new TouchEvent(type, {
            touches: [touch],
            changedTouches: [touch],
            bubbles: true,
            cancelable: true,
          }),
        );
      };
      fire('touchstart', fromY);
      for (let step = 1; step <= steps; step += 1) {
        fire('touchmove', fromY + ((toY - fromY) * step) / steps);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    },
    { fromY, toY, steps },
  );
}

/** Lifts the finger of {@link dragDown} at `y`. */
export async function releaseTouch(page: Page, y: number): Promise<void> {
  await page.evaluate((y) => {
    const touch = new Touch({ identifier: 1, target: document.body, clientX: 180, clientY: y });
    document.dispatchEvent(
      new TouchEvent('touchend', { touches: [], changedTouches: [touch], bubbles: true, cancelable: true }),
    );
  }, y);
}

/**
 * Starts counting the animation frames in which none of `selectors` is on the page (a blank frame
 * between one view and the next); the returned function stops and gives the count.
 */
export async function countFramesWithout(
  page: Page,
  selectors: readonly string[],
): Promise<() => Promise<number>> {
  await page.evaluate((watched) => {
    const state = { blank: 0, watching: true };
    Object.assign(window, { __framesWithout: state });
    const tick = () => {
      if (!state.watching) return;
      if (!watched.some((selector) => document.querySelector(selector))) state.blank += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, selectors);
  return () =>
    page.evaluate(() => {
      const state = (window as unknown as { __framesWithout: { blank: number; watching: boolean } })
        .__framesWithout;
      state.watching = false;
      return state.blank;
    });
}
