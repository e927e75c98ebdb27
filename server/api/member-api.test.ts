import { describe, expect, it } from 'vitest';
import { defineEndpoint } from '@/lib/api/define-endpoint';
import { homeParameters } from '@/lib/api/endpoints/home-parameters';
import { memberLogin } from '@/lib/api/endpoints/member-login';
import { memberRegist } from '@/lib/api/endpoints/member-regist';
import { memberUserInfo } from '@/lib/api/endpoints/member-user-info';
import { emptyRequestSchema } from '@/lib/api/schemas/common';
import { createServer } from '../app';
import { revokeAllSessions } from '../auth/sessions';
import { DEMO_MEMBER, ROOT_MEMBER, TREASURY_ADDRESS, UNREGISTERED_ACCOUNTS } from '../seed-accounts';
import { memberToken, refusal, sharedTestApp } from '../test-support/shared-test-app';
import { closeServer, listen, testPasswords } from '../test-support/test-app';
import { publicRoute } from './api-route';
import * as z from '@/lib/api/zod';

const [NEWCOMER = '', STRANGER = '', OTHER = ''] = UNREGISTERED_ACCOUNTS;
const NEW_PASSWORD = 'new-password';

const app = sharedTestApp({ testMode: true });

async function register(account: string, password = NEW_PASSWORD, inviter: string = ROOT_MEMBER.address) {
  return app.post('member/regist', { account, password, inviter });
}

async function login(account: string, password: string) {
  return app.post('member/login', { account, password });
}

const tokenOf = (account: string, password: string) => memberToken(app, account, password);

describe('home/parameters', () => {
  it('answers without a token and matches the contract', async () => {
    const { status, headers, envelope } = await app.post('home/parameters');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(envelope.code).toBe(200);
    expect(homeParameters.response(z).parse(envelope.result)).toEqual({
      chainId: 21000,
      chainName: 'BTCW',
      symbol: 'BTCW',
      decimals: 18,
      treasuryAddress: TREASURY_ADDRESS,
      minRecharge: '10',
      minWithdrawal: '10',
      maxWithdrawal: '100000',
      withdrawalFeeRate: '0.01',
      confirmations: 1,
      appVersion: '1.0.0',
      walletLogin: true,
    });
  });

  it('reflects operator settings', async () => {
    await app.db.query(
      `INSERT INTO settings (key, value, updated_at) VALUES ('min_recharge', '25.50', now())`,
    );
    const { envelope } = await app.post('home/parameters');
    expect(homeParameters.response(z).parse(envelope.result).minRecharge).toBe('25.5');
  });
});

describe('register → userInfo → logout → login', () => {
  it('works end to end', async () => {
    const registered = await register(NEWCOMER.toLowerCase());
    expect(registered.envelope).toMatchObject({ code: 200, msg: 'Registration Successful' });
    const token = memberRegist.response(z).parse(registered.envelope.result).token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const info = await app.post('member/userInfo', {}, { token });
    expect(info.envelope.code).toBe(200);
    expect(memberUserInfo.response(z).parse(info.envelope.result)).toEqual({
      id: expect.any(Number) as number,
      account: NEWCOMER,
      inviter: ROOT_MEMBER.address,
      canBindInviter: false,
      balance: '0',
      registeredAt: app.clock.now().toISOString(),
      held: false,
    });

    const logout = await app.post('member/logout', {}, { token });
    expect(logout.envelope).toMatchObject({ code: 200, msg: 'Logout Successful', result: null });
    const after = await app.post('member/userInfo', {}, { token });
    expect(after.envelope).toMatchObject({ code: 401, result: null });
    expect(after.envelope.msg).toBe('Your login has expired. Please log in again.');

    const loggedIn = await login(NEWCOMER, NEW_PASSWORD);
    expect(loggedIn.envelope).toMatchObject({ code: 200, msg: 'Login Successful' });
    const again = await app.post('member/userInfo', undefined, {
      token: memberLogin.response(z).parse(loggedIn.envelope.result).token,
    });
    expect(again.envelope.code).toBe(200);
  });

  it('shows the seeded demo member with its ledger balance', async () => {
    const token = await tokenOf(DEMO_MEMBER.address, DEMO_MEMBER.password);
    const { envelope } = await app.post('member/userInfo', {}, { token });
    expect(memberUserInfo.response(z).parse(envelope.result)).toMatchObject({
      id: 2,
      account: DEMO_MEMBER.address,
      inviter: ROOT_MEMBER.address,
      balance: '1250.5',
    });
    const root = await app.post(
      'member/userInfo',
      {},
      { token: await tokenOf(ROOT_MEMBER.address, ROOT_MEMBER.password) },
    );
    expect(memberUserInfo.response(z).parse(root.envelope.result).inviter).toBeNull();
  });

  it('accepts passwords of exactly 6 and 64 characters and a member as inviter', async () => {
    expect((await register(NEWCOMER, '123456', DEMO_MEMBER.address)).envelope.code).toBe(200);
    expect((await register(STRANGER, 'x'.repeat(64), NEWCOMER)).envelope.code).toBe(200);
    expect((await login(STRANGER, 'x'.repeat(64))).envelope.code).toBe(200);
  });

  it('counts characters as a person sees them: six emoji register and log in, 65 are too long', async () => {
    const six = '\u{1F511}'.repeat(6);
    expect((await register(NEWCOMER, six, DEMO_MEMBER.address)).envelope.code).toBe(200);
    expect((await login(NEWCOMER, six)).envelope.code).toBe(200);
    const tooLong = await login(NEWCOMER, '\u{1F511}'.repeat(65));
    expect(tooLong.envelope).toMatchObject({ code: 400, msg: 'The password must be at most 64 characters.' });
  });

  it('registers a wallet once when two requests race', async () => {
    const answers = await Promise.all([register(OTHER), register(OTHER.toLowerCase())]);
    expect(answers.map((a) => a.envelope.code).sort()).toEqual([200, 400]);
  });
});

