'use client';

import { useSyncExternalStore } from 'react';
import { capturedInstallPrompt, INSTALL_CHANGE_EVENT } from './install-prompt';
import { isIosSafari, isWalletBrowser, type BrowserFacts } from './platform';

/**
 * How this browser can put the app on the home screen: its own install dialog (`prompt`), Safari's
 * Share → Add to Home Screen (`ios-guide`), or not at all (null) — also null in the installed app
 * and in a wallet's in-app browser, where installing would leave the wallet behind.
 */
export type InstallOffer = 'prompt' | 'ios-guide' | null;

const STANDALONE = '(display-mode: standalone)';

function browserFacts(): BrowserFacts {
  return { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints };
}

export function currentInstallOffer(): InstallOffer {
  const standalone =
    window.matchMedia(STANDALONE).matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  if (standalone) return null;
  const facts = browserFacts();
  if (isWalletBrowser(facts, Boolean((window as Window & { ethereum?: unknown }).ethereum))) return null;
  if (capturedInstallPrompt()) return 'prompt';
  return isIosSafari(facts) ? 'ios-guide' : null;
}

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(STANDALONE);
  window.addEventListener(INSTALL_CHANGE_EVENT, onChange);
  media.addEventListener('change', onChange);
  return () => {
    window.removeEventListener(INSTALL_CHANGE_EVENT, onChange);
    media.removeEventListener('change', onChange);
  };
}

export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(subscribe, currentInstallOffer, () => null);
}
