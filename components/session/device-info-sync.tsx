'use client';

import { useEffect } from 'react';
import { onIdle } from '@/lib/scheduling/on-idle';
import { appStore } from '@/lib/state/store';

/**
 * Refreshes the persisted `systemInfo` once the page is idle after start (reading the safe area
 * forces a style recalculation, which does not belong in the middle of hydration) and when the
 * window size changes; the device id is kept.
 */
export function DeviceInfoSync() {
  useEffect(() => {
    // Its code loads with the first update, not with the page.
    const update = () =>
      void import('@/lib/state/system-info').then(({ readSystemInfo, systemInfoAtom }) =>
        appStore.set(systemInfoAtom, readSystemInfo(appStore.get(systemInfoAtom))),
      );
    window.addEventListener('resize', update);
    const cancel = onIdle(update, 2000);
    return () => {
      cancel();
      window.removeEventListener('resize', update);
    };
  }, []);
  return null;
}