describe('register refusals', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['unknown inviter', { inviter: STRANGER }, 'The inviter is not a registered member.'],
    [
      'self as inviter',
      { inviter: NEWCOMER.toLowerCase() },
      'You cannot use your own wallet address as the inviter.',
    ],
    [
      'already registered (other case)',
      { account: `0x${DEMO_MEMBER.address.slice(2).toUpperCase()}` },
      'This wallet is already registered. Please log in.',
    ],
    ['bad account address', { account: '0x1234' }, 'Invalid wallet address.'],
    ['bad inviter address', { inviter: 'root' }, "Invalid inviter's wallet address."],
    ['no account', { account: '' }, 'Please connect your wallet'],
    ['no inviter', { inviter: undefined }, "Please enter the inviter's wallet address"],
    ['no password', { password: '' }, 'Please enter your login password'],
    ['short password', { password: '12345' }, 'The password must be at least 6 characters.'],
    ['long password', { password: 'x'.repeat(65) }, 'The password must be at most 64 characters.'],
    ['spaces-only password', { password: '        ' }, 'The password cannot consist of spaces only.'],
  ];

  it.each(cases)('%s', async (_name, change, message) => {
    const body = { account: NEWCOMER, password: NEW_PASSWORD, inviter: ROOT_MEMBER.address, ...change };
    const { status, envelope } = await app.post('member/regist', body);
    expect(status).toBe(200);
    expect(envelope).toMatchObject({ code: 400, msg: message, result: null });
    expect(envelope.reason).toEqual(expect.any(String));
  });

  it('gives each refusal its own message', () => {
    expect(new Set(cases.map(([, , message]) => message)).size).toBe(cases.length);
  });

  it('counts a password of three emoji (six UTF-16 units) as three characters', async () => {
    const body = { account: NEWCOMER, password: '\u{1F511}'.repeat(3), inviter: ROOT_MEMBER.address };
    const { envelope } = await app.post('member/regist', body);
    expect(envelope).toEqual(refusal(400, 'passwordTooShort', 'The password must be at least 6 characters.'));
  });

  it('translates refusals', async () => {
    const body = { account: NEWCOMER, password: '123', inviter: ROOT_MEMBER.address };
    expect((await app.post('member/regist', body, { language: 'zh-Hant' })).envelope.msg).toBe(
      '密碼至少需要 6 個字元。',
    );
    expect((await app.post('member/regist', body, { language: 'vi-VN,vi;q=0.9' })).envelope.msg).toBe(
      'Mật khẩu phải có ít nhất 6 ký tự.',
    );
  });
});

