import { whenRetryDue } from '@/lib/network/retry-backoff';
import { showBootNotice } from './boot-notice';
import { I18N_PENDING_CLASS } from './locale';

/** The element the build lists a page's chunk scripts in (scripts/lib/app-after-paint.ts). */
export const APP_CHUNKS_ID = 'app-chunks';
/** The latest moment the scripts are added when no paint is reported (a throttled page). */
export const APP_AFTER_PAINT_FALLBACK_MS = 1000;
/**
 * On a screen with early content (./early-answers.ts), how long after that content is in the page
 * the scripts wait for the browser to report it painted before they start anyway.
 */
export const EARLY_PAINT_WAIT_MS = 400;

declare global {
  interface Window {
    /** Settle when the early answers' content is in the page (or will not be). */
    __earlyContent?: Promise<unknown>[];
  }
}

/**
 * The app's code after the first paint. The export's chunks are `<script async>` in the head; when
 * they arrive before the first frame the browser runs them first and the screen waits for React's
 * start. The build lists them instead ({@link APP_CHUNKS_ID}), and this adds them, in order and
 * still async, one per task, once the browser has reported the first contentful paint; on a screen
 * whose largest content is an early answer, once that content is reported painted (at most
 * {@link EARLY_PAINT_WAIT_MS} after it is in the page); at once for a hidden page; after
 * {@link APP_AFTER_PAINT_FALLBACK_MS} at the latest.
 */
export function addAppAfterPaint(): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const list = document.getElementById(APP_CHUNKS_ID);
    const sources: unknown = list ? JSON.parse(list.textContent || '[]') : [];
    loadAppChunks(
      Array.isArray(sources) ? sources.filter((src): src is string => typeof src === 'string') : [],
    );
  };
  const afterPaint = (type: 'paint' | 'largest-contentful-paint', after: number, wait: number) => {
    try {
      new PerformanceObserver((entries) => {
        if (entries.getEntries().some((entry) => entry.startTime >= after)) setTimeout(start, 0);
      }).observe({ type, buffered: true });
    } catch {
      requestAnimationFrame(() => setTimeout(start, 0));
    }
    if (wait > 0) setTimeout(start, wait);
  };
  const whenParsed = () => {
    if (document.visibilityState !== 'visible') return start();
    setTimeout(start, APP_AFTER_PAINT_FALLBACK_MS);
    const early = window.__earlyContent ?? [];
    const hidden = document.documentElement.classList.contains(I18N_PENDING_CLASS);
    if (early.length === 0 || hidden) return afterPaint('paint', 0, 0);
    void Promise.all(early).then(() =>
      afterPaint('largest-contentful-paint', performance.now(), EARLY_PAINT_WAIT_MS),
    );
  };
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
  else whenParsed();
}

/** Adds one element per task: adding a script costs the main thread ~25 ms on a slowed phone. */
function addEachInItsTask<T>(items: T[], add: (item: T) => void): void {
  const queue = [...items];
  const addNext = () => {
    const item = queue.shift();
    if (item === undefined) return;
    add(item);
    setTimeout(addNext, 0);
  };
  addNext();
}

/**
 * The page's chunks, retried until they come. Each is added as a script, and one that fails (a
 * dropped connection) is added again with backoff (lib/network/retry-backoff.ts; the browser
 * fetches a failed script afresh, where it would answer a failed preload from its memory of the
 * failure). The bundler's runtime, last in the list (scripts/lib/app-after-paint.ts), is added only
 * once all the others have run: the chunks wait in the runtime's queue, so the app never starts with
 * one of its chunks missing, which its loader would fetch itself, give up on after two tries and
 * leave Next's error page in place of the app. While a chunk is failing, the screen says so with
 * Retry (./boot-notice.ts).
 */
function loadAppChunks(sources: string[]): void {
  const runtime = sources[sources.length - 1];
  if (runtime === undefined) return;
  const retries = new Map<string, () => void>();
  let hideNotice: (() => void) | undefined;
  const retryNow = () => {
    const due = [...retries.values()];
    retries.clear();
    for (const retry of due) retry();
  };
  const script = (src: string, attempt: number, loaded: () => void) => {
    const element = document.createElement('script');
    element.src = src;
    element.async = true;
    element.onload = loaded;
    element.onerror = () => {
      element.remove();
      hideNotice ??= showBootNotice(retryNow);
      const again = () => {
        retries.delete(src);
        script(src, attempt + 1, loaded);
      };
      const cancel = whenRetryDue(attempt, again);
      retries.set(src, () => {
        cancel();
        again();
      });
    };
    document.head.appendChild(element);
  };
  const done = () => {
    hideNotice?.();
    hideNotice = undefined;
  };
  const chunks = sources.slice(0, -1);
  let waiting = chunks.length;
  const startRuntime = () => script(runtime, 0, done);
  if (waiting === 0) return startRuntime();
  addEachInItsTask(chunks, (src) =>
    script(src, 0, () => {
      waiting -= 1;
      if (waiting === 0) startRuntime();
    }),
  );
}
