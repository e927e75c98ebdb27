import { onIdle, type IdleTarget } from '@/lib/scheduling/on-idle';

/**
 * When the wallet runtime (wagmi/viem, ~30 KB gzip, ~100 ms of a slow phone's main thread) starts
 * on its own. A wallet that announces itself (EIP-6963, or the legacy `ethereum#initialized` event)
 * starts it at the first idle moment; without one — a desktop browser without an extension, the
 * installed app on a phone — it starts only after {@link START_WITHOUT_WALLET_MS}, so the launch of
 * a screen that shows no wallet is not slowed by code it may never use. Screens that need the wallet
 * (connect, pay, balance) load it themselves at once.
 */
export const START_WITHOUT_WALLET_MS = 5000;

/** The longest wait for an idle moment once a wallet has announced itself. */
export const IDLE_START_TIMEOUT_MS = 2000;

export interface ScheduleTarget extends IdleTarget {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
  dispatchEvent(event: Event): boolean;
}

const ANNOUNCEMENTS = ['eip6963:announceProvider', 'ethereum#initialized'] as const;

/** Calls `start` once, as described above; returns the cancel function. */
export function scheduleWalletStart(target: ScheduleTarget, start: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  let timer: number | undefined;
  let scheduled = false;
  const stopListening = () => {
    for (const type of ANNOUNCEMENTS) target.removeEventListener(type, onAnnouncement);
  };
  const onAnnouncement = () => {
    if (scheduled) return;
    scheduled = true;
    stopListening();
    if (timer !== undefined) target.clearTimeout(timer);
    timer = undefined;
    cancelIdle = onIdle(start, IDLE_START_TIMEOUT_MS, target);
  };
  for (const type of ANNOUNCEMENTS) target.addEventListener(type, onAnnouncement);
  timer = target.setTimeout(() => {
    scheduled = true;
    stopListening();
    start();
  }, START_WITHOUT_WALLET_MS);
  // Wallets announced before this listener existed answer the request again.
  target.dispatchEvent(new Event('eip6963:requestProvider'));
  return () => {
    stopListening();
    if (timer !== undefined) target.clearTimeout(timer);
    cancelIdle?.();
  };
}
