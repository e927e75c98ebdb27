import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates the prerendered HTML (and on the server), true afterwards. Wallet state
 * may change before a lazily hydrated boundary hydrates, so wallet-dependent markup waits for this;
 * so does markup that depends on the stored session (absent from the prerender) or on the profile,
 * which the launch reload (SessionManager) may have loaded before a page's boundary hydrates.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
