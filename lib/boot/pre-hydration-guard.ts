/**
 * The window between first paint and hydration. The page is painted from static HTML before the
 * app's code runs, so on a slow network a person can tap a button, or type into a form and submit
 * it, before React listens. A tap must never be lost there, nor acted on twice.
 *
 * The head script (./head/tap-keeper.ts) marks `<html>` as booting and, while the mark is on, keeps every tap on
 * a button (and every form submission): it stops the event before anything else sees it (the
 * browser's own submission would reload the page with the fields in the URL), remembers the
 * control once however often it is tapped, and marks it as pending so the screen shows it is
 * getting ready (`[data-tap-pending]` in app/globals.css). Once the app has hydrated,
 * {@link markHydrated} removes the marks and replays each kept tap on its control, through React,
 * in the order they were made. Links are left to the browser: a link works without the app.
 * Typed text is adopted by the fields (lib/hooks/use-value-typed-before-hydration.ts).
 *
 * The same idea as Angular's event replay (jsaction): capture before the code, replay after.
 */

export const BOOTING_ATTRIBUTE = 'data-booting';
export const TAP_PENDING_ATTRIBUTE = 'data-tap-pending';

/** A kept tap: the control tapped, or the form submitted without a button (Enter in a field). */
export interface EarlyTap {
  readonly target: Element;
  readonly submit: boolean;
}

declare global {
  interface Window {
    /** The taps kept while booting, in order (filled by the inline script, emptied on hydration). */
    __earlyTaps?: EarlyTap[];
  }
}

/** What a tap on an element inside it is a tap on; links are found first, to be left alone. */
export const TAPPABLE = 'a[href],button,input[type=submit],input[type=button],[role=button],summary';

/**
 * Called once the app has hydrated: events reach React from now on, and the taps kept meanwhile
 * are replayed on their controls (still on the page and enabled), each once.
 *
 * The replay waits for the next task (`schedule`): it is called from an effect, in the same pass as
 * the fields' adoption of text typed before hydration, whose updates React renders only when that
 * pass ends; a replayed submit must see them.
 */
export function markHydrated(
  root: Element = document.documentElement,
  schedule: (replay: () => void) => void = (replay) => setTimeout(replay, 0),
): void {
  root.removeAttribute(BOOTING_ATTRIBUTE);
  const taps = window.__earlyTaps?.splice(0) ?? [];
  if (taps.length === 0) return;
  schedule(() => {
    root.removeAttribute(TAP_PENDING_ATTRIBUTE);
    for (const { target, submit } of taps) {
      target.removeAttribute(TAP_PENDING_ATTRIBUTE);
      if (!target.isConnected) continue;
      if (submit && target instanceof HTMLFormElement) target.requestSubmit();
      else if (target instanceof HTMLElement) target.click();
    }
  });
}
