import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberLogin } from '@/lib/api/endpoints/member-login';
import { createServer } from '../app';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { createPgliteDb } from '../db/pglite-db';
import { createPostgresDb } from '../db/postgres-db';
import { resetAndSeed } from '../seed';
import { DEMO_MEMBER, ROOT_MEMBER, UNREGISTERED_ACCOUNTS } from '../seed-accounts';
import { refusal, sharedTestApp } from '../test-support/shared-test-app';
import {
  closeServer,
  postApi,
  type PostOptions,
  listen,
  testClock,
  testPasswords,
} from '../test-support/test-app';
import type { LoginProtectionOverrides } from './login-lockout';
import type { PasswordHasher } from './password-hash';
import * as z from '@/lib/api/zod';
import { startTempPostgres } from '../test-support/temp-postgres';

const [STRANGER = ''] = UNREGISTERED_ACCOUNTS;
const LOCKED_30S = 'Too many failed login attempts. Please try again in 30 seconds.';
const BUSY = 'The server is busy. Please try again in a moment.';
const LOGIN_FAILED = 'Incorrect wallet address or password.';
const NOT_REGISTERED = 'This wallet has no account yet. Register to create one.';

/**
 * The test hasher, counting derivations of password checks (verify + verifyNothing: the hashing
 * queue calls the latter only to measure) and how many ran at once; each takes `stats.delayMs` more.
 */
function countingHasher(inner: PasswordHasher = testPasswords) {
  const stats = { checks: 0, running: 0, maxRunning: 0, delayMs: 0 };
  const checked = async <T>(run: () => Promise<T>): Promise<T> => {
    stats.checks += 1;
    stats.running += 1;
    stats.maxRunning = Math.max(stats.maxRunning, stats.running);
    try {
      if (stats.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, stats.delayMs));
      return await run();
    } finally {
      stats.running -= 1;
    }
  };
  const hasher: PasswordHasher = {
    params: inner.params,
    hash: (password) => inner.hash(password),
    verify: (password, stored) => checked(() => inner.verify(password, stored)),
    verifyNothing: (password) => checked(() => inner.verifyNothing(password)),
    needsRehash: (stored) => inner.needsRehash(stored),
  };
  return { hasher, stats };
}

const post = async (url: string, path: string, body: unknown, options?: PostOptions) =>
  (await postApi(url, path, body, options)).envelope;

const login = (url: string, account: string, password: string, forwardedFor?: string) =>
  post(url, 'member/login', { account, password }, { forwardedFor });

/** A fresh valid address that no member has. */
const unknownAccount = (i: number) => `0x${(0xabc000 + i).toString(16).padStart(40, '0')}`;

/**
 * One server per configuration, started once (PGlite takes seconds), wiped and reseeded (which
 * empties login_attempts) before each test.
 */
function serverFor(options: { passwords?: PasswordHasher; loginProtection?: LoginProtectionOverrides } = {}) {
  const app = sharedTestApp({ testMode: true, ...options });
  return () => app;
}

/** Room for every parallel attempt the throttles let through: these tests are about them, not the queue. */
const ROOMY_HASHING = { concurrency: 2, maxQueued: 16 };

