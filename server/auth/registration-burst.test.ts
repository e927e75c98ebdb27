/**
 * An invitation campaign: many newcomers register at the same moment on one instance. Their
 * registrations wait their turn in the password-hashing queue (real concurrency, the default limits)
 * instead of being told the server is busy; only past the queue's bound is one refused, and then
 * with `Retry-After`, having written nothing, so sending it again is safe.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createPasswordHasher, type PasswordHasher } from './password-hash';
import { ROOT_MEMBER } from '../seed-accounts';
import { sharedTestApp } from '../test-support/shared-test-app';
import { testPasswords, type ApiAnswer, type TestApp } from '../test-support/test-app';

/**
 * The cheap test hasher, each derivation taking `ms` more (as a real one takes a core that long);
 * `derived` counts the derivations started.
 */
function slowHasher(ms: number, inner: PasswordHasher = testPasswords): PasswordHasher & { derived: number } {
  const slow = async <T>(run: () => Promise<T>) => {
    hasher.derived += 1;
    await sleep(ms);
    return run();
  };
  const hasher = {
    derived: 0,
    params: inner.params,
    hash: (password: string) => slow(() => inner.hash(password)),
    verify: (password: string, stored: string) => slow(() => inner.verify(password, stored)),
    verifyNothing: (password: string) => slow(() => inner.verifyNothing(password)),
    needsRehash: (stored: string) => inner.needsRehash(stored),
  };
  return hasher;
}

const newcomers = (count: number) =>
  Array.from({ length: count }, () => privateKeyToAccount(generatePrivateKey()).address);

/** All at once; each answer with the milliseconds it took. */
async function registerAll(app: TestApp, accounts: readonly string[]) {
  const start = performance.now();
  return Promise.all(
    accounts.map(async (account) => {
      const answer = await app.post('member/regist', {
        account,
        password: 'newcomer-pw',
        inviter: ROOT_MEMBER.address,
      });
      return { account, answer, ms: performance.now() - start };
    }),
  );
}

const slowest = (answers: readonly { ms: number }[]) => Math.max(...answers.map((answer) => answer.ms));

describe('a burst of registrations on one instance', () => {
  // 200 ms a derivation, 2 at once (the default limits): 30 take about 3 s.
  const app = sharedTestApp({ passwords: slowHasher(200) }, { reset: false });

  it('30 registrations at once all succeed, none told the server is busy', async () => {
    const answers = await registerAll(app, newcomers(30));
    expect(answers.map(({ answer }) => [answer.envelope.code, answer.envelope.reason])).toEqual(
      Array.from({ length: 30 }, () => [200, undefined]),
    );
    console.log(
      `30 registrations at once (200 ms a derivation, 2 at once): the last answered after ${Math.round(slowest(answers))} ms`,
    );
  }, 60_000);
});

describe('a newcomer who gives up while waiting', () => {
  const hasher = slowHasher(1000);
  const app = sharedTestApp({ passwords: hasher }, { reset: false });

  it('leaves the queue without a derivation, and is not registered', async () => {
    const [first = '', second = '', gone = ''] = newcomers(3);
    const body = (account: string) => ({ account, password: 'newcomer-pw', inviter: ROOT_MEMBER.address });
    const running = [app.post('member/regist', body(first)), app.post('member/regist', body(second))];
    while (hasher.derived < 2) await sleep(10);
    // 2 derive, the third waits its turn; its client closes the connection meanwhile.
    const controller = new AbortController();
    const waiting = fetch(`${app.url}/api/member/regist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body(gone)),
      signal: controller.signal,
    }).catch(() => 'closed');
    await sleep(300);
    controller.abort();
    expect(await waiting).toBe('closed');
    expect((await Promise.all(running)).map((answer) => answer.envelope.code)).toEqual([200, 200]);
    await sleep(1500);
    expect(hasher.derived).toBe(2);
    const [row] = await app.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM members WHERE account = $1',
      [gone.toLowerCase()],
    );
    expect(row?.n).toBe(0);
  }, 60_000);
});

describe('past the queue’s bound', () => {
  // 1 s a derivation, and a 2 s bound: 2 run and 4 wait, the rest are refused.
  const app = sharedTestApp(
    {
      passwords: slowHasher(1000),
      loginProtection: { hashing: { maxWaitMs: 2000 } },
    },
    { reset: false },
  );

  it('is refused as busy with Retry-After from the queue, having written nothing: sent again later, it succeeds', async () => {
    const answers = await registerAll(app, newcomers(12));
    const busy = answers.filter(({ answer }) => answer.envelope.reason === 'serverBusy');
    const served = answers.filter(({ answer }) => answer.envelope.code === 200);
    expect(served.length + busy.length).toBe(12);
    expect(served.length).toBeGreaterThanOrEqual(2);
    expect(busy.length).toBeGreaterThan(0);
    for (const { answer } of busy) {
      const { retryAfter } = answer.envelope;
      // The expected wait of the queue ahead: a few seconds here, not a constant.
      expect(retryAfter).toBeGreaterThanOrEqual(2);
      expect(retryAfter).toBeLessThanOrEqual(10);
      expect(answer.headers.get('retry-after')).toBe(String(retryAfter));
    }
    // A refused newcomer sending the same registration again once the queue has room: registered.
    const [first] = busy;
    if (!first) throw new Error('no busy answer');
    await sleep(1000 * (first.answer.envelope.retryAfter ?? 0));
    const again: ApiAnswer = await app.post('member/regist', {
      account: first.account,
      password: 'newcomer-pw',
      inviter: ROOT_MEMBER.address,
    });
    expect(again.envelope).toMatchObject({ code: 200, msg: 'Registration Successful' });
  }, 60_000);
});

// Real scrypt (N=2^17, ~128 MiB a derivation): `REAL_SCRYPT_BURST=1 npx vitest run <this file>`.
describe.runIf(process.env.REAL_SCRYPT_BURST === '1')('with real scrypt', () => {
  const app = sharedTestApp({ passwords: createPasswordHasher() }, { reset: false });

  it('30 registrations at once all succeed', async () => {
    const answers = await registerAll(app, newcomers(30));
    expect(answers.filter(({ answer }) => answer.envelope.code !== 200)).toEqual([]);
    console.log(
      `30 registrations at once, real scrypt: the last answered after ${Math.round(slowest(answers))} ms`,
    );
  }, 120_000);
});
