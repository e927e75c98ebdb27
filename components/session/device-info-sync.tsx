'use client';

import { useEffect } from 'react';
import { appStore } from '@/lib/state/store';
import { readSystemInfo, systemInfoAtom } from '@/lib/state/system-info';

/** Refreshes the persisted `systemInfo` at start and when the window size changes; the device id is kept. */
export function DeviceInfoSync() {
  useEffect(() => {
    const update = () => appStore.set(systemInfoAtom, readSystemInfo(appStore.get(systemInfoAtom)));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return null;
}
