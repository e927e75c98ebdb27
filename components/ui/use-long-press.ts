'use client';

import { useEffect, useRef, type PointerEvent as ReactPointerEvent, type MouseEvent } from 'react';

/** Spec §9: a long press is a touch held 350 ms… */
export const LONG_PRESS_MS = 350;
/** …that has not moved more than 10 px (a scroll or a swipe is not a long press). */
export const LONG_PRESS_TOLERANCE_PX = 10;

/** How long after the finger lifts the click it makes can still come. */
const LIFT_CLICK_MS = 600;

/**
 * The click a browser makes when the finger of a long press lifts lands wherever that is by then:
 * on the element, or on what the long press opened over it (a sheet's backdrop, which would close
 * it, after a hold of a second or more). That one click is cancelled, wherever it lands; a tap made
 * elsewhere meanwhile (Copy in the sheet) is not.
 */
function swallowClickAt(x: number, y: number): void {
  const swallow = (event: globalThis.MouseEvent) => {
    if (Math.hypot(event.clientX - x, event.clientY - y) > LONG_PRESS_TOLERANCE_PX) return;
    event.preventDefault();
    event.stopPropagation();
    done();
  };
  const timer = window.setTimeout(() => done(), LIFT_CLICK_MS);
  function done() {
    window.clearTimeout(timer);
    document.removeEventListener('click', swallow, true);
  }
  document.addEventListener('click', swallow, true);
}

/**
 * Handlers that make an element answer a long press (a touch held still for
 * {@link LONG_PRESS_MS}) with `onLongPress`, instead of the browser's own menu: the context menu a
 * long press raises afterwards is cancelled, and the element carries `data-long-press` so its CSS
 * turns off the iOS callout and text selection (app/globals.css).
 */
export function useLongPress(onLongPress: () => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const fired = useRef(false);
  const latest = useRef(onLongPress);
  useEffect(() => {
    latest.current = onLongPress;
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const cancel = () => {
    window.clearTimeout(timer.current);
    start.current = null;
  };

  return {
    'data-long-press': '',
    onPointerDown: (event: ReactPointerEvent) => {
      if (!event.isPrimary || event.pointerType === 'mouse') return;
      fired.current = false;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        start.current = null;
        fired.current = true;
        latest.current();
      }, LONG_PRESS_MS);
    },
    onPointerMove: (event: ReactPointerEvent) => {
      const from = start.current;
      if (from?.id !== event.pointerId) return;
      if (Math.hypot(event.clientX - from.x, event.clientY - from.y) > LONG_PRESS_TOLERANCE_PX) cancel();
    },
    onPointerUp: (event: ReactPointerEvent) => {
      if (fired.current) swallowClickAt(event.clientX, event.clientY);
      cancel();
    },
    onPointerCancel: cancel,
    onContextMenu: (event: MouseEvent) => {
      // The browser's own long-press menu, once ours has answered (or is about to).
      if (fired.current || start.current) event.preventDefault();
    },
  };
}
