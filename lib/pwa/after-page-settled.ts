import { onIdle, type IdleTarget } from '@/lib/scheduling/on-idle';

/**
 * How long after the `load` event the service worker is registered. Its install precaches the whole
 * app (~100 files, ~1.7 MB); on a first visit over a slow network that would compete with the
 * screen's own API requests and images, and on a busy phone it delayed the first paint by a second
 * (the browser process serving the precache). A few seconds after load the launch requests are done.
 */
export const SETTLE_DELAY_MS = 3000;

/** The longest wait for an idle moment once the delay has passed. */
export const IDLE_TIMEOUT_MS = 2000;

interface SettleWindow extends IdleTarget {
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
}

/** Resolves once the page has loaded, `delayMs` more have passed and the main thread is idle. */
export function afterPageSettled(win: SettleWindow = window, delayMs = SETTLE_DELAY_MS): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => void onIdle(() => resolve(), IDLE_TIMEOUT_MS, win);
    const afterLoad = () => win.setTimeout(whenIdle, delayMs);
    if (win.document.readyState === 'complete') afterLoad();
    else win.addEventListener('load', afterLoad, { once: true });
  });
}
