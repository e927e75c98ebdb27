import { afterEach, describe, expect, it, vi } from 'vitest';

const startWallet = vi.fn();
vi.mock('./wallet-runtime', () => ({ startWallet }));

afterEach(() => {
  startWallet.mockClear();
  vi.resetModules();
});

describe('loadWalletRuntime', () => {
  it('starts the runtime once with the app store, however often it is asked for', async () => {
    const { loadWalletRuntime } = await import('./load-wallet-runtime');
    const { appStore } = await import('@/lib/state/store');
    const [first, second] = await Promise.all([loadWalletRuntime(), loadWalletRuntime()]);
    await loadWalletRuntime();
    expect(first).toBe(second);
    expect(startWallet).toHaveBeenCalledTimes(1);
    expect(startWallet).toHaveBeenCalledWith(appStore);
  });

  it('reads as loading (not connected, no address) until the runtime reports', async () => {
    const { walletConnectionAtom } = await import('./wallet-state');
    const { appStore } = await import('@/lib/state/store');
    expect(appStore.get(walletConnectionAtom)).toEqual({
      status: 'loading',
      address: undefined,
      chainId: undefined,
      connectorUid: undefined,
    });
  });
});