describe('login throttle: counted before the check, atomically', () => {
  const counting = countingHasher();
  const app = serverFor({ passwords: counting.hasher, loginProtection: { hashing: ROOMY_HASHING } });
  beforeEach(() => {
    counting.stats.checks = 0;
  });
  it('16 parallel wrong passwords check at most 5; the right one waits out the delay, then clears', async () => {
    const { stats } = counting;
    const { url, clock } = app();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => login(url, DEMO_MEMBER.address, `wrong-pass-${i}`)),
    );
    expect(stats.checks).toBe(5);
    expect(answers.every((answer) => answer.code === 400 || answer.code === 423)).toBe(true);
    expect(answers.filter((answer) => answer.code === 400)).toHaveLength(4);
    expect(answers.filter((answer) => answer.code === 423)).toHaveLength(12);
    expect(answers.find((answer) => answer.code === 423)?.msg).toBe(LOCKED_30S);

    // During the delay even the right password is refused, unchecked.
    expect(await login(url, DEMO_MEMBER.address, DEMO_MEMBER.password)).toMatchObject({ code: 423 });
    expect(stats.checks).toBe(5);
    clock.advance(30_000);
    expect(await login(url, DEMO_MEMBER.address, DEMO_MEMBER.password)).toMatchObject({ code: 200 });
    // The right password forgot the failures: 4 more wrong ones are plain refusals again.
    for (let i = 0; i < 4; i += 1)
      expect((await login(url, DEMO_MEMBER.address, 'wrong-pass')).code).toBe(400);
    expect((await login(url, DEMO_MEMBER.address, 'wrong-pass')).code).toBe(423);
  });

  it('after the delay lets exactly one attempt through and doubles the delay when it fails', async () => {
    const { stats } = counting;
    const { url, clock } = app();
    for (let i = 0; i < 5; i += 1) await login(url, DEMO_MEMBER.address, 'wrong-pass');
    clock.advance(30_000);
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => login(url, DEMO_MEMBER.address, 'wrong-pass')),
    );
    expect(stats.checks).toBe(6);
    expect(burst.map((answer) => answer.code)).toEqual(Array.from({ length: 8 }, () => 423));
    expect(burst.map((answer) => answer.msg)).toContain(
      'Too many failed login attempts. Please try again in 60 seconds.',
    );
  });

  it('two server instances sharing one database check at most 5 passwords between them', async () => {
    const { hasher, stats } = countingHasher();
    const clock = testClock();
    // PostgreSQL (a throwaway cluster, or TEST_DATABASE_URL): two pools, as two processes would
    // have. Without one, two servers on one PGlite, which still runs the same statements.
    const postgres = await startTempPostgres();
    const dbs: Db[] = [];
    if (postgres) dbs.push(createPostgresDb(postgres.url), createPostgresDb(postgres.url));
    else {
      const shared = await createPgliteDb();
      dbs.push(shared, { ...shared, close: () => Promise.resolve() });
    }
    const servers: Server[] = [];
    try {
      const [first] = dbs;
      if (!first) throw new Error('no database');
      await migrate(first);
      await resetAndSeed(first, testPasswords, clock.now());
      const urls: string[] = [];
      for (const db of dbs) {
        const server = await createServer({
          db,
          staticDir: '/nonexistent',
          chainRpcUrl: 'http://127.0.0.1:9',
          passwords: hasher,
          loginProtection: { hashing: ROOMY_HASHING },
          clock,
          validateResponses: true,
          // About the throttle: the rate limits (shared by the instances too) have tests of their own.
          apiRateLimitScale: 0,
        });
        servers.push(server);
        urls.push(await listen(server));
      }
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          login(urls[i % 2] ?? '', DEMO_MEMBER.address, `wrong-pass-${i}`),
        ),
      );
      expect(stats.checks).toBe(5);
      expect(answers.filter((answer) => answer.code === 400)).toHaveLength(4);
      expect(answers.filter((answer) => answer.code === 423)).toHaveLength(12);
      expect((await login(urls[1] ?? '', DEMO_MEMBER.address, DEMO_MEMBER.password)).code).toBe(423);
      clock.advance(30_000);
      expect((await login(urls[0] ?? '', DEMO_MEMBER.address, DEMO_MEMBER.password)).code).toBe(200);
      const rows = await first.query('SELECT 1 FROM login_attempts WHERE scope = $1', ['account']);
      expect(rows).toEqual([]);
    } finally {
      await Promise.all(servers.map(closeServer));
      for (const db of dbs) await db.close();
      await postgres?.stop();
    }
  }, 60_000);
});

