import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { appConfig } from '@/lib/config/app-config';
import { appStore } from './store';

/**
 * The device tokens platforms gave this app (docs/server-security.md, "Authentication"). A login that sends
 * its account's token is not delayed by strangers' failed logins: kept across logouts, which is the
 * point of it. Each is filed under a SHA-256 of `<platform> <lower-case account>` (the platform
 * being the API's origin as built, '' for the page's own), so a shared phone keeps no readable list
 * of who logged in on it (docs/server-security.md, "A shared phone"). Where the browser has no SubtleCrypto
 * (a page not served over https), the name is the plain text.
 */
export type DeviceTokens = Readonly<Record<string, string>>;

/** Tokens kept; the least recently given goes first (a shared phone, many accounts). */
export const MAX_DEVICE_TOKENS = 10;

export const deviceTokensAtom = atomWithStorage<DeviceTokens>(
  'deviceTokens',
  {},
  createJSONStorage<DeviceTokens>(),
  { getOnInit: true },
);

/** The name a token was filed under before names were hashed, readable as it is. */
export const plainNameOf = (platform: string, account: string) => `${platform} ${account.toLowerCase()}`;

/** The name a token is filed under: a SHA-256 of its platform and account, hex. */
export async function nameOf(platform: string, account: string): Promise<string> {
  const plain = plainNameOf(platform, account);
  // `crypto.subtle` is absent outside a secure context, whatever the types say.
  if (typeof crypto === 'undefined' || (crypto as Partial<Crypto>).subtle === undefined) return plain;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(plain));
  return `sha256:${Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Storage is the user's to edit: anything but an object of strings reads as no tokens. */
const entriesOf = (tokens: unknown): [string, string][] =>
  typeof tokens === 'object' && tokens !== null && !Array.isArray(tokens)
    ? Object.entries(tokens).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    : [];

/** The token filed under one of `names` (the first found), if any. */
export function deviceTokenIn(tokens: unknown, names: readonly string[]): string | undefined {
  const entries = entriesOf(tokens);
  for (const name of names) {
    const token = entries.find(([key, value]) => key === name && value !== '')?.[1];
    if (token) return token;
  }
  return undefined;
}

/**
 * `tokens` with `token` filed under `name` (newest last), and nothing left under `replaced` (the
 * account's previous names, e.g. a readable one from before names were hashed).
 */
export function withDeviceToken(
  tokens: unknown,
  name: string,
  token: string,
  replaced: readonly string[] = [],
): DeviceTokens {
  const gone = new Set([name, ...replaced]);
  const kept = entriesOf(tokens).filter(([key]) => !gone.has(key));
  const entries: [string, string][] = [...kept, [name, token]];
  return Object.fromEntries(entries.slice(-MAX_DEVICE_TOKENS));
}

/** The platform this build talks to. */
const PLATFORM = appConfig.apiBaseUrl;

/** The token to send with this account's login, only if this platform gave one. */
export async function deviceTokenFor(account: string): Promise<string | undefined> {
  const name = await nameOf(PLATFORM, account);
  return deviceTokenIn(appStore.get(deviceTokensAtom), [name, plainNameOf(PLATFORM, account)]);
}

/** Keeps the token a login or registration answered, replacing the account's previous one. */
export async function rememberDeviceToken(account: string, token: string | undefined): Promise<void> {
  if (!token) return;
  const name = await nameOf(PLATFORM, account);
  appStore.set(
    deviceTokensAtom,
    withDeviceToken(appStore.get(deviceTokensAtom), name, token, [plainNameOf(PLATFORM, account)]),
  );
}
