'use client';

import dynamic from 'next/dynamic';
import { useInstallOffer } from '@/lib/reach/use-install-offer';

const InstallAppRow = dynamic(() => import('./install-app-row').then((module) => module.InstallAppRow), {
  ssr: false,
});

/** Mounts "Install app" only where the browser can install (its code loads then). */
export function InstallAppEntry() {
  const offer = useInstallOffer();
  return offer ? <InstallAppRow offer={offer} /> : null;
}
