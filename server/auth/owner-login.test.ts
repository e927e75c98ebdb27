/**
 * Login delays no stranger controls: a stranger's wrong passwords against an address delay only
 * logins that prove nothing; the owner gets in from a device that logged in before (its device token),
 * or from a new device by signing a fresh challenge with the account's wallet. Each proof has a
 * guessing budget of its own, and a bogus one is counted like no proof.
 */
import { describe, expect, it } from 'vitest';
import type { LocalAccount } from 'viem';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { memberLogin } from '@/lib/api/endpoints/member-login';
import { memberLoginNonce } from '@/lib/api/endpoints/member-login-nonce';
import type { Envelope } from '@/lib/api/schemas/common';
import * as z from '@/lib/api/zod';
import { ANVIL_MNEMONIC, DEMO_MEMBER, ROOT_MEMBER } from '../seed-accounts';
import { countRows } from '../test-support/count-rows';
import { sharedTestApp } from '../test-support/shared-test-app';

const OWNER_WALLET = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 2 });
const OTHER_WALLET = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 1 });
const STRANGER = '203.0.113.5';
const OWNER_PHONE = '198.51.100.7';
const OWNER_NEW_PHONE = '192.0.2.1';

const app = sharedTestApp({
  testMode: true,
  loginProtection: { trustedProxies: ['127.0.0.1'], client: { threshold: 8 } },
});

const post = async (path: string, body: object, client: string) =>
  (await app.post(path, body, { forwardedFor: client })).envelope;

const login = (client: string, body: { password: string; account?: string } & Record<string, string>) =>
  post('member/login', { account: DEMO_MEMBER.address, ...body }, client);

/** The device token a right login answers. */
function deviceTokenOf(answer: Envelope): string {
  expect(answer.code, answer.msg).toBe(200);
  const { deviceToken } = memberLogin.response(z).parse(answer.result);
  if (!deviceToken) throw new Error('no device token');
  return deviceToken;
}

/** A stranger's wrong passwords until the account's delay runs (the 5th starts it). */
async function strangerLocksTheAccount(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await login(STRANGER, { password: `guess-${i}-pw` });
  expect((await login(OWNER_NEW_PHONE, { password: DEMO_MEMBER.password })).code).toBe(423);
}

/** A wallet-login challenge for `account`, signed by `wallet`. */
async function signedChallenge(wallet: LocalAccount = OWNER_WALLET, account: string = DEMO_MEMBER.address) {
  const answer = await post('member/loginNonce', { account }, OWNER_NEW_PHONE);
  expect(answer.code, answer.msg).toBe(200);
  const challenge = memberLoginNonce.response(z).parse(answer.result);
  const signature = await wallet.signMessage({ message: challenge.message });
  // `proof` is what a signed login sends along with the password.
  return { ...challenge, signature, proof: { nonce: challenge.nonce, signature } };
}

