'use client';

import dynamic from 'next/dynamic';
import { useAtomValue } from 'jotai';
import { installHintDueAtom } from '@/lib/reach/install-hint-state';

// Loads after a login only; it shows the hint once the browser can install (use-install-offer).
const InstallHint = dynamic(() => import('./install-hint').then((module) => module.InstallHint), {
  ssr: false,
});

/** In the root layout: after the first successful login on this device, one dismissible install hint. */
export function InstallHintGate() {
  return useAtomValue(installHintDueAtom) ? <InstallHint /> : null;
}
