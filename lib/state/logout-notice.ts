import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * Why the app logged the user out, for the login screen to say so until the user acts on it
 * (closes it or logs in). Only the reason the user could not otherwise tell: a wallet account
 * switch. Kept for the tab's session, so a reload of the login page still explains.
 */
export type LogoutNotice = 'accountChanged';

/** sessionStorage, or nothing where there is none (prerendering, storage blocked). */
function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export const logoutNoticeAtom = atomWithStorage<LogoutNotice | null>(
  'logoutNotice',
  null,
  createJSONStorage<LogoutNotice | null>(() => ({
    getItem: (key) => sessionStore()?.getItem(key) ?? null,
    setItem: (key, value) => sessionStore()?.setItem(key, value),
    removeItem: (key) => sessionStore()?.removeItem(key),
  })),
  { getOnInit: true },
);

/** Only a known reason is shown (storage is the user's to edit). */
export function knownLogoutNotice(value: unknown): LogoutNotice | null {
  return value === 'accountChanged' ? value : null;
}
