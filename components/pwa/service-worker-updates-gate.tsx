'use client';

import { useEffect, useState } from 'react';
import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy/lazy-part';
import { afterPageSettled } from '@/lib/pwa/after-page-settled';

const updatesPart = lazyPart(() => import('./service-worker-updates'));

/**
 * The service worker is registered once the page has settled (lib/pwa/after-page-settled.ts): its
 * precache must not compete with the screen's first requests. The code that registers it and asks
 * about updates loads then too, not with the page.
 */
export function ServiceWorkerUpdatesGate() {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let live = true;
    void afterPageSettled().then(() => {
      if (live) setSettled(true);
    });
    return () => {
      live = false;
    };
  }, []);
  const code = useLazyPart(updatesPart, settled, { preload: false });
  return code ? <code.ServiceWorkerUpdates /> : null;
}
