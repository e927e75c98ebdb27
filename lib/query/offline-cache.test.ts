import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_CACHE_KEY, forgetOfflineCache } from './offline-cache-key';
import { isKeptQuery, keepLastKnownScreens } from './offline-cache';

const ALICE = '0xAaAa000000000000000000000000000000000001';
const BOB = '0xbbbb000000000000000000000000000000000002';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const userInfoKey = (account: string) => ['member', 'userInfo', { account: account.toLowerCase() }];

afterEach(() => vi.useRealTimers());

describe("the member's last-known screens on the device", () => {
  it("keeps the screens' reads of the logged-in account only, never a search or the wallet", () => {
    expect(isKeptQuery(userInfoKey(ALICE), ALICE)).toBe(true);
    expect(isKeptQuery(['home', 'parameters'], ALICE)).toBe(true);
    expect(isKeptQuery(userInfoKey(BOB), ALICE)).toBe(false);
    expect(isKeptQuery(['product', 'searchDevice', { account: ALICE.toLowerCase() }], ALICE)).toBe(false);
    expect(isKeptQuery(['balance', ALICE], ALICE)).toBe(false);
  });

  it('restores them for the same account after a restart, not for another one, and not after logout', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const first = new QueryClient();
    const [stop, started] = keepLastKnownScreens(first, ALICE, storage);
    await started;
    first.setQueryData(userInfoKey(ALICE), { balance: '1250.5' });
    first.setQueryData(['product', 'searchDevice', { account: ALICE.toLowerCase() }], { id: 1 });
    await vi.advanceTimersByTimeAsync(1500);
    stop();
    const kept = storage.getItem(OFFLINE_CACHE_KEY) ?? '';
    expect(kept).toContain('1250.5');
    expect(kept).not.toContain('searchDevice');

    // The app opens again, offline: the balance is there before any request.
    const again = new QueryClient();
    const [stopAgain, restored] = keepLastKnownScreens(again, ALICE, storage);
    await restored;
    expect(again.getQueryData(userInfoKey(ALICE))).toEqual({ balance: '1250.5' });
    stopAgain();

    // Another account on this device sees none of it, and the copy is dropped.
    const other = new QueryClient();
    const [stopOther, restoredOther] = keepLastKnownScreens(other, BOB, storage);
    await restoredOther;
    expect(other.getQueryData(userInfoKey(ALICE))).toBeUndefined();
    // Alice's copy is dropped; what is kept now is Bob's (nothing yet).
    expect(storage.getItem(OFFLINE_CACHE_KEY) ?? '').not.toContain('1250.5');
    expect(storage.getItem(OFFLINE_CACHE_KEY) ?? '').toContain(BOB.toLowerCase());
    stopOther();
  });

  it('keeps the answers the screen already had when the keeping started', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const client = new QueryClient();
    client.setQueryData(userInfoKey(ALICE), { balance: '77.25' });
    const [stop, started] = keepLastKnownScreens(client, ALICE, storage);
    await started;
    await vi.advanceTimersByTimeAsync(1500);
    stop();
    expect(storage.getItem(OFFLINE_CACHE_KEY) ?? '').toContain('77.25');
  });

  it('writes nothing once stopped (a save still due after logout), and logout forgets the copy', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const client = new QueryClient();
    const [stop, started] = keepLastKnownScreens(client, ALICE, storage);
    await started;
    client.setQueryData(userInfoKey(ALICE), { balance: '1' });
    forgetOfflineCache(storage);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(storage.getItem(OFFLINE_CACHE_KEY)).toBeNull();
  });
});
