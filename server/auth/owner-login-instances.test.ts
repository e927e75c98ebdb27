/**
 * The owner's ways in hold across two server instances on one PostgreSQL: a device token or a wallet
 * challenge issued by one instance is good on the other, and a device's guessing budget is one
 * budget however the attempts are spread.
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mnemonicToAccount } from 'viem/accounts';
import { memberLogin } from '@/lib/api/endpoints/member-login';
import { memberLoginNonce } from '@/lib/api/endpoints/member-login-nonce';
import { envelopeSchema, type Envelope } from '@/lib/api/schemas/common';
import * as z from '@/lib/api/zod';
import { createServer } from '../app';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { createPostgresDb } from '../db/postgres-db';
import { resetAndSeed } from '../seed';
import { ANVIL_MNEMONIC, DEMO_MEMBER } from '../seed-accounts';
import { closeServer, listen, testClock, testPasswords } from '../test-support/test-app';
import { startTempPostgres, type TempPostgres } from '../test-support/temp-postgres';

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
    if (n === 0) await migrate(db);
    const server = await createServer({
      db,
      staticDir: '/nonexistent',
      chainRpcUrl: 'http://127.0.0.1:9',
      passwords: testPasswords,
      clock,
      validateResponses: true,
      apiRateLimitScale: 0,
      loginProtection: { trustedProxies: ['127.0.0.1'], hashing: { concurrency: 2, maxQueued: 16 } },
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

beforeEach(async () => {
  const [first] = dbs;
  if (first) await resetAndSeed(first, testPasswords, clock.now());
});

async function post(instance: number, path: string, body: object, client: string): Promise<Envelope> {
  const response = await fetch(`${urls[instance] ?? ''}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });
  return envelopeSchema(z).parse(await response.json());
}

const login = (instance: number, client: string, body: Record<string, string>) =>
  post(instance, 'member/login', { account: DEMO_MEMBER.address, ...body }, client);

describe('owner logins across two instances', () => {
  it('accept a device token and a wallet challenge from the other instance while a stranger keeps the account delayed', async () => {
    const first = await login(0, '198.51.100.7', { password: DEMO_MEMBER.password });
    const { deviceToken } = memberLogin.response(z).parse(first.result);
    if (!deviceToken) throw new Error('no device token');
    for (let i = 0; i < 6; i += 1) await login(i % 2, '203.0.113.5', { password: `guess-${i}-pw` });
    expect((await login(1, '192.0.2.1', { password: DEMO_MEMBER.password })).code).toBe(423);

    expect((await login(1, '198.51.100.7', { password: DEMO_MEMBER.password, deviceToken })).code).toBe(200);
    const challenge = memberLoginNonce
      .response(z)
      .parse((await post(0, 'member/loginNonce', { account: DEMO_MEMBER.address }, '192.0.2.1')).result);
    const signature = await mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 2 }).signMessage({
      message: challenge.message,
    });
    const signed = { password: DEMO_MEMBER.password, nonce: challenge.nonce, signature };
    expect((await login(1, '192.0.2.1', signed)).code).toBe(200);
    // Used on one instance, the challenge is used on both.
    expect((await login(0, '192.0.2.1', signed)).reason).toBe('walletLoginExpired');
  }, 30_000);

  it("check at most 5 of a device's wrong passwords between them", async () => {
    const first = await login(0, '198.51.100.7', { password: DEMO_MEMBER.password });
    const { deviceToken } = memberLogin.response(z).parse(first.result);
    if (!deviceToken) throw new Error('no device token');
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        login(i % 2, '198.51.100.7', { password: `wrong-pass-${i}`, deviceToken }),
      ),
    );
    expect(answers.filter((answer) => answer.code === 400)).toHaveLength(4);
    expect(answers.filter((answer) => answer.code === 423)).toHaveLength(12);
  }, 30_000);
});
