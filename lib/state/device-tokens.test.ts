// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  deviceTokenFor,
  deviceTokenIn,
  deviceTokensAtom,
  MAX_DEVICE_TOKENS,
  nameOf,
  plainNameOf,
  rememberDeviceToken,
  withDeviceToken,
} from './device-tokens';
import { appStore } from './store';

const ACCOUNT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('the names tokens are filed under', () => {
  it('are a SHA-256 of the platform and the lower-case account: no account can be read from them', async () => {
    const name = await nameOf('https://api.example.com', ACCOUNT);
    expect(name).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(name.toLowerCase()).not.toContain(ACCOUNT.slice(2).toLowerCase());
    expect(await nameOf('https://api.example.com', ACCOUNT.toLowerCase())).toBe(name);
    expect(await nameOf('https://b.example', ACCOUNT)).not.toBe(name);
    expect(await nameOf('https://api.example.com', OTHER)).not.toBe(name);
  });
});

describe('the device-token store (pure)', () => {
  it('finds the token under the first of the names given', () => {
    const tokens = withDeviceToken({}, 'name-a', 'token-a');
    expect(tokens).toEqual({ 'name-a': 'token-a' });
    expect(deviceTokenIn(tokens, ['name-a'])).toBe('token-a');
    expect(deviceTokenIn(tokens, ['other', 'name-a'])).toBe('token-a');
    expect(deviceTokenIn(tokens, ['other'])).toBeUndefined();
  });

  it('replaces the token under a name, and drops the names it replaces', () => {
    const legacy = plainNameOf('', ACCOUNT);
    const first = withDeviceToken({ [legacy]: 'old' }, 'hashed', 'new', [legacy]);
    expect(first).toEqual({ hashed: 'new' });
    expect(withDeviceToken(first, 'hashed', 'newer')).toEqual({ hashed: 'newer' });
  });

  it(`keeps at most ${MAX_DEVICE_TOKENS} tokens, dropping the least recently given`, () => {
    let tokens = withDeviceToken({}, 'first', 'first');
    for (let index = 0; index < MAX_DEVICE_TOKENS; index += 1)
      tokens = withDeviceToken(tokens, `name-${index}`, `t${index}`);
    expect(Object.keys(tokens)).toHaveLength(MAX_DEVICE_TOKENS);
    expect(deviceTokenIn(tokens, ['first'])).toBeUndefined();
    // Given again, a name becomes the newest.
    tokens = withDeviceToken(tokens, 'name-0', 'again');
    tokens = withDeviceToken(tokens, 'first', 'back');
    expect(deviceTokenIn(tokens, ['name-0'])).toBe('again');
    expect(deviceTokenIn(tokens, ['first'])).toBe('back');
  });

  it('reads damaged storage as no token, and writes over it', () => {
    for (const damaged of [null, 'x', 42, [], ['n', 'x'], { n: 7 }, { n: '' }])
      expect(deviceTokenIn(damaged, ['n'])).toBeUndefined();
    expect(withDeviceToken({ n: 7, other: [] }, 'n', 'fresh')).toEqual({ n: 'fresh' });
    expect(withDeviceToken('damaged', 'n', 'fresh')).toEqual({ n: 'fresh' });
  });
});

describe('the device-token store (persisted)', () => {
  beforeEach(() => {
    localStorage.clear();
    appStore.set(deviceTokensAtom, {});
  });

  it('remembers what the platform answered, for this account only, without the account readable', async () => {
    expect(await deviceTokenFor(ACCOUNT)).toBeUndefined();
    await rememberDeviceToken(ACCOUNT, 'device-1');
    expect(await deviceTokenFor(ACCOUNT)).toBe('device-1');
    expect(await deviceTokenFor(ACCOUNT.toLowerCase())).toBe('device-1');
    expect(await deviceTokenFor(OTHER)).toBeUndefined();
    const stored = localStorage.getItem('deviceTokens') ?? '';
    expect(JSON.parse(stored)).toEqual({ [await nameOf('', ACCOUNT)]: 'device-1' });
    expect(stored.toLowerCase()).not.toContain(ACCOUNT.slice(2).toLowerCase());
  });

  it('still sends a token filed under the readable name before, and files it anew when renewed', async () => {
    appStore.set(deviceTokensAtom, { [plainNameOf('', ACCOUNT)]: 'legacy' });
    expect(await deviceTokenFor(ACCOUNT)).toBe('legacy');
    await rememberDeviceToken(ACCOUNT, 'renewed');
    expect(appStore.get(deviceTokensAtom)).toEqual({ [await nameOf('', ACCOUNT)]: 'renewed' });
  });

  it('keeps the token it has when an answer brings none', async () => {
    await rememberDeviceToken(ACCOUNT, 'device-1');
    await rememberDeviceToken(ACCOUNT, undefined);
    expect(await deviceTokenFor(ACCOUNT)).toBe('device-1');
    await rememberDeviceToken(ACCOUNT, 'device-2');
    expect(await deviceTokenFor(ACCOUNT)).toBe('device-2');
  });
});
