import { useCallback, useSyncExternalStore } from 'react';

function everySecond(onChange: () => void): () => void {
  const timer = setInterval(onChange, 1000);
  return () => clearInterval(timer);
}
const nothing = () => () => undefined;

/**
 * Whole seconds left until `until` (ms since the epoch), updated each second; null when there is
 * nothing to wait for, or once it has passed (and before hydration).
 */
export function useCountdown(until: number | null): number | null {
  const left = useCallback(() => {
    if (until === null) return null;
    const ms = until - Date.now();
    return ms > 0 ? Math.ceil(ms / 1000) : null;
  }, [until]);
  return useSyncExternalStore(until === null ? nothing : everySecond, left, () => null);
}
