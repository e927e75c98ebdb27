import { atom } from 'jotai';
import { appStore } from '@/lib/state/store';

/**
 * The one install hint: due after a successful login on a device that has not seen it yet, shown
 * once the browser can install (components/reach/install-hint-gate.tsx), never again after that.
 */
export const INSTALL_HINT_SHOWN_KEY = 'installHintShown';

export const installHintDueAtom = atom(false);

function shownBefore(): boolean {
  try {
    return localStorage.getItem(INSTALL_HINT_SHOWN_KEY) !== null;
  } catch {
    // No storage (private mode): offering it once per visit is the best there is.
    return false;
  }
}

/** Called after every successful login or registration. */
export function noteSignedIn(): void {
  if (!shownBefore()) appStore.set(installHintDueAtom, true);
}

export function markInstallHintShown(): void {
  try {
    localStorage.setItem(INSTALL_HINT_SHOWN_KEY, String(Date.now()));
  } catch {
    // See shownBefore.
  }
}

export function dismissInstallHint(): void {
  appStore.set(installHintDueAtom, false);
}
