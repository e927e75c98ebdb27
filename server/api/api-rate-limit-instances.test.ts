/**
 * Two server instances on one PostgreSQL (as two processes behind a load balancer) share the rate
 * limits: a client gets its sign-in burst once, not once per instance, and so does an account.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { resetAndSeed } from '../seed';
import { serverInstances } from '../test-support/postgres-instances';
import { postApi, testClock, testPasswords } from '../test-support/test-app';
import { LIMITED_ENDPOINTS } from './api-rate-limit';

// The clock stands still: no bucket refills during the test, so the counts are exact.
const clock = testClock();
const instances = serverInstances(2, () => ({
  clock,
  apiRateLimitScale: 1,
  loginProtection: { trustedProxies: ['127.0.0.1'], hashing: { concurrency: 2, maxQueued: 64 } },
}));

beforeAll(async () => {
  const [first] = instances;
  if (first) await resetAndSeed(first.db, testPasswords, clock.now());
});

async function login(instance: number, client: string, account: string): Promise<number> {
  const body = { account, password: 'wrong-password' };
  return (await postApi(instances[instance]?.url ?? '', 'member/login', body, { forwardedFor: client }))
    .envelope.code;
}

const signIn = LIMITED_ENDPOINTS['member/login'];

describe('rate limits across two instances', () => {
  it("spend one client's sign-in burst once between them", async () => {
    const burst = signIn?.perClient.burst ?? 0;
    const codes: number[] = [];
    // Each attempt names another unknown account, so only the client's bucket is in play.
    for (let n = 0; n < burst * 2 + 10; n += 1)
      codes.push(await login(n % 2, '203.0.113.40', `0x${n.toString(16).padStart(40, 'c')}`));
    expect(codes.filter((code) => code !== 429)).toHaveLength(burst);
    expect(codes.slice(burst)).toEqual(codes.slice(burst).map(() => 429));
  }, 60_000);

  it("spend one account's burst once between them, whatever the clients", async () => {
    const burst = signIn?.perAccount?.burst ?? 0;
    const codes: number[] = [];
    for (let n = 0; n < burst * 2 + 4; n += 1)
      codes.push(await login(n % 2, `198.51.100.${n + 1}`, `0x${'d'.repeat(40)}`));
    expect(codes.filter((code) => code !== 429)).toHaveLength(burst);
  }, 60_000);
});
