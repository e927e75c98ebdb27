'use client';

import { useEffect } from 'react';
import { markHydrated } from '@/lib/boot/pre-hydration-guard';

/**
 * Rendered last in every page's screen (./screen-messages.tsx, the not-found and error views). Its
 * effect runs once the screen has hydrated: the effects of the parts before it have run, and the
 * shell around it hydrated first. Only then do taps reach React and the kept ones get replayed.
 *
 * Not the root layout's effect: on a slow link the screen's own code can come after the rest of the
 * app, and React hydrates the shell and leaves the screen's boundary dehydrated meanwhile; a tap
 * replayed or let through into that boundary is dropped by React.
 */
export function ScreenHydrated() {
  useEffect(() => markHydrated(), []);
  return null;
}
