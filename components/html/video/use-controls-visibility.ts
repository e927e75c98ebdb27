'use client';

import { useCallback, useEffect, useState, type RefObject } from 'react';
import { VIDEO_CONTROLS_HIDE_MS } from './controls-timing';

/** A control the keyboard is on: hiding it would hide where the focus is (WCAG 2.4.7). */
function keyboardFocusIn(bar: HTMLElement | null): boolean {
  if (!bar) return false;
  try {
    return bar.querySelector(':focus-visible') !== null;
  } catch {
    // A browser without :focus-visible: any focus inside counts.
    return bar.contains(document.activeElement);
  }
}

/**
 * Whether a video's controls show. While it plays they hide {@link VIDEO_CONTROLS_HIDE_MS} after the
 * last touch (`reveal` restarts the wait), not while the keyboard is on one of them; while it is
 * paused or ended they stay, since there is nothing to watch under them and play is what comes next.
 */
export function useControlsVisibility(
  playing: boolean,
  bar: RefObject<HTMLElement | null>,
): { shown: boolean; reveal: () => void; hide: () => void } {
  const [shown, setShown] = useState(true);
  // Each touch is a new wait, also when the controls already show.
  const [touches, setTouches] = useState(0);
  const reveal = useCallback(() => {
    setShown(true);
    setTouches((count) => count + 1);
  }, []);
  const hide = useCallback(() => setShown(false), []);

  useEffect(() => {
    if (!playing || !shown) return;
    const timer = window.setTimeout(() => {
      if (keyboardFocusIn(bar.current)) setTouches((count) => count + 1);
      else setShown(false);
    }, VIDEO_CONTROLS_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [playing, shown, touches, bar]);

  return { shown: shown || !playing, reveal, hide };
}
