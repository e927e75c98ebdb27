/**
 * Whether the history entry before the current one is a screen of this app, so the back arrow can
 * return to it (docs/navigation.md). Kept per entry in `history.state`, which the browser restores
 * on back/forward and reload. Next's router writes its own state over it, so every history write is
 * wrapped to carry the value ({@link installInAppHistory}, installed before the router exists):
 *
 * - a new document (deep link, new tab, full navigation) gets its value from the <head> script
 *   (lib/boot/head/navigation.ts) through {@link entryHasInAppBack};
 * - an in-app push means "yes" (the previous entry is the screen just left);
 * - a replace (redirects, the back arrow's fallback) keeps the value of the entry it replaces.
 */

/** The `history.state` field. */
export const IN_APP_BACK_KEY = 'btcwInAppBack';
/**
 * sessionStorage key: a <head> script that replaces the page (`location.replace`, which starts a new
 * document without state) hands the entry's value to the document that replaces it.
 */
export const IN_APP_BACK_HANDOFF_KEY = 'btcw.inAppBack.handoff';
/** A handoff older than this belongs to some other navigation. */
export const HANDOFF_MAX_AGE_MS = 10_000;

/**
 * The value for the current entry of a freshly loaded document, worked out by the head script
 * (lib/boot/head/navigation.ts).
 *
 * 1. An entry that carries the value (reload, back/forward to it) keeps it.
 * 2. A document that replaced a page of the app from a <head> script takes that page's value.
 * 3. Otherwise the previous entry is the app's when this document was opened from one of its pages
 *    (same-origin referrer) in a tab that has a previous entry at all (a link opened in a new tab
 *    has none). A typed, bookmarked or shared link has no same-origin referrer: no.
 */
export function entryHasInAppBack(
  state: unknown,
  key: string,
  handoff: string | null,
  here: string,
  referrer: string,
  origin: string,
  historyLength: number,
  now: number,
  maxAgeMs: number,
): boolean {
  const stored = state !== null && typeof state === 'object' ? (state as Record<string, unknown>)[key] : null;
  if (typeof stored === 'boolean') return stored;
  const normalise = (url: string) => {
    const queryAt = url.indexOf('?');
    const path = queryAt >= 0 ? url.slice(0, queryAt) : url;
    const query = queryAt >= 0 ? url.slice(queryAt) : '';
    return (path.replace(/\.html$/, '').replace(/(.)\/$/, '$1') || '/') + query;
  };
  if (handoff) {
    try {
      const parsed = JSON.parse(handoff) as { to?: unknown; back?: unknown; at?: unknown };
      const fresh = typeof parsed.at === 'number' && now - parsed.at >= 0 && now - parsed.at < maxAgeMs;
      if (fresh && typeof parsed.to === 'string' && normalise(parsed.to) === normalise(here)) {
        return parsed.back === true;
      }
    } catch {
      // Not ours or damaged: fall through.
    }
  }
  return referrer !== '' && referrer.indexOf(origin + '/') === 0 && historyLength > 1;
}

function storedValue(state: unknown): boolean | undefined {
  if (state === null || typeof state !== 'object') return undefined;
  const value = (state as Record<string, unknown>)[IN_APP_BACK_KEY];
  return typeof value === 'boolean' ? value : undefined;
}

/** True when Back should return through history rather than to the route's parent. */
export function hasInAppBack(): boolean {
  return storedValue(window.history.state) === true;
}

function withValue(data: unknown, value: boolean): unknown {
  if (data !== null && data !== undefined && typeof data !== 'object') return data;
  return { ...(data ?? {}), [IN_APP_BACK_KEY]: value };
}

let installed = false;

/**
 * Makes every later in-app `pushState`/`replaceState` (Next's router included, which writes its own
 * state without ours) carry the value. Idempotent; never undone, like the router it serves.
 */
export function installInAppHistory(history: History = window.history): void {
  if (installed) return;
  installed = true;
  const push = history.pushState.bind(history);
  const replace = history.replaceState.bind(history);
  history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
    push(withValue(data, true), unused, url);
  };
  history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
    const carried = storedValue(data) ?? storedValue(history.state) ?? false;
    replace(withValue(data, carried), unused, url);
  };
}
