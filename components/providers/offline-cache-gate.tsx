'use client';

import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { loadWithRetries } from '@/lib/network/retry-backoff';
import { onIdle } from '@/lib/scheduling/on-idle';
import { sessionAccountAtom, tokenAtom } from '@/lib/state/token';

/** The longest wait for an idle moment before the kept screens are restored anyway. */
const RESTORE_WITHIN_MS = 2000;

/**
 * While a member is logged in, their last-known screens are restored from the device and kept up
 * to date there (lib/query/offline-cache.ts, whose code loads once the page is idle, not with it):
 * the installed app opens offline with them. Stops on logout or when another account logs in.
 */
export function OfflineCacheGate() {
  const queryClient = useQueryClient();
  const account = useAtomValue(sessionAccountAtom);
  const token = useAtomValue(tokenAtom);
  useEffect(() => {
    if (!account || !token) return;
    let stop: (() => void) | undefined;
    let cancelLoad: (() => void) | undefined;
    const cancelIdle = onIdle(() => {
      cancelLoad = loadWithRetries(
        () => import('@/lib/query/offline-cache'),
        ({ keepLastKnownScreens }) => {
          [stop] = keepLastKnownScreens(queryClient, account);
        },
      );
    }, RESTORE_WITHIN_MS);
    return () => {
      cancelIdle();
      cancelLoad?.();
      stop?.();
    };
  }, [account, token, queryClient]);
  return null;
}
