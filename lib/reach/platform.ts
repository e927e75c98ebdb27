/**
 * What kind of device and browser the page runs in, from the user agent: the wallet apps and
 * install steps offered depend on it. Pure functions (window-free) so they are tested directly.
 */
export type DeviceKind = 'ios' | 'android' | 'desktop';

export interface BrowserFacts {
  userAgent: string;
  /** `navigator.maxTouchPoints`: iPadOS Safari reports a Mac user agent, but a touch screen. */
  maxTouchPoints: number;
}

export function deviceKind({ userAgent, maxTouchPoints }: BrowserFacts): DeviceKind {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'desktop';
}

/** Wallet apps name themselves in their in-app browser's user agent (not all do; see below). */
const WALLET_BROWSER_UA =
  /metamaskmobile|trust\/|trustwallet|tokenpocket|imtoken|okapp|okex|bitkeep|bitget|coinbasewallet|cbwallet|binance|safepal/i;

/**
 * Inside a wallet app's own browser: it says so in its user agent, or a phone browser has a legacy
 * `window.ethereum` (mobile browsers have no extensions; only wallet apps inject one).
 */
export function isWalletBrowser(facts: BrowserFacts, hasLegacyProvider: boolean): boolean {
  if (WALLET_BROWSER_UA.test(facts.userAgent)) return true;
  return hasLegacyProvider && deviceKind(facts) !== 'desktop';
}

/**
 * Safari on iPhone or iPad, which installs web apps only through Share → Add to Home Screen (it has
 * no `beforeinstallprompt`). Chrome, Firefox, Edge and in-app browsers on iOS name themselves.
 */
export function isIosSafari(facts: BrowserFacts): boolean {
  if (deviceKind(facts) !== 'ios') return false;
  const ua = facts.userAgent;
  return (
    /safari/i.test(ua) &&
    !/crios|fxios|edgios|opios|gsa\/|fban|fbav|instagram|line\/|micromessenger/i.test(ua)
  );
}
