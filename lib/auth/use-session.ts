'use client';

import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { appStore } from '@/lib/state/store';
import { sessionAccountAtom, tokenAtom } from '@/lib/state/token';
import { logoutNoticeAtom } from '@/lib/state/logout-notice';
import { userInfoQueryOptions } from '@/lib/api/endpoints/member-user-info';
import { parametersQueryOptions } from '@/lib/api/endpoints/home-parameters';
import { memberLogout } from '@/lib/api/endpoints/member-logout';
import { apiRequest } from '@/lib/api/client';
import { showToast, type ToastMessage } from '@/lib/toast/toast-store';
import { btcwBalanceQueryOptions } from '@/lib/wallet/use-btcw-balance';
import { HOME_PATH, LOGIN_PATH } from '@/lib/routes/route-table';
import { noteSignedIn } from '@/lib/reach/install-hint-state';
import { forgetOfflineCache } from '@/lib/query/offline-cache-key';

/** Spec §2: after logout the user is sent to the login page after 1 second. */
export const LOGOUT_REDIRECT_MS = 1000;

export function useSession() {
  const token = useAtomValue(tokenAtom);
  const account = useAtomValue(sessionAccountAtom);
  return { token, account, loggedIn: Boolean(token) };
}

/** Spec §4: save the token, then load user info, which in turn loads parameters and the wallet balance. */
export async function completeSignIn(
  queryClient: QueryClient,
  token: string,
  account: string,
): Promise<void> {
  const lowerAccount = account.toLowerCase();
  // Logged in again: the reason for the last logout has been acted on.
  appStore.set(logoutNoticeAtom, null);
  appStore.set(tokenAtom, token);
  appStore.set(sessionAccountAtom, lowerAccount);
  await queryClient.query({ ...userInfoQueryOptions(lowerAccount, token), staleTime: 0 });
  await Promise.allSettled([
    queryClient.query(parametersQueryOptions()),
    queryClient.query(btcwBalanceQueryOptions(account as `0x${string}`)),
  ]);
}

export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(
    async (token: string, account: string, successKey: 'login.success' | 'register.success') => {
      await completeSignIn(queryClient, token, account);
      showToast({ key: successKey });
      noteSignedIn();
      router.replace(HOME_PATH);
    },
    [queryClient, router],
  );
}

export type LogoutReason = 'user' | 'unauthorized' | 'accountChanged';

let logoutTimer: ReturnType<typeof setTimeout> | undefined;

export function isLogoutPending(): boolean {
  return logoutTimer !== undefined;
}

/** Clears the session everywhere; the caller decides the toast. Idempotent. */
export function clearSession(queryClient: QueryClient): void {
  appStore.set(tokenAtom, null);
  appStore.set(sessionAccountAtom, null);
  queryClient.removeQueries({ queryKey: ['member'] });
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== 'home' && query.queryKey[0] !== 'balance',
  });
  // The member's screens kept on the device go too (lib/query/offline-cache.ts).
  forgetOfflineCache();
}

export function useLogout() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(
    (reason: LogoutReason) => {
      const token = appStore.get(tokenAtom);
      if (reason === 'user' && token) {
        // Revoke server-side; the local logout does not wait for it.
        void apiRequest(memberLogout, undefined).catch(() => undefined);
      }
      clearSession(queryClient);
      // The login screen keeps saying why when the user could not tell (docs/navigation.md).
      appStore.set(logoutNoticeAtom, reason === 'accountChanged' ? 'accountChanged' : null);
      const message: ToastMessage | null =
        reason === 'user'
          ? { key: 'mine.logoutSuccess' }
          : reason === 'accountChanged'
            ? { key: 'wallet.accountChanged' }
            : null;
      if (message) showToast(message);
      clearTimeout(logoutTimer);
      logoutTimer = setTimeout(() => {
        logoutTimer = undefined;
        router.replace(LOGIN_PATH);
      }, LOGOUT_REDIRECT_MS);
    },
    [queryClient, router],
  );
}
