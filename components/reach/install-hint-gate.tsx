'use client';

import { useAtomValue } from 'jotai';
import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy/lazy-part';
import { installHintDueAtom } from '@/lib/reach/install-hint-state';

// Loads after a login only; it shows the hint once the browser can install (use-install-offer).
const installHintPart = lazyPart(() => import('./install-hint'));

/** In the root layout: after the first successful login on this device, one dismissible install hint. */
export function InstallHintGate() {
  const due = useAtomValue(installHintDueAtom);
  const code = useLazyPart(installHintPart, due, { preload: false });
  return due && code ? <code.InstallHint /> : null;
}
