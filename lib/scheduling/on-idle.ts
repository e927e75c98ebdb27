/** What {@link onIdle} needs of a window (injectable for tests). */
export interface IdleTarget {
  setTimeout(handler: () => void, timeout: number): number;
  clearTimeout(handle: number): void;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/**
 * Calls `callback` at the browser's next idle moment, at most `timeoutMs` later; in a task of its own
 * where there is no `requestIdleCallback` (Safari). Returns the cancel function.
 */
export function onIdle(callback: () => void, timeoutMs: number, target: IdleTarget = window): () => void {
  if (typeof target.requestIdleCallback === 'function') {
    const handle = target.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => target.cancelIdleCallback?.(handle);
  }
  const timer = target.setTimeout(callback, 0);
  return () => target.clearTimeout(timer);
}
