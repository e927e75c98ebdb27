/**
 * When something the app loads over the network (its code after the first paint, a part of a screen,
 * a screen that could not load) is tried again after a failure: after 1, 2, 4, 8, 16 s, then every
 * 30 s, each wait shortened by up to a fifth at random so that phones cut off together do not all
 * come back in the same second; and at once when the browser says the connection is back.
 * Shared by the head script (it runs before the app), the lazily loaded parts and the error views.
 */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000] as const;
export const LONGEST_RETRY_DELAY_MS = 30_000;

/** The wait before retry number `attempt` (0 for the first retry), without the random share. */
export function retryDelayMs(attempt: number): number {
  return RETRY_DELAYS_MS[attempt] ?? LONGEST_RETRY_DELAY_MS;
}

/** What {@link whenRetryDue} needs of a window (injectable for tests). */
export interface RetryTarget {
  setTimeout(handler: () => void, timeout: number): number;
  clearTimeout(handle: number): void;
  addEventListener(type: 'online', listener: () => void): void;
  removeEventListener(type: 'online', listener: () => void): void;
}

/**
 * Calls `retry` once: after retry number `attempt`'s wait, or when the connection comes back,
 * whichever is first. Returns the cancel function.
 */
export function whenRetryDue(
  attempt: number,
  retry: () => void,
  target: RetryTarget = window,
  random: () => number = Math.random,
): () => void {
  const delay = retryDelayMs(attempt) * (1 - random() / 5);
  let done = false;
  const run = () => {
    if (done) return;
    cancel();
    retry();
  };
  const timer = target.setTimeout(run, delay);
  target.addEventListener('online', run);
  function cancel() {
    done = true;
    target.clearTimeout(timer);
    target.removeEventListener('online', run);
  }
  return cancel;
}

/**
 * Calls `load` until it resolves, retrying as {@link whenRetryDue} says, and hands the value to
 * `loaded`. Returns the cancel function (nothing more is called after it).
 */
export function loadWithRetries<T>(
  load: () => Promise<T>,
  loaded: (value: T) => void,
  target: RetryTarget = window,
  /** Told of each failed attempt, before the retry is scheduled. */
  failed?: () => void,
): () => void {
  let live = true;
  let cancelRetry: () => void = () => undefined;
  const attempt = (failures: number) => {
    load().then(
      (value) => {
        if (live) loaded(value);
      },
      () => {
        if (!live) return;
        failed?.();
        cancelRetry = whenRetryDue(failures, () => attempt(failures + 1), target);
      },
    );
  };
  attempt(0);
  return () => {
    live = false;
    cancelRetry();
  };
}