describe('a device that logged in before', () => {
  it('gets in while a stranger keeps the account delayed, also from the stranger’s own address', async () => {
    const deviceToken = deviceTokenOf(await login(OWNER_PHONE, { password: DEMO_MEMBER.password }));
    await strangerLocksTheAccount();
    // A made-up device token proves nothing: counted and delayed with the stranger's attempts.
    expect((await login(STRANGER, { password: 'guess-x-pw', deviceToken: 'x'.repeat(43) })).code).toBe(423);

    const owner = await login(OWNER_PHONE, { password: DEMO_MEMBER.password, deviceToken });
    expect(owner).toMatchObject({ code: 200, msg: 'Login Successful' });
    expect(memberLogin.response(z).parse(owner.result).deviceToken).toBe(deviceToken);
    // The stranger's address is delayed too (8 failures here); the known device is not.
    for (let i = 0; i < 3; i += 1)
      await login(STRANGER, { account: ROOT_MEMBER.address, password: 'guess-pw' });
    expect(
      (await login(STRANGER, { account: ROOT_MEMBER.address, password: ROOT_MEMBER.password })).code,
    ).toBe(423);
    expect((await login(STRANGER, { password: DEMO_MEMBER.password, deviceToken })).code).toBe(200);
    // The stranger's delay still runs for logins that prove nothing.
    expect((await login(OWNER_NEW_PHONE, { password: DEMO_MEMBER.password })).code).toBe(423);
  });

  it('is limited by its own failures only, and its token is good for its own account only', async () => {
    const deviceToken = deviceTokenOf(await login(OWNER_PHONE, { password: DEMO_MEMBER.password }));
    for (let i = 0; i < 4; i += 1)
      expect((await login(OWNER_PHONE, { password: `typo-${i}-pw`, deviceToken })).code).toBe(400);
    expect(await login(OWNER_PHONE, { password: 'typo-5-pw', deviceToken })).toMatchObject({
      code: 423,
      msg: 'Too many failed login attempts. Please try again in 30 seconds.',
    });
    expect((await login(OWNER_PHONE, { password: DEMO_MEMBER.password, deviceToken })).code).toBe(423);
    // The account's own budget was not touched: a login without the token goes through.
    expect((await login(OWNER_NEW_PHONE, { password: DEMO_MEMBER.password })).code).toBe(200);
    // On another account the token is no proof: that login gets a device token of its own.
    const root = await login(OWNER_PHONE, {
      account: ROOT_MEMBER.address,
      password: ROOT_MEMBER.password,
      deviceToken,
    });
    expect(deviceTokenOf(root)).not.toBe(deviceToken);
  });

  it('bounds guessing: 16 parallel wrong passwords with made-up device tokens check at most 5', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        login(`198.18.0.${i + 1}`, {
          password: `wrong-pass-${i}`,
          deviceToken: String(i).padStart(43, 'a'),
        }),
      ),
    );
    // On a loaded machine the hashing queue may turn some away as busy (also code 400): those checked
    // no password and took their counts back. Every other answer is a checked wrong password or the
    // delay, and at most 4 wrong passwords are answered before the 5th starts the delay.
    const reasons = answers.map((answer) => answer.reason);
    const busy = reasons.filter((reason) => reason === 'serverBusy').length;
    const wrong = reasons.filter((reason) => reason === 'loginFailed').length;
    const locked = answers.filter((answer) => answer.code === 423).length;
    expect(busy + wrong + locked).toBe(16);
    expect(wrong).toBeLessThanOrEqual(4);
    if (busy === 0) {
      expect(wrong).toBe(4);
      expect(locked).toBe(12);
    }
  });

  it('is trusted no more after a password change from another session; the changing one stays', async () => {
    const phone = deviceTokenOf(await login(OWNER_PHONE, { password: DEMO_MEMBER.password }));
    const laptopLogin = await login(OWNER_NEW_PHONE, { password: DEMO_MEMBER.password });
    const laptop = deviceTokenOf(laptopLogin);
    const { token } = memberLogin.response(z).parse(laptopLogin.result);
    const change = await fetch(`${app.url}/api/member/changePassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ oldPassword: DEMO_MEMBER.password, newPassword: 'brand-new-pass' }),
    });
    expect(((await change.json()) as { code: number }).code).toBe(200);
    for (let i = 0; i < 5; i += 1) await login(STRANGER, { password: `guess-${i}-pw` });
    expect((await login(OWNER_PHONE, { password: 'brand-new-pass', deviceToken: phone })).code).toBe(423);
    expect((await login(OWNER_NEW_PHONE, { password: 'brand-new-pass', deviceToken: laptop })).code).toBe(
      200,
    );
  });

  it('stays trusted after logout: the session ends, the device is still the owner’s', async () => {
    const first = await login(OWNER_PHONE, { password: DEMO_MEMBER.password });
    const deviceToken = deviceTokenOf(first);
    const { token } = memberLogin.response(z).parse(first.result);
    expect((await app.post('member/logout', {}, { token })).envelope.code).toBe(200);
    expect((await app.post('member/userInfo', {}, { token })).envelope.code).toBe(401);
    await strangerLocksTheAccount();
    expect((await login(OWNER_PHONE, { password: DEMO_MEMBER.password, deviceToken })).code).toBe(200);
  });

  it('registration makes the registering app a known device', async () => {
    const newcomer = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 5 }).address;
    const registered = await post(
      'member/regist',
      { account: newcomer, password: 'newcomer-pw', inviter: ROOT_MEMBER.address },
      OWNER_PHONE,
    );
    const deviceToken = deviceTokenOf(registered);
    for (let i = 0; i < 5; i += 1) await login(STRANGER, { account: newcomer, password: `guess-${i}-pw` });
    expect((await login(OWNER_PHONE, { account: newcomer, password: 'newcomer-pw', deviceToken })).code).toBe(
      200,
    );
  });
});

describe('wallet login', () => {
  it('lets the owner in from a new device while a stranger keeps the account delayed', async () => {
    const params = await post('home/parameters', {}, OWNER_NEW_PHONE);
    expect(params.result).toMatchObject({ walletLogin: true });
    await strangerLocksTheAccount();
    const challenge = await signedChallenge();
    expect(challenge.message).toContain('Log in to BTCW');
    expect(challenge.message).toContain(`Wallet: ${DEMO_MEMBER.address}`);
    expect(challenge.message).toContain(`Nonce: ${challenge.nonce}`);
    expect(new Date(challenge.expiresAt).getTime() - app.clock.now().getTime()).toBe(5 * 60_000);

    const owner = await login(OWNER_NEW_PHONE, {
      password: DEMO_MEMBER.password,
      ...challenge.proof,
    });
    const deviceToken = deviceTokenOf(owner);
    // A challenge is used once.
    expect(
      await login(OWNER_NEW_PHONE, {
        password: DEMO_MEMBER.password,
        ...challenge.proof,
      }),
    ).toMatchObject({ code: 400, reason: 'walletLoginExpired' });
    // From now on this device is known.
    expect((await login(OWNER_NEW_PHONE, { password: DEMO_MEMBER.password, deviceToken })).code).toBe(200);
  });

  it('refuses another wallet’s signature, another account’s challenge and an expired one, unchecked', async () => {
    await strangerLocksTheAccount();
    const forged = await signedChallenge(OTHER_WALLET);
    expect(await login(STRANGER, { password: 'guess-pw', ...forged.proof })).toMatchObject({
      code: 400,
      reason: 'walletSignatureInvalid',
      msg: 'The wallet signature does not match this wallet address.',
    });
    // The stranger's own wallet signs a challenge for their own address: no use for the owner's.
    const theirs = await signedChallenge(OTHER_WALLET, ROOT_MEMBER.address);
    expect(await login(STRANGER, { password: 'guess-pw', ...theirs.proof })).toMatchObject({
      code: 400,
      reason: 'walletLoginExpired',
    });
    const late = await signedChallenge();
    app.clock.advance(5 * 60_000 + 1_000);
    expect(
      await login(OWNER_NEW_PHONE, {
        password: DEMO_MEMBER.password,
        ...late.proof,
      }),
    ).toMatchObject({ code: 400, reason: 'walletLoginExpired' });
    expect(await login(OWNER_NEW_PHONE, { password: DEMO_MEMBER.password, nonce: late.nonce })).toMatchObject(
      { code: 400 },
    );
  });

  it('stores nothing for a flood of challenges, which cannot crowd out the owner’s', async () => {
    const owners = await signedChallenge();
    // 40 clients ask for 30 challenges each for the owner's account (the audit held 1,230 this way).
    await Promise.all(
      Array.from({ length: 40 }, async (_, client) => {
        for (let i = 0; i < 30; i += 1)
          expect(
            (await post('member/loginNonce', { account: DEMO_MEMBER.address }, `198.18.0.${client}`)).code,
          ).toBe(200);
      }),
    );
    const stored = () => countRows(app.db, 'login_nonces');
    expect(await stored()).toBe(0);
    // The owner's challenge, asked before the flood, still lets them in; used, it is kept to be used once.
    const owner = await login(OWNER_NEW_PHONE, {
      password: DEMO_MEMBER.password,
      ...owners.proof,
    });
    expect(owner.code, owner.msg).toBe(200);
    expect(await stored()).toBe(1);
    // A stranger's own wallet signing for an address that is no member's stores nothing either.
    const newWallet = privateKeyToAccount(generatePrivateKey());
    const strangers = await signedChallenge(newWallet, newWallet.address);
    const refused = await login(STRANGER, {
      account: newWallet.address,
      password: 'guess-pw',
      ...strangers.proof,
    });
    expect(refused.code).toBe(400);
    expect(await stored()).toBe(1);
  }, 60_000);

  it('has a guessing budget of its own and stays limited per client', async () => {
    for (let i = 0; i < 4; i += 1) {
      const challenge = await signedChallenge();
      const answer = await login(OWNER_NEW_PHONE, {
        password: `typo-${i}-pw`,
        ...challenge.proof,
      });
      expect(answer.code).toBe(400);
    }
    const fifth = await signedChallenge();
    expect(
      (
        await login(OWNER_NEW_PHONE, {
          password: 'typo-5-pw',
          ...fifth.proof,
        })
      ).code,
    ).toBe(423);
    // The account's budget for logins without proof is untouched.
    expect((await login(OWNER_PHONE, { password: DEMO_MEMBER.password })).code).toBe(200);

    // A client in its own delay (8 failures from the address, each against another address) is
    // refused even when signed: here root's wallet signs root's login.
    for (let i = 0; i < 8; i += 1)
      await login(STRANGER, {
        account: `0x${(0xabc000 + i).toString(16).padStart(40, '0')}`,
        password: 'guess-pw',
      });
    const signed = await signedChallenge(OTHER_WALLET, ROOT_MEMBER.address);
    const refused = await login(STRANGER, {
      account: ROOT_MEMBER.address,
      password: ROOT_MEMBER.password,
      ...signed.proof,
    });
    expect(refused.code).toBe(423);
  });
});
