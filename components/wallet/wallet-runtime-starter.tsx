'use client';

import { useEffect } from 'react';
import { loadWalletRuntime } from '@/lib/wallet/wallet-state';

/**
 * Loads the wallet runtime (wagmi/viem) when the page is first idle after it rendered, at most 2 s
 * later, so the wallet code never delays the first paint; again when the network comes back if
 * that load failed. Screens that need it sooner (connect, pay, balance) ask for it themselves.
 */
export function WalletRuntimeStarter() {
  useEffect(() => {
    const start = () => void loadWalletRuntime().catch(() => undefined);
    window.addEventListener('online', start);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: 2000 });
      return () => {
        window.cancelIdleCallback(handle);
        window.removeEventListener('online', start);
      };
    }
    const timer = window.setTimeout(start, 200);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', start);
    };
  }, []);
  return null;
}
