/**
 * The owner's ways in hold across two server instances on one PostgreSQL: a device token or a wallet
 * challenge issued by one instance is good on the other, and a device's guessing budget is one
 * budget however the attempts are spread.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { mnemonicToAccount } from 'viem/accounts';
import { memberLogin } from '@/lib/api/endpoints/member-login';
import { memberLoginNonce } from '@/lib/api/endpoints/member-login-nonce';
import * as z from '@/lib/api/zod';
import { resetAndSeed } from '../seed';
import { ANVIL_MNEMONIC, DEMO_MEMBER } from '../seed-accounts';
import { serverInstances } from '../test-support/postgres-instances';
import { postApi, testClock, testPasswords } from '../test-support/test-app';

const clock = testClock();
const instances = serverInstances(2, () => ({
  clock,
  apiRateLimitScale: 0,
  loginProtection: { trustedProxies: ['127.0.0.1'], hashing: { concurrency: 2, maxQueued: 16 } },
}));

beforeEach(async () => {
  const [first] = instances;
  if (first) await resetAndSeed(first.db, testPasswords, clock.now());
});

const post = async (instance: number, path: string, body: object, client: string) =>
  (await postApi(instances[instance]?.url ?? '', path, body, { forwardedFor: client })).envelope;

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
