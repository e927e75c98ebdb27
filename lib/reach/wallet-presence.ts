'use client';

import { useEffect, useState } from 'react';

/**
 * Whether this browser has a wallet, from the same signals the wallet runtime uses (EIP-6963
 * announcements, a legacy `window.ethereum`, its `ethereum#initialized` event), without loading the
 * runtime: screens offer other ways in (wallet apps, a QR code) when none shows up.
 *
 * Wallets answer `eip6963:requestProvider` synchronously and inject `window.ethereum` before the
 * page's scripts run (a few extensions fire `ethereum#initialized` a moment later), so a short
 * window after hydration is enough. It is shorter than the runtime's own start delay
 * (lib/wallet/wallet-start-schedule.ts), which exists to keep wagmi out of the launch, not to wait
 * for wallets. A wallet that shows up later still flips the answer back to `present`.
 */
export const DISCOVERY_WINDOW_MS = 1500;

export type WalletPresence = 'unknown' | 'present' | 'absent';

const ANNOUNCEMENTS = ['eip6963:announceProvider', 'ethereum#initialized'] as const;

export interface PresenceTarget {
  ethereum?: unknown;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
  dispatchEvent(event: Event): boolean;
  setTimeout(handler: () => void, timeout: number): number;
  clearTimeout(handle: number): void;
}

/** Reports `present` or (after the window, with nothing seen) `absent`; returns the stop function. */
export function watchWalletPresence(
  target: PresenceTarget,
  onChange: (presence: WalletPresence) => void,
  windowMs = DISCOVERY_WINDOW_MS,
): () => void {
  let timer: number | undefined;
  const stop = () => {
    for (const type of ANNOUNCEMENTS) target.removeEventListener(type, onAnnouncement);
    if (timer !== undefined) target.clearTimeout(timer);
    timer = undefined;
  };
  const onAnnouncement = () => {
    stop();
    onChange('present');
  };
  if (target.ethereum) {
    onChange('present');
    return stop;
  }
  for (const type of ANNOUNCEMENTS) target.addEventListener(type, onAnnouncement);
  timer = target.setTimeout(() => {
    timer = undefined;
    if (target.ethereum) onAnnouncement();
    else onChange('absent');
  }, windowMs);
  // Wallets that announced before this listener existed answer the request again.
  target.dispatchEvent(new Event('eip6963:requestProvider'));
  return stop;
}

/** The last answer in this visit: moving between login and register does not wait the window again. */
let lastPresence: WalletPresence = 'unknown';

export function useWalletPresence(): WalletPresence {
  const [presence, setPresence] = useState<WalletPresence>(() => lastPresence);
  useEffect(
    () =>
      watchWalletPresence(window, (next) => {
        lastPresence = next;
        setPresence(next);
      }),
    [],
  );
  return presence;
}
