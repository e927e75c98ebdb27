'use client';

import { useEffect, useRef } from 'react';
import { whenRetryDue } from '@/lib/network/retry-backoff';

/** How long after a failure the next one still counts as "in a row". */
const STREAK_WINDOW_MS = 2 * 60_000;

/**
 * Failures in a row of something retried by showing its error view again (a screen's error
 * boundary mounts its view afresh after each failed retry): the next retry waits longer each time.
 */
export function createRetryStreak(): { next: (now: number) => number } {
  let attempt = -1;
  let lastAt = Number.NEGATIVE_INFINITY;
  return {
    next(now) {
      attempt = now - lastAt < STREAK_WINDOW_MS ? attempt + 1 : 0;
      lastAt = now;
      return attempt;
    },
  };
}

/**
 * While the calling view is shown, calls `retry` by itself with backoff, and at once when the
 * connection comes back (lib/network/retry-backoff.ts).
 */
export function useRetryWhenDue(retry: () => void, streak?: ReturnType<typeof createRetryStreak>): void {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    let attempt = streak ? streak.next(Date.now()) : 0;
    let cancel: () => void = () => undefined;
    const schedule = () => {
      cancel = whenRetryDue(attempt, () => {
        attempt += 1;
        schedule();
        latest.current();
      });
    };
    schedule();
    return () => cancel();
  }, [streak]);
}
