'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { useCurrentPath } from '@/lib/routes/use-route';
import { useQueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '@/lib/api/session-events';
import { memberUserInfo, userInfoQueryOptions } from '@/lib/api/endpoints/member-user-info';
import { appStore } from '@/lib/state/store';
import { sessionAccountAtom, tokenAtom } from '@/lib/state/token';
import { isLogoutPending, useLogout, useSession } from '@/lib/auth/use-session';
import { findRoute, HOME_PATH, isAuthPath, isLoginEntryPath, LOGIN_PATH } from '@/lib/routes/route-table';
import { useWalletConnection } from '@/lib/wallet/wallet-state';

/**
 * Session rules that hold on every page: body code 401 logs out; a wallet account other than the
 * session's logs out (at launch and on every switch); pages other than login/register need a
 * session, and the login page with a session goes to Home; on launch a logged-in user's profile is
 * reloaded.
 */
export function SessionManager() {
  const pathname = useCurrentPath();
  const router = useRouter();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const { token, account } = useSession();
  const { address, status } = useWalletConnection();
  const reloadedAtLaunch = useRef(false);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (appStore.get(tokenAtom)) logout('unauthorized');
    });
    return () => setUnauthorizedHandler(null);
  }, [logout]);

  useEffect(() => {
    if (status !== 'connected' || !address || !token || !account) return;
    if (address.toLowerCase() !== account.toLowerCase()) logout('accountChanged');
  }, [address, status, token, account, logout]);

  // Checked on navigation only: a logout clears the token and redirects on its own after 1 s, and a
  // sign-in goes to Home itself once the profile has loaded. An address outside the route table
  // shows the not-found view, which needs no session.
  useEffect(() => {
    if (isLogoutPending() || !findRoute(pathname)) return;
    const loggedIn = Boolean(appStore.get(tokenAtom));
    if (!loggedIn && !isAuthPath(pathname)) router.replace(LOGIN_PATH);
    // The <head> script does this before a page load (lib/boot/head/navigation.ts); this
    // covers in-app visits (the register page's "Log in" link, Back).
    else if (loggedIn && isLoginEntryPath(pathname)) router.replace(HOME_PATH);
  }, [pathname, router]);

  useEffect(() => {
    if (reloadedAtLaunch.current) return;
    reloadedAtLaunch.current = true;
    // Home's screen takes the profile asked for while the page parsed (lib/boot/early-requests.ts):
    // that is the launch's reload there, so it is not asked twice. A session stored without its
    // account (older storage) needs the profile's account here.
    if (account && window.__earlyAnswers?.[memberUserInfo.path]) return;
    if (token && !isAuthPath(pathname)) {
      // A profile from before this document started (an earlier visit's offline cache) is asked
      // again; one fetched since (the screen took the early answer first) is the reload.
      void queryClient
        .query({
          ...userInfoQueryOptions(account ?? undefined, token),
          staleTime: () => performance.now(),
        })
        .then((user) => {
          // A session stored without its account (older storage) gets it back from the profile.
          if (!account) appStore.set(sessionAccountAtom, user.account.toLowerCase());
        })
        .catch(() => undefined);
    }
  }, [token, account, pathname, queryClient]);

  return null;
}
