import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api/errors';
import { OFFLINE_CACHE_MAX_AGE_MS } from './offline-cache-key';

/** Transport failures may be retried; answers from the server (body codes, 'loading') are final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return true;
  return (
    error.kind === 'network' ||
    error.kind === 'timeout' ||
    (error.kind === 'http' && (error.code ?? 0) >= 500)
  );
}

export function createQueryClient(): QueryClient {
  // react-query starts out online and learns of the connection only from later events: a page
  // opened offline would send its reads (and fail them one by one) instead of waiting for the
  // connection. It starts from what the browser knows.
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
  return new QueryClient({
    defaultOptions: {
      // gcTime as long as the device keeps them (./offline-cache.ts): an answer dropped from memory
      // would be dropped from the kept screens at their next save.
      queries: {
        staleTime: 30_000,
        gcTime: OFFLINE_CACHE_MAX_AGE_MS,
        retry: shouldRetry,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
