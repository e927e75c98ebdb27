interface PostTaskScheduler {
  yield(): Promise<void>;
}

function taskScheduler(): PostTaskScheduler | undefined {
  const candidate: unknown = (globalThis as { scheduler?: unknown }).scheduler;
  return typeof candidate === 'object' &&
    candidate !== null &&
    'yield' in candidate &&
    typeof candidate.yield === 'function'
    ? (candidate as PostTaskScheduler)
    : undefined;
}

/**
 * Lets the browser paint and handle input before the caller goes on, in a task of its own
 * (`scheduler.yield()` where there is one: the caller resumes ahead of other queued work;
 * `setTimeout(0)` elsewhere). Used where work would otherwise pile into one long task, e.g. every
 * request the screens start in the effects of one render.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = taskScheduler();
  if (scheduler) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the browser has painted the frame after now: what the caller just rendered (a
 * pending button) is on screen before it starts work that holds the main thread (the first
 * payment's wallet code is ~1.5 s to run on a slow phone).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