describe('login throttle: a wallet without an account', () => {
  const app = serverFor();

  it('is told so, and throttled exactly as a wrong password is', async () => {
    const { url } = app();
    for (let i = 0; i < 7; i += 1) {
      const unknown = await login(url, STRANGER, 'whatever-1');
      const wrong = await login(url, DEMO_MEMBER.address, 'whatever-1');
      expect(unknown).toEqual(
        i < 4
          ? { code: 400, msg: NOT_REGISTERED, reason: 'accountNotRegistered', result: null }
          : { code: 423, msg: LOCKED_30S, reason: 'accountLocked', result: null, retryAfter: 30 },
      );
      expect(wrong).toEqual(
        i < 4
          ? { code: 400, msg: LOGIN_FAILED, reason: 'loginFailed', result: null }
          : { code: 423, msg: LOCKED_30S, reason: 'accountLocked', result: null, retryAfter: 30 },
      );
    }
  });
});

describe('login throttle: per client address', () => {
  const app = serverFor({ loginProtection: { trustedProxies: ['127.0.0.1'], client: { threshold: 3 } } });

  it('delays a client that fails against many accounts, not other clients', async () => {
    const { url, clock } = app();
    const attacker = '203.0.113.5';
    expect((await login(url, unknownAccount(1), 'guess-123', attacker)).code).toBe(400);
    expect((await login(url, unknownAccount(2), 'guess-123', attacker)).code).toBe(400);
    expect(await login(url, DEMO_MEMBER.address, 'guess-123', attacker)).toMatchObject({
      code: 423,
      msg: LOCKED_30S,
    });
    // The client is delayed, whatever account it tries, right password or not …
    expect((await login(url, ROOT_MEMBER.address, ROOT_MEMBER.password, attacker)).code).toBe(423);
    // … others are not (the demo account has one failure, below its own threshold).
    expect((await login(url, DEMO_MEMBER.address, DEMO_MEMBER.password, '198.51.100.7')).code).toBe(200);
    expect((await login(url, ROOT_MEMBER.address, ROOT_MEMBER.password, '2001:db8:1:2::9')).code).toBe(200);
    clock.advance(30_000);
    expect(await login(url, unknownAccount(3), 'guess-123', attacker)).toMatchObject({
      code: 423,
      msg: 'Too many failed login attempts. Please try again in 60 seconds.',
    });
  });

  it('counts a whole IPv6 /64 as one client', async () => {
    const { url } = app();
    for (let i = 1; i <= 2; i += 1)
      expect((await login(url, unknownAccount(i), 'guess-123', `2001:db8:0:7::${i}`)).code).toBe(400);
    expect((await login(url, unknownAccount(3), 'guess-123', '2001:db8:0:7:ffff::1')).code).toBe(423);
  });

  it("does not let successes wash a client's failures, nor count them", async () => {
    const { url } = app();
    const client = '203.0.113.8';
    for (let i = 1; i <= 2; i += 1)
      expect((await login(url, unknownAccount(i), 'guess-123', client)).code).toBe(400);
    for (let i = 0; i < 5; i += 1)
      expect((await login(url, DEMO_MEMBER.address, DEMO_MEMBER.password, client)).code).toBe(200);
    expect((await login(url, unknownAccount(3), 'guess-123', client)).code).toBe(423);
  });
});

describe('login throttle: X-Forwarded-For without trusted proxies', () => {
  const app = serverFor({ loginProtection: { client: { threshold: 3 } } });

  it('is ignored: the socket peer is the client', async () => {
    const { url } = app();
    for (let i = 1; i <= 2; i += 1)
      expect((await login(url, unknownAccount(i), 'guess-123', `203.0.113.${i}`)).code).toBe(400);
    expect((await login(url, unknownAccount(3), 'guess-123', '203.0.113.3')).code).toBe(423);
  });
});

