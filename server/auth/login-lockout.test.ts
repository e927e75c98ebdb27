import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOGIN_PROTECTION,
  delayAfterFailures,
  loginProtectionFromEnv,
  resolveLoginProtection,
} from './login-lockout';

describe('login protection rules', () => {
  it('delays from the 5th failure of an account, doubling from 30 s up to 1 h', () => {
    const rule = DEFAULT_LOGIN_PROTECTION.account;
    expect([0, 1, 4].map((n) => delayAfterFailures(n, rule))).toEqual([null, null, null]);
    expect([5, 6, 7, 8].map((n) => delayAfterFailures(n, rule))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(delayAfterFailures(12, rule)).toBe(3_600_000);
    expect(delayAfterFailures(1000, rule)).toBe(3_600_000);
  });

  it('has documented defaults', () => {
    expect(DEFAULT_LOGIN_PROTECTION).toEqual({
      account: { threshold: 5, baseDelayMs: 30_000, maxDelayMs: 3_600_000, forgetAfterMs: 86_400_000 },
      device: { threshold: 5, baseDelayMs: 30_000, maxDelayMs: 3_600_000, forgetAfterMs: 86_400_000 },
      wallet: { threshold: 5, baseDelayMs: 30_000, maxDelayMs: 3_600_000, forgetAfterMs: 86_400_000 },
      client: { threshold: 20, baseDelayMs: 30_000, maxDelayMs: 3_600_000, forgetAfterMs: 3_600_000 },
      recheck: { threshold: 5, baseDelayMs: 30_000, maxDelayMs: 3_600_000, forgetAfterMs: 86_400_000 },
      hashing: { concurrency: 2, maxQueued: 100, maxWaitMs: 15_000 },
      trustedProxies: [],
    });
  });

  it('reads the environment (empty = unset) and layers explicit options on top', () => {
    expect(resolveLoginProtection(loginProtectionFromEnv({}))).toEqual(DEFAULT_LOGIN_PROTECTION);
    const fromEnv = loginProtectionFromEnv({
      LOGIN_ACCOUNT_THRESHOLD: '3',
      LOGIN_CLIENT_THRESHOLD: '',
      PASSWORD_RECHECK_THRESHOLD: '4',
      PASSWORD_HASH_CONCURRENCY: '1',
      PASSWORD_HASH_QUEUE: '0',
      PASSWORD_HASH_MAX_WAIT_MS: '4000',
      TRUSTED_PROXIES: '10.0.0.1, ::1',
    });
    const resolved = resolveLoginProtection(fromEnv, { hashing: { maxQueued: 5 } });
    expect(resolved.account).toEqual({ ...DEFAULT_LOGIN_PROTECTION.account, threshold: 3 });
    expect(resolved.client).toEqual(DEFAULT_LOGIN_PROTECTION.client);
    expect(resolved.recheck.threshold).toBe(4);
    expect(resolved.hashing).toEqual({ concurrency: 1, maxQueued: 5, maxWaitMs: 4000 });
    expect(resolved.trustedProxies).toEqual(['10.0.0.1', '::1']);
  });

  it('refuses bad settings, naming them', () => {
    expect(() => loginProtectionFromEnv({ PASSWORD_HASH_CONCURRENCY: '0' })).toThrow(
      /PASSWORD_HASH_CONCURRENCY/,
    );
    expect(() => loginProtectionFromEnv({ LOGIN_ACCOUNT_THRESHOLD: 'five' })).toThrow(
      /LOGIN_ACCOUNT_THRESHOLD/,
    );
    expect(() => loginProtectionFromEnv({ TRUSTED_PROXIES: 'proxy.local' })).toThrow(/TRUSTED_PROXIES/);
  });
});