describe('login', () => {
  it('tells a wallet without an account so (registering would), and a wrong password apart', async () => {
    const unknown = await login(STRANGER, 'whatever-1');
    const wrong = await login(DEMO_MEMBER.address, 'whatever-1');
    expect(unknown.envelope).toEqual(
      refusal(400, 'accountNotRegistered', 'This wallet has no account yet. Register to create one.'),
    );
    expect(wrong.envelope).toEqual(refusal(400, 'loginFailed', 'Incorrect wallet address or password.'));
  });

  it('matches the account case-insensitively', async () => {
    expect((await login(DEMO_MEMBER.address.toLowerCase(), DEMO_MEMBER.password)).envelope.code).toBe(200);
  });

  it('locks after 5 failures with a doubling back-off, and success resets the count', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login(DEMO_MEMBER.address, 'wrong-pass')).envelope.code).toBe(400);
    }
    const fifth = await login(DEMO_MEMBER.address, 'wrong-pass');
    expect(fifth.envelope).toEqual({
      code: 423,
      msg: 'Too many failed login attempts. Please try again in 30 seconds.',
      reason: 'accountLocked',
      result: null,
      // The same wait, for the form's countdown.
      retryAfter: 30,
    });
    const rightButLocked = await login(DEMO_MEMBER.address, DEMO_MEMBER.password);
    expect(rightButLocked.envelope.code).toBe(423);

    app.clock.advance(30_000);
    const sixth = await login(DEMO_MEMBER.address, 'wrong-pass');
    expect(sixth.envelope.msg).toBe('Too many failed login attempts. Please try again in 60 seconds.');
    app.clock.advance(20_000);
    const zh = await app.post(
      'member/login',
      { account: DEMO_MEMBER.address, password: 'x' },
      { language: 'zh-TW' },
    );
    expect(zh.envelope).toMatchObject({ code: 423, msg: '登入失敗次數過多，請於 40 秒後再試。' });

    app.clock.advance(40_000);
    expect((await login(DEMO_MEMBER.address, DEMO_MEMBER.password)).envelope.code).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login(DEMO_MEMBER.address, 'wrong-pass')).envelope.code).toBe(400);
    }
  });

  it('does not lock other accounts', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) await login(DEMO_MEMBER.address, 'wrong-pass');
    expect((await login(ROOT_MEMBER.address, ROOT_MEMBER.password)).envelope.code).toBe(200);
  });

  it('rehashes a password stored with other scrypt parameters', async () => {
    await app.db.query('UPDATE members SET password_hash = $1 WHERE id = 2', [
      '$scrypt$ln=9,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ]);
    expect((await login(DEMO_MEMBER.address, DEMO_MEMBER.password)).envelope.code).toBe(400);
    const { createPasswordHasher } = await import('../auth/password-hash');
    const old = await createPasswordHasher({ logN: 9, r: 8, p: 1 }).hash(DEMO_MEMBER.password);
    await app.db.query('UPDATE members SET password_hash = $1 WHERE id = 2', [old]);
    expect((await login(DEMO_MEMBER.address, DEMO_MEMBER.password)).envelope.code).toBe(200);
    const [row] = await app.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM members WHERE id = 2',
    );
    expect(row?.password_hash).toMatch(/^\$scrypt\$ln=10,/);
    expect(await testPasswords.verify(DEMO_MEMBER.password, row?.password_hash ?? '')).toBe(true);
  });
});

