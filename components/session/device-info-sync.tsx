'use client';

import { useEffect } from 'react';
import { onIdle } from '@/lib/scheduling/on-idle';
import { appStore } from '@/lib/state/store';
import { readSystemInfo, systemInfoAtom } from '@/lib/state/system-info';

/**
 * Refreshes the persisted `systemInfo` once the page is idle after start (reading the safe area
 * forces a style recalculation, which does not belong in the middle of hydration) and when the
 * window size changes; the device id is kept.
 */
export function DeviceInfoSync() {
  useEffect(() => {
    const update = () => appStore.set(systemInfoAtom, readSystemInfo(appStore.get(systemInfoAtom)));
    window.addEventListener('resize', update);
    const cancel = onIdle(update, 2000);
    return () => {
      cancel();
      window.removeEventListener('resize', update);
    };
  }, []);
  return null;
}