describe('password hashing queue', () => {
  const counting = countingHasher();
  const app = serverFor({
    passwords: counting.hasher,
    loginProtection: { trustedProxies: ['127.0.0.1'], hashing: { concurrency: 2, maxQueued: 4 } },
  });
  const sumOfFailures = async (db: Db, scope: string) => {
    const [row] = await db.query<{ n: number }>(
      'SELECT COALESCE(SUM(failures), 0)::int AS n FROM login_attempts WHERE scope = $1',
      [scope],
    );
    return row?.n ?? 0;
  };

  it('50 concurrent unknown-account logins derive nothing and leave the queue to a real login and to members', async () => {
    const { stats } = counting;
    const { url, db } = app();
    // A real login, measured by the queue (3 s here): unknown accounts answer after about as long.
    stats.delayMs = 3000;
    const token = memberLogin
      .response(z)
      .parse((await login(url, DEMO_MEMBER.address, DEMO_MEMBER.password)).result).token;
    stats.delayMs = 0;
    stats.checks = 0;
    stats.maxRunning = 0;

    let floodAnswered = false;
    const flood = Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login(url, unknownAccount(i), 'guess-123', `198.18.${i >> 8}.${i & 255}`),
      ),
    ).then((answers) => {
      floodAnswered = true;
      return answers;
    });
    // Once all 50 are counted they are on their way to (or in) their imitated verification.
    while ((await sumOfFailures(db, 'account')) < 50) await new Promise((resolve) => setTimeout(resolve, 10));

    // A real login now is admitted at once, not refused as busy, while the flood is still waiting.
    expect(await login(url, ROOT_MEMBER.address, ROOT_MEMBER.password, '192.0.2.1')).toMatchObject({
      code: 200,
    });
    expect(floodAnswered).toBe(false);
    // The logged-in member's withdrawal re-checks the password in the member lane.
    const withdrawal = await post(
      url,
      'asset/cash',
      { amount: '100', password: DEMO_MEMBER.password, idempotencyKey: randomUUID() },
      { token },
    );
    expect(withdrawal).toMatchObject({ code: 200 });

    // Every unknown account was told it has no account, none "busy", and none derived a key:
    // the two derivations are the real login's and the withdrawal's.
    expect(await flood).toEqual(
      Array.from({ length: 50 }, () => refusal(400, 'accountNotRegistered', NOT_REGISTERED)),
    );
    expect(stats.checks).toBe(2);
    expect(stats.maxRunning).toBeLessThanOrEqual(2);
    // The throttles counted them as before: one failure per unknown account and per client.
    expect(await sumOfFailures(db, 'account')).toBe(50);
    expect(await sumOfFailures(db, 'client')).toBe(50);
  }, 30_000);

  it('still bounds real derivations: wrong passwords of known accounts beyond the queue are refused as busy', async () => {
    const { stats } = counting;
    const { url, db } = app();
    stats.delayMs = 1000;
    stats.checks = 0;
    stats.maxRunning = 0;
    try {
      // 4 per account (below its threshold of 5), each from its own client.
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          login(url, i % 2 ? DEMO_MEMBER.address : ROOT_MEMBER.address, `guess-${i}`, `198.19.0.${i}`),
        ),
      );
      const busy = answers.filter((answer) => answer.msg === BUSY);
      // 2 running + 4 waiting are checked, the rest is refused as busy.
      expect(busy.length).toBeGreaterThan(0);
      expect(busy.every((answer) => answer.code === 400)).toBe(true);
      expect(answers.filter((answer) => answer.msg !== BUSY)).toEqual(
        Array.from({ length: 8 - busy.length }, () => refusal(400, 'loginFailed', LOGIN_FAILED)),
      );
      expect(stats.checks).toBe(8 - busy.length);
      expect(stats.maxRunning).toBeLessThanOrEqual(2);
      // A refusal as busy checked no password, so it took its counts back.
      expect(await sumOfFailures(db, 'account')).toBe(8 - busy.length);
    } finally {
      stats.delayMs = 0;
    }
  }, 30_000);
});
