import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates the prerendered HTML (and on the server), true afterwards. Wallet state
 * may change before a lazily hydrated boundary hydrates, so wallet-dependent markup waits for this.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
