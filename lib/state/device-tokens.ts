import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { appConfig } from '@/lib/config/app-config';
import { appStore } from './store';

/**
 * The device tokens platforms gave this app (docs/server.md, "Authentication"): by platform (the
 * API's origin as built, '' for the page's own), then by lower-case account. A login that sends its
 * account's token is not delayed by strangers' failed logins. Kept across logouts: that is the
 * point of it.
 */
export type DeviceTokens = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Accounts kept per platform; the least recently given token goes first (a shared phone, tests). */
export const MAX_DEVICE_TOKENS = 10;

export const deviceTokensAtom = atomWithStorage<DeviceTokens>(
  'deviceTokens',
  {},
  createJSONStorage<DeviceTokens>(),
  { getOnInit: true },
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** This account's token from this platform, if one was given (storage is the user's to edit). */
export function deviceTokenIn(tokens: unknown, platform: string, account: string): string | undefined {
  if (!isRecord(tokens)) return undefined;
  const ofPlatform = tokens[platform];
  if (!isRecord(ofPlatform)) return undefined;
  const token = ofPlatform[account.toLowerCase()];
  return typeof token === 'string' && token.length > 0 ? token : undefined;
}

/** `tokens` with this account's token replaced by `token`, the newest last, at most {@link MAX_DEVICE_TOKENS}. */
export function withDeviceToken(
  tokens: unknown,
  platform: string,
  account: string,
  token: string,
): DeviceTokens {
  const all = isRecord(tokens) ? tokens : {};
  const key = account.toLowerCase();
  const previous = all[platform];
  const kept = Object.entries(isRecord(previous) ? previous : {}).filter(
    (entry): entry is [string, string] => entry[0] !== key && typeof entry[1] === 'string',
  );
  const ofPlatform: Record<string, string> = Object.fromEntries(
    [...kept, [key, token] as const].slice(-MAX_DEVICE_TOKENS),
  );
  const result: Record<string, Record<string, string>> = {};
  for (const [name, value] of Object.entries(all))
    if (name !== platform && isRecord(value))
      result[name] = Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
  result[platform] = ofPlatform;
  return result;
}

/** The platform this build talks to. */
const PLATFORM = appConfig.apiBaseUrl;

/** The token to send with this account's login, only if this platform gave one. */
export function deviceTokenFor(account: string): string | undefined {
  return deviceTokenIn(appStore.get(deviceTokensAtom), PLATFORM, account);
}

/** Keeps the token a login or registration answered, replacing the account's previous one. */
export function rememberDeviceToken(account: string, token: string | undefined): void {
  if (!token) return;
  appStore.set(deviceTokensAtom, withDeviceToken(appStore.get(deviceTokensAtom), PLATFORM, account, token));
}
