import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settledWalletAddress } from './settled-wallet';
import { walletConnectionAtom, walletOnItsWay, type WalletConnection } from './wallet-state';

const ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const connection = (status: WalletConnection['status'], address?: `0x${string}`): WalletConnection => ({
  status,
  address,
  chainId: undefined,
  connectorUid: undefined,
});

afterEach(() => vi.useRealTimers());

describe('a wallet still on its way', () => {
  it('is one loading or (re)connecting without an address yet', () => {
    expect(walletOnItsWay(connection('loading'))).toBe(true);
    expect(walletOnItsWay(connection('reconnecting'))).toBe(true);
    expect(walletOnItsWay(connection('connecting'))).toBe(true);
    expect(walletOnItsWay(connection('reconnecting', ADDRESS))).toBe(false);
    expect(walletOnItsWay(connection('disconnected'))).toBe(false);
  });

  it('gives the address once it connects', async () => {
    const store = createStore();
    store.set(walletConnectionAtom, connection('reconnecting'));
    const settled = settledWalletAddress(store);
    store.set(walletConnectionAtom, connection('connected', ADDRESS));
    await expect(settled).resolves.toBe(ADDRESS);
  });

  it('gives nothing once it is found not to be connected, or after the wait', async () => {
    const store = createStore();
    store.set(walletConnectionAtom, connection('loading'));
    const refused = settledWalletAddress(store);
    store.set(walletConnectionAtom, connection('disconnected'));
    await expect(refused).resolves.toBeUndefined();

    vi.useFakeTimers();
    store.set(walletConnectionAtom, connection('connecting'));
    const waited = settledWalletAddress(store, 5_000);
    vi.advanceTimersByTime(5_000);
    await expect(waited).resolves.toBeUndefined();
  });

  it('answers at once when the wallet has settled already', async () => {
    const store = createStore();
    store.set(walletConnectionAtom, connection('connected', ADDRESS));
    await expect(settledWalletAddress(store)).resolves.toBe(ADDRESS);
  });
});
