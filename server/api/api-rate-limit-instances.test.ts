/**
 * Two server instances on one PostgreSQL (as two processes behind a load balancer) share the rate
 * limits: a client gets its sign-in burst once, not once per instance, and so does an account.
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../app';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { createPostgresDb } from '../db/postgres-db';
import { resetAndSeed } from '../seed';
import { closeServer, listen, testClock, testPasswords } from '../test-support/test-app';
import { startTempPostgres, type TempPostgres } from '../test-support/temp-postgres';
import { LIMITED_ENDPOINTS } from './api-rate-limit';

// The clock stands still: no bucket refills during the test, so the counts are exact.
const clock = testClock();
let postgres: TempPostgres | null;
const dbs: Db[] = [];
const servers: Server[] = [];
const urls: string[] = [];

beforeAll(async () => {
  postgres = await startTempPostgres();
  if (!postgres) throw new Error('No PostgreSQL: install Debian postgresql or set TEST_DATABASE_URL');
  for (let n = 0; n < 2; n += 1) {
    const db = createPostgresDb(postgres.url);
    if (n === 0) {
      await migrate(db);
      await resetAndSeed(db, testPasswords, clock.now());
    }
    const server = await createServer({
      db,
      staticDir: '/nonexistent',
      chainRpcUrl: 'http://127.0.0.1:9',
      passwords: testPasswords,
      clock,
      validateResponses: true,
      apiRateLimitScale: 1,
      loginProtection: { trustedProxies: ['127.0.0.1'], hashing: { concurrency: 2, maxQueued: 64 } },
    });
    dbs.push(db);
    servers.push(server);
    urls.push(await listen(server));
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map(closeServer));
  for (const db of dbs) await db.close();
  await postgres?.stop();
}, 30_000);

async function login(instance: number, client: string, account: string): Promise<number> {
  const response = await fetch(`${urls[instance] ?? ''}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ account, password: 'wrong-password' }),
  });
  return ((await response.json()) as { code: number }).code;
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
