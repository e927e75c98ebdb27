// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  deviceTokenFor,
  deviceTokenIn,
  deviceTokensAtom,
  MAX_DEVICE_TOKENS,
  rememberDeviceToken,
  withDeviceToken,
} from './device-tokens';
import { appStore } from './store';

const ACCOUNT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('the device-token store (pure)', () => {
  it('keeps a token per lower-case account and platform', () => {
    const tokens = withDeviceToken({}, 'https://api.example.com', ACCOUNT, 'token-a');
    expect(tokens).toEqual({ [`https://api.example.com ${ACCOUNT.toLowerCase()}`]: 'token-a' });
    expect(deviceTokenIn(tokens, 'https://api.example.com', ACCOUNT.toLowerCase())).toBe('token-a');
    expect(deviceTokenIn(tokens, 'https://api.example.com', ACCOUNT.toUpperCase().replace('0X', '0x'))).toBe(
      'token-a',
    );
    expect(deviceTokenIn(tokens, 'https://api.example.com', OTHER)).toBeUndefined();
  });

  it('gives a platform only the tokens it gave', () => {
    const tokens = withDeviceToken({}, 'https://a.example', ACCOUNT, 'from-a');
    expect(deviceTokenIn(tokens, 'https://b.example', ACCOUNT)).toBeUndefined();
    expect(deviceTokenIn(tokens, '', ACCOUNT)).toBeUndefined();
    const both = withDeviceToken(tokens, 'https://b.example', ACCOUNT, 'from-b');
    expect(deviceTokenIn(both, 'https://a.example', ACCOUNT)).toBe('from-a');
    expect(deviceTokenIn(both, 'https://b.example', ACCOUNT)).toBe('from-b');
  });

  it('replaces an account’s token with the new one', () => {
    const first = withDeviceToken({}, '', ACCOUNT, 'old');
    const second = withDeviceToken(first, '', ACCOUNT.toLowerCase(), 'new');
    expect(deviceTokenIn(second, '', ACCOUNT)).toBe('new');
    expect(second).toEqual({ [` ${ACCOUNT.toLowerCase()}`]: 'new' });
  });

  it(`keeps at most ${MAX_DEVICE_TOKENS} tokens, dropping the least recently given`, () => {
    let tokens = withDeviceToken({}, '', ACCOUNT, 'first');
    for (let index = 0; index < MAX_DEVICE_TOKENS; index += 1)
      tokens = withDeviceToken(tokens, '', `0x${index.toString(16).padStart(40, '0')}`, `t${index}`);
    expect(Object.keys(tokens)).toHaveLength(MAX_DEVICE_TOKENS);
    expect(deviceTokenIn(tokens, '', ACCOUNT)).toBeUndefined();
    // Given again, an account becomes the newest.
    tokens = withDeviceToken(tokens, '', `0x${'0'.repeat(40)}`, 'again');
    tokens = withDeviceToken(tokens, '', ACCOUNT, 'back');
    expect(deviceTokenIn(tokens, '', `0x${'0'.repeat(40)}`)).toBe('again');
    expect(deviceTokenIn(tokens, '', ACCOUNT)).toBe('back');
  });

  it('reads damaged storage as no token, and writes over it', () => {
    const key = ` ${ACCOUNT.toLowerCase()}`;
    for (const damaged of [null, 'x', 42, [], [key, 'x'], { [key]: 7 }, { [key]: '' }])
      expect(deviceTokenIn(damaged, '', ACCOUNT)).toBeUndefined();
    expect(withDeviceToken({ [key]: 7, other: [] }, '', ACCOUNT, 'fresh')).toEqual({ [key]: 'fresh' });
    expect(withDeviceToken('damaged', '', ACCOUNT, 'fresh')).toEqual({ [key]: 'fresh' });
  });
});

describe('the device-token store (persisted)', () => {
  beforeEach(() => {
    localStorage.clear();
    appStore.set(deviceTokensAtom, {});
  });

  it('remembers what the platform answered, in localStorage, for this account only', () => {
    expect(deviceTokenFor(ACCOUNT)).toBeUndefined();
    rememberDeviceToken(ACCOUNT, 'device-1');
    expect(deviceTokenFor(ACCOUNT.toLowerCase())).toBe('device-1');
    expect(deviceTokenFor(OTHER)).toBeUndefined();
    expect(JSON.parse(localStorage.getItem('deviceTokens') ?? 'null')).toEqual({
      [` ${ACCOUNT.toLowerCase()}`]: 'device-1',
    });
  });

  it('keeps the token it has when an answer brings none', () => {
    rememberDeviceToken(ACCOUNT, 'device-1');
    rememberDeviceToken(ACCOUNT, undefined);
    expect(deviceTokenFor(ACCOUNT)).toBe('device-1');
    rememberDeviceToken(ACCOUNT, 'device-2');
    expect(deviceTokenFor(ACCOUNT)).toBe('device-2');
  });
});
