/**
 * The member's last-known screens on the device, so the installed app opens offline with them
 * (docs/navigation.md, "A dropped connection"): react-query's own persistence
 * (`persistQueryClient` with its storage persister, on localStorage), loaded after the page has settled. Kept:
 * the answers the member's screens read (balance, assets, records, community, products, notices,
 * the platform's parameters), for the logged-in account only, for a week at most. Never the wallet's
 * balance or a search. The kept copy is replaced as answers change, and forgotten on logout or when
 * another account logs in (./offline-cache-key.ts).
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClient, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { OFFLINE_CACHE_KEY, OFFLINE_CACHE_MAX_AGE_MS } from './offline-cache-key';

/** The screens' reads, by the first two parts of their query keys (lib/api/endpoints). */
const KEPT = new Set([
  'member/userInfo',
  'member/referenceInfo',
  'member/referenceList',
  'asset/assetInfo',
  'asset/flowRecord',
  'asset/cashRecord',
  'product/order',
  'financial/financialProduct',
  'financial/financialList',
  'financial/endFinancialList',
  'home/ad',
  'home/notice',
  'home/parameters',
]);

/** Whether `key` is one of the screens' reads, and the member's own (or the platform's public parameters). */
export function isKeptQuery(key: readonly unknown[], account: string): boolean {
  const [area, path, filter] = key;
  if (typeof area !== 'string' || typeof path !== 'string' || !KEPT.has(`${area}/${path}`)) return false;
  if (filter === undefined) return true;
  return (
    typeof filter === 'object' &&
    filter !== null &&
    'account' in filter &&
    filter.account === account.toLowerCase()
  );
}

/**
 * Restores the account's kept screens into `queryClient` (a copy kept for another account or older
 * than a week is dropped) and keeps the copy up to date from then on. Returns the function that stops
 * keeping it, and the restore's promise.
 */
export function keepLastKnownScreens(
  queryClient: QueryClient,
  account: string,
  storage: Storage = localStorage,
): [stop: () => void, restored: Promise<void>] {
  // Once stopped (logout, another account), a save still waiting for its turn writes nothing.
  let open = true;
  const guarded: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      if (open) storage.setItem(key, value);
    },
    removeItem: (key) => storage.removeItem(key),
  };
  const options = {
    queryClient,
    persister: createAsyncStoragePersister({ storage: guarded, key: OFFLINE_CACHE_KEY, throttleTime: 1000 }),
    maxAge: OFFLINE_CACHE_MAX_AGE_MS,
    // A copy made for another account is not restored, and is replaced.
    buster: account.toLowerCase(),
    dehydrateOptions: {
      shouldDehydrateQuery: (query: Query) =>
        query.state.status === 'success' && isKeptQuery(query.queryKey, account),
    },
  };
  const [unsubscribe, restoring] = persistQueryClient(options);
  // The answers the screen already had when this code arrived (it loads once the page is idle) are
  // kept at once: saves otherwise follow only the answers that change from now on.
  const restored = restoring.then(() => (open ? persistQueryClientSave(options) : undefined));
  const stop = () => {
    open = false;
    unsubscribe();
  };
  return [stop, restored];
}
