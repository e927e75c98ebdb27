import { hashRouteTarget } from '@/lib/routes/hash-route';
import {
  entryHasInAppBack,
  HANDOFF_MAX_AGE_MS,
  IN_APP_BACK_HANDOFF_KEY,
  IN_APP_BACK_KEY,
} from '@/lib/routes/in-app-history';
import { HOME_PATH, LOGIN_ENTRY_PATHS, ROUTES } from '@/lib/routes/route-table';
import { readStored, TOKEN_STORAGE_KEY } from '@/lib/state/storage-keys';

/** The page's route as the route table names it (`/pages/x.html` and `/pages/x/` are `/pages/x`). */
export function routeOfLocation(pathname: string): string {
  return pathname.replace(/\.html$/, '').replace(/(.)\/$/, '$1') || '/';
}

/**
 * Before anything is painted, in order:
 *
 * 1. The history entry learns whether the entry before it is a screen of the app
 *    (lib/routes/in-app-history.ts), so the back arrow can return to it.
 * 2. Old hash links (`/#/pages/…`) are rewritten to their path (lib/routes/hash-route.ts): in place
 *    when they name this page, else by replacing the page.
 * 3. A stored session opening the login page (the installed app's start URL is `/`) goes to Home
 *    at once, so a logged-in user never sees the login form.
 *
 * 4. Later, an old hash link put into this tab's address bar (only the hash changes, no page loads)
 *    opens its page the same way.
 *
 * A replacement hides the page first (nothing half-drawn shows) and hands the entry's value on.
 * Returns false when the page is being replaced (nothing else should start on it).
 */
export function bootNavigation(): boolean {
  const state: unknown = history.state;
  let handoff: string | null = null;
  try {
    handoff = sessionStorage.getItem(IN_APP_BACK_HANDOFF_KEY);
    if (handoff !== null) sessionStorage.removeItem(IN_APP_BACK_HANDOFF_KEY);
  } catch {
    // Storage refused (private mode): no handoff.
  }
  const back = entryHasInAppBack(
    state,
    IN_APP_BACK_KEY,
    handoff,
    location.pathname + location.search,
    document.referrer,
    location.origin,
    history.length,
    Date.now(),
    HANDOFF_MAX_AGE_MS,
  );
  const stored =
    state !== null && typeof state === 'object' ? (state as Record<string, unknown>)[IN_APP_BACK_KEY] : null;
  if (typeof stored !== 'boolean')
    history.replaceState(
      { ...(state !== null && typeof state === 'object' ? state : {}), [IN_APP_BACK_KEY]: back },
      '',
    );

  const leave = (to: string) => {
    try {
      sessionStorage.setItem(IN_APP_BACK_HANDOFF_KEY, JSON.stringify({ to, back, at: Date.now() }));
    } catch {
      // Without storage the new page works out its own value.
    }
    document.documentElement.style.visibility = 'hidden';
    location.replace(to);
    return false;
  };

  const here = routeOfLocation(location.pathname);
  const routePaths = ROUTES.map((route) => route.path);
  // An old hash link typed or pasted into a tab that already shows the app changes only the hash: no
  // page loads, so it is read here too, and opened as its page (the register form reads its inviter
  // when it loads).
  window.addEventListener('hashchange', () => {
    const changed = hashRouteTarget(location.hash, routePaths);
    if (changed !== null) leave(changed);
  });
  const target = hashRouteTarget(location.hash, routePaths);
  if (target !== null) {
    const path = target.split('?')[0];
    if (path === here || (path === '/' && here === '/index')) history.replaceState(history.state, '', target);
    else return leave(target);
  }
  if ([...LOGIN_ENTRY_PATHS, '/index'].includes(here)) {
    const token = readStored(TOKEN_STORAGE_KEY);
    if (typeof token === 'string' && token !== '') return leave(HOME_PATH);
  }
  return true;
}
