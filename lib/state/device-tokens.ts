import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { appConfig } from '@/lib/config/app-config';
import { appStore } from './store';

/**
 * The device tokens platforms gave this app (docs/server.md, "Authentication"), each under
 * `<platform> <lower-case account>`, the platform being the API's origin as built ('' for the
 * page's own). A login that sends its account's token is not delayed by strangers' failed logins.
 * Kept across logouts: that is the point of it.
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

const keyOf = (platform: string, account: string) => `${platform} ${account.toLowerCase()}`;

/** Storage is the user's to edit: anything but an object of strings reads as no tokens. */
const entriesOf = (tokens: unknown): [string, string][] =>
  typeof tokens === 'object' && tokens !== null && !Array.isArray(tokens)
    ? Object.entries(tokens).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    : [];

/** This account's token from this platform, if that platform gave one. */
export function deviceTokenIn(tokens: unknown, platform: string, account: string): string | undefined {
  const key = keyOf(platform, account);
  return entriesOf(tokens).find(([name, token]) => name === key && token !== '')?.[1];
}

/** `tokens` with this account's token from this platform replaced by `token`, kept newest last. */
export function withDeviceToken(
  tokens: unknown,
  platform: string,
  account: string,
  token: string,
): DeviceTokens {
  const key = keyOf(platform, account);
  const kept = entriesOf(tokens).filter(([name]) => name !== key);
  const entries: [string, string][] = [...kept, [key, token]];
  return Object.fromEntries(entries.slice(-MAX_DEVICE_TOKENS));
}

/** The platform this build talks to. */
const PLATFORM = appConfig.apiBaseUrl;

/** The token to send with this account's login, only if this platform gave one. */
export function deviceTokenFor(account: string): string | undefined {
  return deviceTokenIn(appStore.get(deviceTokensAtom), PLATFORM, account);
}

/** Keeps the token a login or registration answered, replacing the account's previous one. */
export function rememberDeviceToken(account: string, token: string | undefined): void {
  if (token)
    appStore.set(deviceTokensAtom, withDeviceToken(appStore.get(deviceTokensAtom), PLATFORM, account, token));
}
