import type { appStore } from '@/lib/state/store';
import { walletConnectionAtom, walletOnItsWay } from './wallet-state';

/**
 * The wallet's address once it has settled (connected, or found not to be), waiting at most
 * `timeoutMs`: a form submitted while the wallet was still connecting goes on by itself instead of
 * saying "Please connect your wallet" beside a wallet that connects a moment later.
 */
export function settledWalletAddress(
  store: Pick<typeof appStore, 'get' | 'sub'>,
  timeoutMs = 10_000,
): Promise<`0x${string}` | undefined> {
  const now = store.get(walletConnectionAtom);
  if (!walletOnItsWay(now)) return Promise.resolve(now.address);
  return new Promise((resolve) => {
    const done = (address: `0x${string}` | undefined) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(address);
    };
    const timer = setTimeout(() => done(store.get(walletConnectionAtom).address), timeoutMs);
    const unsubscribe = store.sub(walletConnectionAtom, () => {
      const connection = store.get(walletConnectionAtom);
      if (!walletOnItsWay(connection)) done(connection.address);
    });
  });
}
