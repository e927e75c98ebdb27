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
    const queue = Array.isArray(sources)
      ? sources.filter((src): src is string => typeof src === 'string')
      : [];
    // Adding a script costs the main thread ~25 ms on a slowed phone: one per task.
    const addNext = () => {
      const src = queue.shift();
      if (src === undefined) return;
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
      setTimeout(addNext, 0);
    };
    addNext();
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
