/**
 * The window between first paint and hydration. The page is painted from static HTML before the
 * app's code runs, so on a slow network a person can tap a button, or type into a form and submit
 * it, before React listens. A tap must never be lost there, nor acted on twice.
 *
 * The head script (./head/tap-keeper.ts) marks `<html>` as booting and, while the mark is on, keeps
 * every tap on a button (and every form submission): it stops the event before anything else sees it (the
 * browser's own submission would reload the page with the fields in the URL), remembers the
 * control once however often it is tapped, and marks it as pending so the screen shows it is
 * getting ready (`[data-tap-pending]` in app/globals.css). Once the screen has hydrated
 * (components/providers/screen-hydrated.tsx), {@link markHydrated} removes the marks and replays
 * each kept tap on its control, through React, in the order they were made. Links are left to the
 * browser: a link works without the app. Typed text is adopted by the fields
 * (lib/hooks/use-value-typed-before-hydration.ts).
 *
 * The same idea as Angular's event replay (jsaction): capture before the code, replay after.
 */

export const BOOTING_ATTRIBUTE = 'data-booting';
export const TAP_PENDING_ATTRIBUTE = 'data-tap-pending';
/** The head script's notice that the app's code could not come (head/boot-notice.ts): its taps are its own. */
export const BOOT_NOTICE_ATTRIBUTE = 'data-boot-notice';

/** A kept tap: the control tapped, or the form submitted without a button (Enter in a field). */
export interface EarlyTap {
  readonly target: Element;
  readonly submit: boolean;
  /** Where a tap was, and what its control said: to find the control again if React replaced it. */
  readonly at?: { x: number; y: number; text: string };
}

declare global {
  interface Window {
    /** The taps kept while booting, in order (filled by the inline script, emptied on hydration). */
    __earlyTaps?: EarlyTap[];
  }
}

/** What a tap on an element inside it is a tap on; links are found first, to be left alone. */
export const TAPPABLE = 'a[href],button,input[type=submit],input[type=button],[role=button],summary';

interface TaskScheduler {
  postTask(callback: () => void, options: { priority: 'user-blocking' }): Promise<unknown>;
}

/**
 * The kept taps are what the person is waiting for: their replay goes ahead of the work the screens
 * queued as they hydrated (their first requests, each in a task of its own), at the scheduler's
 * user-blocking priority where there is one (Chromium), else in the next task.
 */
function replayFirst(replay: () => void): void {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function')
    void scheduler.postTask(replay, { priority: 'user-blocking' }).catch(() => undefined);
  else setTimeout(replay, 0);
}

/**
 * The control a tap was on, when hydration replaced the element the tap landed on (a part the
 * app renders afresh): the control now at the same place, if it is the same kind and says the
 * same. Anything else there is not what the person tapped, and the tap is dropped.
 */
function stillThere({ target, at }: EarlyTap): Element | null {
  // Engines without layout (tests) have no elementFromPoint.
  if (!at || typeof document.elementFromPoint !== 'function') return null;
  const found = document.elementFromPoint(at.x, at.y)?.closest(TAPPABLE) ?? null;
  if (!found || found.tagName !== target.tagName || found.tagName === 'A') return null;
  if ((found as HTMLButtonElement).disabled || found.textContent.trim() !== at.text) return null;
  return found;
}

/**
 * Called once the screen has hydrated (the shell hydrates before it): events reach React from now
 * on, and the taps kept meanwhile are replayed on their controls (still on the page and enabled, or
 * the same control React put in its place), each once.
 *
 * The replay waits for the next task (`schedule`): it is called from an effect, in the same pass as
 * the fields' adoption of text typed before hydration, whose updates React renders only when that
 * pass ends; a replayed submit must see them.
 */
export function markHydrated(
  root: Element = document.documentElement,
  schedule: (replay: () => void) => void = replayFirst,
): void {
  root.removeAttribute(BOOTING_ATTRIBUTE);
  const taps = window.__earlyTaps?.splice(0) ?? [];
  if (taps.length === 0) return;
  schedule(() => {
    root.removeAttribute(TAP_PENDING_ATTRIBUTE);
    for (const tap of taps) {
      tap.target.removeAttribute(TAP_PENDING_ATTRIBUTE);
      const target = tap.target.isConnected ? tap.target : stillThere(tap);
      if (!target) continue;
      if (tap.submit && target instanceof HTMLFormElement) target.requestSubmit();
      else if (target instanceof HTMLElement) target.click();
    }
  });
}
