/**
 * Where the member's last-known screens are kept on the device (./offline-cache.ts). Its own small
 * module: logging out removes the entry at once, without loading the persistence code.
 */
export const OFFLINE_CACHE_KEY = 'btcw.lastKnownScreens';

/** The longest the kept screens are shown offline; the query cache keeps answers as long (query-client.ts). */
export const OFFLINE_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/** Forgets the kept screens (logout, another account). */
export function forgetOfflineCache(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  try {
    storage.removeItem(OFFLINE_CACHE_KEY);
  } catch {
    // Storage refused (private mode): nothing was kept either.
  }
}
