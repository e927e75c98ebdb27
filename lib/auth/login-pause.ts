/**
 * The platform's pause of the ordinary login for an address (body code 423 with `retryAfter`),
 * kept for this tab (sessionStorage): a reload during the pause still counts it down with Log in
 * disabled, instead of offering a Log in the platform will refuse. Gone with the tab, and ignored
 * once it has passed.
 */
const KEY = 'btcw.loginPause';

interface StoredPause {
  account: string;
  until: number;
}

function read(): StoredPause | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { account, until } = value as Partial<StoredPause>;
    return typeof account === 'string' && typeof until === 'number' ? { account, until } : null;
  } catch {
    return null;
  }
}

export function rememberLoginPause(account: string, until: number): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ account: account.toLowerCase(), until }));
  } catch {
    // Storage refused (private mode, quota): the countdown still runs until the page is reloaded.
  }
}

/** When the kept pause for `account` ends (ms since the epoch), or null when none is running. */
export function loginPauseOf(account: string | undefined, now = Date.now()): number | null {
  if (account === undefined) return null;
  const pause = read();
  return pause && pause.account === account.toLowerCase() && pause.until > now ? pause.until : null;
}
