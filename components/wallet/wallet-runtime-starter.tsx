'use client';

import { useEffect } from 'react';
import { scheduleWalletStart } from '@/lib/wallet/wallet-start-schedule';
import { loadWalletRuntime } from '@/lib/wallet/load-wallet-runtime';

/**
 * Starts the wallet runtime (wagmi/viem) after first paint: soon when a wallet announces itself,
 * later when none does (lib/wallet/wallet-start-schedule.ts); again when the network comes back if
 * that load failed. Screens that need it sooner (connect, pay, balance) ask for it themselves.
 */
export function WalletRuntimeStarter() {
  useEffect(() => {
    const start = () => void loadWalletRuntime().catch(() => undefined);
    window.addEventListener('online', start);
    const cancel = scheduleWalletStart(window, start);
    return () => {
      cancel();
      window.removeEventListener('online', start);
    };
  }, []);
  return null;
}
