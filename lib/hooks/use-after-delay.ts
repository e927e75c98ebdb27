'use client';

import { useEffect, useState } from 'react';

/** True once `active` has held for `delayMs` without a break; false again as soon as it ends. */
export function useAfterDelay(active: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  // Reset in the render where it ended (React's way of adjusting state to a prop), so the next
  // activation waits its full delay again.
  if (!active && elapsed) setElapsed(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && elapsed;
}