describe('sessions', () => {
  it('refuses a missing token', async () => {
    const { envelope } = await app.post('member/userInfo');
    expect(envelope).toMatchObject({ code: 401, msg: 'Please log in first.', result: null });
  });

  it('refuses a malformed or unknown token', async () => {
    for (const authorization of ['Bearer nope', `Bearer ${'A'.repeat(43)}`]) {
      const { envelope } = await app.post('member/userInfo', {}, { authorization });
      expect(envelope).toMatchObject({ code: 401, msg: 'Your login has expired. Please log in again.' });
    }
  });

  it('accepts a raw token without "Bearer"', async () => {
    const token = await tokenOf(DEMO_MEMBER.address, DEMO_MEMBER.password);
    expect((await app.post('member/userInfo', {}, { authorization: token })).envelope.code).toBe(200);
  });

  it('logs out only the current token; revokeAllSessions ends the rest', async () => {
    const first = await tokenOf(DEMO_MEMBER.address, DEMO_MEMBER.password);
    const second = await tokenOf(DEMO_MEMBER.address, DEMO_MEMBER.password);
    const third = await tokenOf(DEMO_MEMBER.address, DEMO_MEMBER.password);
    await app.post('member/logout', {}, { token: first });
    expect((await app.post('member/userInfo', {}, { token: first })).envelope.code).toBe(401);
    expect((await app.post('member/logout', {}, { token: first })).envelope.code).toBe(401);
    expect((await app.post('member/userInfo', {}, { token: second })).envelope.code).toBe(200);
    expect(await revokeAllSessions(app.db, 2, app.clock.now())).toBe(2);
    expect((await app.post('member/userInfo', {}, { token: second })).envelope.code).toBe(401);
    expect((await app.post('member/userInfo', {}, { token: third })).envelope.code).toBe(401);
  });

  it('expires sessions after 30 days', async () => {
    const token = await tokenOf(DEMO_MEMBER.address, DEMO_MEMBER.password);
    app.clock.advance(30 * 24 * 3600_000 - 1000);
    expect((await app.post('member/userInfo', {}, { token })).envelope.code).toBe(200);
    app.clock.advance(2000);
    expect((await app.post('member/userInfo', {}, { token })).envelope.code).toBe(401);
  });

  it('stores only token hashes', async () => {
    const token = await tokenOf(DEMO_MEMBER.address, DEMO_MEMBER.password);
    const rows = await app.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('envelope and transport', () => {
  it('translates by Accept-Language', async () => {
    const body = { account: DEMO_MEMBER.address, password: 'whatever-1' };
    const cases: [string, string, string][] = [
      ['zh-Hant', 'zh-Hant', '錢包地址或密碼錯誤。'],
      ['zh-CN,zh;q=0.9', 'zh-Hant', '錢包地址或密碼錯誤。'],
      ['vi', 'vi', 'Địa chỉ ví hoặc mật khẩu không đúng.'],
      ['de-DE', 'en', 'Incorrect wallet address or password.'],
    ];
    for (const [language, locale, msg] of cases) {
      const { headers, envelope } = await app.post('member/login', body, { language });
      expect(envelope.msg).toBe(msg);
      expect(headers.get('content-language')).toBe(locale);
    }
    const ok = await app.post('home/parameters', {}, { language: 'vi' });
    expect(ok.envelope.msg).toBe('Thành công');
  });

  it('answers an unknown endpoint with HTTP 404', async () => {
    const { status, envelope, headers } = await app.post('member/nothing');
    expect(status).toBe(404);
    expect(envelope).toMatchObject({ code: 404, msg: 'Unknown API endpoint.', result: null });
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('allows only POST', async () => {
    const response = await fetch(`${app.url}/api/home/parameters`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toMatchObject({ code: 405 });
  });

  it('refuses broken JSON, unexpected fields and oversized bodies', async () => {
    const post = (body: string) =>
      fetch(`${app.url}/api/member/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    expect(await (await post('{"account":')).json()).toEqual(
      refusal(400, 'invalidJson', 'The request body is not valid JSON.'),
    );
    const tooBig = await post(JSON.stringify({ account: 'x', password: 'y'.repeat(70 * 1024) }));
    expect(tooBig.status).toBe(200);
    expect(await tooBig.json()).toMatchObject({ code: 413, msg: 'The request is too large.', result: null });
    const extra = await app.post('home/parameters', { surprise: 1 });
    expect(extra.envelope).toMatchObject({ code: 400, msg: 'Invalid request.', result: null });
  });

  it('reads the body as JSON whatever its Content-Type, and answers every refusal as an envelope', async () => {
    const post = (path: string, body: BodyInit, headers: Record<string, string>, method = 'POST') =>
      fetch(`${app.url}/api/${path}`, { method, headers, body });
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded'])
      expect(
        await (await post('home/parameters', '{}', { 'content-type': contentType })).json(),
      ).toMatchObject({
        code: 200,
      });
    // A Blob without a type: fetch sends no Content-Type at all.
    const untyped = await post('home/parameters', new Blob(['{}']), {});
    expect(await untyped.json()).toMatchObject({ code: 200 });
    const notAType = await post('home/parameters', '{}', { 'content-type': 'json' });
    expect(notAType.status).toBe(200);
    expect(await notAType.json()).toEqual(refusal(400, 'invalidJson', 'The request body is not valid JSON.'));
    // The path and the method are refused before the body is looked at.
    const unknown = await post('member/nothing', '{"account":', { 'content-type': 'application/json' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 404 });
    const put = await post('home/parameters', '{', { 'content-type': 'application/json' }, 'PUT');
    expect(put.status).toBe(405);
    expect(await put.json()).toMatchObject({ code: 405 });
  });

  it('hides internal errors', async () => {
    const boom = defineEndpoint({
      path: 'test/boom',
      request: emptyRequestSchema,
      response: (z) => z.null(),
      auth: false,
      singlePost: false,
    });
    const server = await createServer({
      db: app.db,
      staticDir: '/nonexistent',
      chainRpcUrl: 'http://127.0.0.1:9',
      routes: [publicRoute(boom, () => Promise.reject(new Error('secret table name')))],
    });
    const url = await listen(server);
    const originalError = console.error;
    console.error = () => undefined;
    try {
      const response = await fetch(`${url}/api/test/boom`, { method: 'POST', body: '{}' });
      const text = await response.text();
      expect(JSON.parse(text)).toEqual(
        refusal(500, 'internalError', 'Something went wrong. Please try again later.'),
      );
      expect(text).not.toContain('secret');
    } finally {
      console.error = originalError;
      await closeServer(server);
    }
  });
});

describe('test mode reset', () => {
  it('wipes and reseeds', async () => {
    expect((await register(NEWCOMER)).envelope.code).toBe(200);
    const response = await fetch(`${app.url}/__test__/reset`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await login(NEWCOMER, NEW_PASSWORD)).envelope.code).toBe(400);
    const demo = await app.post(
      'member/userInfo',
      {},
      { token: await tokenOf(DEMO_MEMBER.address, DEMO_MEMBER.password) },
    );
    expect(memberUserInfo.response(z).parse(demo.envelope.result)).toMatchObject({
      id: 2,
      balance: '1250.5',
    });
  });
});
