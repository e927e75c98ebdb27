import { useDeferredValue, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates the prerendered HTML (and on the server), true afterwards. Wallet state
 * may change before a lazily hydrated boundary hydrates, so wallet-dependent markup waits for this;
 * so does markup that depends on the stored session (absent from the prerender) or on the profile,
 * which the launch reload (SessionManager) may have loaded before a page's boundary hydrates.
 *
 * The switch to true re-renders every part that waited, with the data it waited for. React renders a
 * store's change in one uninterruptible task; deferred, the parts render in slices the browser can
 * answer a tap between (a busy phone's longest task after hydration). A part mounted after the page
 * has hydrated (a client navigation) gets true at once: a deferred value starts as the value itself.
 */
export function useHydrated(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      subscribe,
      () => true,
      () => false,
    ),
  );
}

/**
 * A query's data as a screen shows it: nothing until the page has hydrated (the prerendered
 * placeholders stay, whatever has come meanwhile: the page's early answer may already be in the
 * cache), then the data. React renders a query's answer in one uninterruptible task; deferred, the
 * parts it fills render in slices, and the placeholders stay until they are done.
 */
export function useShownData<T>(data: T | undefined): T | undefined {
  return useDeferredValue(useHydrated() ? data : undefined);
}
