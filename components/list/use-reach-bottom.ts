'use client';

import { useEffect, useRef, type RefObject } from 'react';

/** Spec §9: a list asks for more on reaching its bottom at most once every 350 ms. */
export const REACH_BOTTOM_THROTTLE_MS = 350;

/**
 * Calls `onReach` when `target` (a list's footer) comes into view, at most once every
 * {@link REACH_BOTTOM_THROTTLE_MS}: a fast scroll, or a footer that stays in view as a page of rows
 * arrives, asks once, then once more when the interval has passed if the footer is still in view.
 */
export function useReachBottom(
  target: RefObject<Element | null>,
  { enabled, onReach }: { enabled: boolean; onReach: () => void },
): void {
  const lastAsk = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef(onReach);
  useEffect(() => {
    latest.current = onReach;
  });

  useEffect(() => {
    const node = target.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    let inView = false;
    let trailing: number | undefined;
    const ask = () => {
      trailing = undefined;
      if (!inView) return;
      const wait = lastAsk.current + REACH_BOTTOM_THROTTLE_MS - performance.now();
      if (wait > 0) {
        trailing = window.setTimeout(ask, wait);
        return;
      }
      lastAsk.current = performance.now();
      latest.current();
    };
    const observer = new IntersectionObserver((entries) => {
      inView = entries.some((entry) => entry.isIntersecting);
      if (inView && trailing === undefined) ask();
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      window.clearTimeout(trailing);
    };
  }, [target, enabled]);
}
