'use client';

import { useEffect } from 'react';
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
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(update, { timeout: 2000 });
      return () => {
        window.cancelIdleCallback(handle);
        window.removeEventListener('resize', update);
      };
    }
    const timer = window.setTimeout(update, 0);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', update);
    };
  }, []);
  return null;
}
