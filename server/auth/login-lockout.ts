import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Every rule for password attempts, in one place (docs/server-security.md, "Authentication"): the throttles of
 * login (per account for clients that prove nothing, per trusted device, per account for wallet-signed
 * logins, per client address), of the logged-in password re-check (per session), the bound on
 * concurrent password hashing, and which client address to believe.
 */

/**
 * One throttle. Failures are counted before the password is checked (a right password takes its
 * count back). The `threshold`-th counted failure starts a delay of `baseDelayMs`; while it runs every
 * attempt is refused unchecked; after it one attempt is let through, and if that one fails too the
 * delay doubles, up to `maxDelayMs`. Failures are forgotten `forgetAfterMs` after the last attempt
 * (or after the end of its delay).
 */
export interface ThrottleRule {
  threshold: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

export interface HashingLimits {
  /** Password derivations (scrypt) running at once in this server process. */
  concurrency: number;
  /**
   * Derivations allowed to wait per lane (public: login/registration; member: logged-in re-checks),
   * whatever their expected wait: a bound on what a flood can park in memory.
   */
  maxQueued: number;
  /**
   * A derivation waits its turn when it is expected to start within this (from the queue ahead of it
   * and the measured derivation time); past it, or past `maxQueued`, it is refused as busy with the
   * expected wait as `retryAfter` (`server/auth/hashing-queue.ts`).
   */
  maxWaitMs: number;
}

export interface LoginProtection {
  /**
   * Login failures against one account (known or not) from clients that prove nothing about being
   * its owner: anyone can run these up, so they delay only such logins.
   */
  account: ThrottleRule;
  /** Login failures presenting one device token (a device that logged in to the account before). */
  device: ThrottleRule;
  /** Wallet-signed login failures against one account (only its wallet's holder can make these). */
  wallet: ThrottleRule;
  /** Login failures from one client address (IPv4, or IPv6 /64), against any accounts. */
  client: ThrottleRule;
  /** Failed password re-checks (withdraw, change password) of one session; login failures never count here. */
  recheck: ThrottleRule;
  hashing: HashingLimits;
  /**
   * Reverse proxies (IP addresses) whose `X-Forwarded-For` names the client; empty: the socket peer is
   * the client and the header is ignored. The same `TRUSTED_PROXIES` setting as the `/rpc` limiter.
   */
  trustedProxies: readonly string[];
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const DEFAULT_LOGIN_PROTECTION: LoginProtection = {
  account: { threshold: 5, baseDelayMs: 30 * SECOND, maxDelayMs: HOUR, forgetAfterMs: 24 * HOUR },
  device: { threshold: 5, baseDelayMs: 30 * SECOND, maxDelayMs: HOUR, forgetAfterMs: 24 * HOUR },
  wallet: { threshold: 5, baseDelayMs: 30 * SECOND, maxDelayMs: HOUR, forgetAfterMs: 24 * HOUR },
  client: { threshold: 20, baseDelayMs: 30 * SECOND, maxDelayMs: HOUR, forgetAfterMs: HOUR },
  recheck: { threshold: 5, baseDelayMs: 30 * SECOND, maxDelayMs: HOUR, forgetAfterMs: 24 * HOUR },
  hashing: { concurrency: 2, maxQueued: 100, maxWaitMs: 15 * SECOND },
  trustedProxies: [],
};

/** Delay started by the `failures`-th counted failure; null below the threshold. */
export function delayAfterFailures(failures: number, rule: ThrottleRule): number | null {
  if (failures < rule.threshold) return null;
  const doublings = Math.min(failures - rule.threshold, 40);
  return Math.min(rule.baseDelayMs * 2 ** doublings, rule.maxDelayMs);
}

export interface LoginProtectionOverrides {
  account?: Partial<ThrottleRule>;
  device?: Partial<ThrottleRule>;
  wallet?: Partial<ThrottleRule>;
  client?: Partial<ThrottleRule>;
  recheck?: Partial<ThrottleRule>;
  hashing?: Partial<HashingLimits>;
  trustedProxies?: readonly string[];
}

const count = (min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(min).max(max).optional(),
  );

const envSchema = z.object({
  LOGIN_ACCOUNT_THRESHOLD: count(1, 1000),
  LOGIN_CLIENT_THRESHOLD: count(1, 100_000),
  PASSWORD_RECHECK_THRESHOLD: count(1, 1000),
  PASSWORD_HASH_CONCURRENCY: count(1, 64),
  PASSWORD_HASH_QUEUE: count(0, 10_000),
  PASSWORD_HASH_MAX_WAIT_MS: count(0, 120_000),
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((item) => isIP(item) !== 0), 'must be comma-separated IP addresses'),
});

/** The environment's settings (all optional, empty = unset), checked; throws naming the bad variable. */
export function loginProtectionFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): LoginProtectionOverrides {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid login protection settings:\n${details}`);
  }
  const value = parsed.data;
  return {
    account: defined({ threshold: value.LOGIN_ACCOUNT_THRESHOLD }),
    client: defined({ threshold: value.LOGIN_CLIENT_THRESHOLD }),
    recheck: defined({ threshold: value.PASSWORD_RECHECK_THRESHOLD }),
    hashing: defined({
      concurrency: value.PASSWORD_HASH_CONCURRENCY,
      maxQueued: value.PASSWORD_HASH_QUEUE,
      maxWaitMs: value.PASSWORD_HASH_MAX_WAIT_MS,
    }),
    ...(value.TRUSTED_PROXIES.length === 0 ? {} : { trustedProxies: value.TRUSTED_PROXIES }),
  };
}

/** Defaults, then the environment, then explicit options (e.g. a test's). */
export function resolveLoginProtection(
  ...layers: readonly (LoginProtectionOverrides | undefined)[]
): LoginProtection {
  let result = DEFAULT_LOGIN_PROTECTION;
  for (const layer of layers) {
    if (!layer) continue;
    result = {
      account: { ...result.account, ...layer.account },
      device: { ...result.device, ...layer.device },
      wallet: { ...result.wallet, ...layer.wallet },
      client: { ...result.client, ...layer.client },
      recheck: { ...result.recheck, ...layer.recheck },
      hashing: { ...result.hashing, ...layer.hashing },
      trustedProxies: layer.trustedProxies ?? result.trustedProxies,
    };
  }
  return result;
}

function defined<T extends object>(value: T): Partial<{ [K in keyof T]: Exclude<T[K], undefined> }> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<{
    [K in keyof T]: Exclude<T[K], undefined>;
  }>;
}
