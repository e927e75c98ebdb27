'use client';

import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy/lazy-part';
import { useInstallOffer } from '@/lib/reach/use-install-offer';

const installRowPart = lazyPart(() => import('./install-app-row'));

/** Mounts "Install app" only where the browser can install (its code loads then). */
export function InstallAppEntry() {
  const offer = useInstallOffer();
  const code = useLazyPart(installRowPart, offer !== null, { preload: false });
  return offer && code ? <code.InstallAppRow offer={offer} /> : null;
}
