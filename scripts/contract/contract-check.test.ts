import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '@/server/seed-accounts';
import { closeServer, listen, startTestApp, type TestApp } from '@/server/test-support/test-app';
import { parseContractArgs } from './args';
import { formatReport, runContractCheck } from './run-contract-check';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const demo = { account: DEMO_MEMBER.address, password: DEMO_MEMBER.password };

describe('contract check against the reference server', () => {
  it('finds every read endpoint matching, and logs out only with --include-writes', async () => {
    const report = await runContractCheck({
      api: app.url,
      ...demo,
      hashrateId: 'HR-1001',
      includeWrites: true,
    });
    const text = formatReport(report);
    expect(report.ok, text).toBe(true);
    expect(report.results.map(({ verdict }) => verdict.status)).toEqual(report.results.map(() => 'matches'));
    expect(report.results.map(({ label }) => label)).toEqual([
      'member/login',
      'member/userInfo',
      'home/parameters',
      'home/notice',
      'home/ad',
      'home/columDetail aboutUs',
      'home/columDetail privacyPolicy',
      'product/searchDevice HR-1001',
      'product/order',
      'product/unclaimedTransfers',
      'asset/assetInfo',
      'asset/flowRecord income',
      'asset/flowRecord balance',
      'asset/flowRecord recharge',
      'asset/cashRecord',
      'financial/financialProduct',
      'financial/financialList',
      'financial/endFinancialList',
      'member/referenceInfo',
      'member/referenceList',
      'member/loginNonce',
      'member/logout',
    ]);
    expect(text).toContain('OK: the platform answers as the app expects.');
    expect(report.notes.join('\n')).toContain('The login answered a device token');
  });

  it('without a hashrate ID skips searchDevice and makes no write', async () => {
    const calls: string[] = [];
    const recording: typeof fetch = (input, init) => {
      calls.push(input instanceof Request ? input.url : input.toString());
      return fetch(input, init);
    };
    const report = await runContractCheck({ api: app.url, ...demo, fetch: recording });
    expect(report.ok).toBe(true);
    expect(report.results.find(({ label }) => label === 'product/searchDevice')?.verdict.status).toBe(
      'skipped',
    );
    expect(calls.some((url) => url.endsWith('/member/logout'))).toBe(false);
    expect(report.notes.join('\n')).toContain('--include-writes');
  });

  it('reports a failed login as a difference and calls no member endpoint', async () => {
    const report = await runContractCheck({
      api: app.url,
      account: demo.account,
      password: 'wrong-password',
    });
    expect(report.ok).toBe(false);
    const [login, ...rest] = report.results;
    expect(login?.verdict).toMatchObject({
      status: 'differs',
      differences: [
        { path: 'code', expected: '200', received: expect.stringMatching(/^4\d\d \(msg: /) as unknown },
      ],
    });
    const member = rest.filter(({ label }) => !label.startsWith('home/') && label !== 'member/loginNonce');
    expect(member.every(({ verdict }) => verdict.status === 'skipped')).toBe(true);
  });
});

describe('contract check against a divergent platform', () => {
  let fake: Server;
  let fakeUrl: string;

  /** Forwards to the reference server and then breaks some answers the way a platform might. */
  async function divergent(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = req.url ?? '/';
    const send = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (path === '/api/home/ad') {
      send(404, { code: 404, msg: 'Unknown API endpoint.', result: null });
      return;
    }
    if (path === '/api/financial/financialProduct') {
      res.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (req.headers.authorization) headers.authorization = req.headers.authorization;
    const upstream = await fetch(`${app.url}${path}`, {
      method: 'POST',
      headers,
      body: Buffer.concat(chunks),
    });
    const envelope = (await upstream.json()) as {
      code: number;
      msg: string;
      result: Record<string, unknown>;
    };
    const result = envelope.result;
    if (path === '/api/member/userInfo') result.balance = Number(result.balance);
    if (path === '/api/asset/assetInfo') delete result.todayOutput;
    if (path === '/api/home/parameters') result.chainId = String(result.chainId);
    if (path === '/api/asset/flowRecord') envelope.code = 'ok' as unknown as number;
    if (path === '/api/member/referenceInfo') result.sharerCount = -1;
    send(upstream.status, envelope);
  }

  beforeAll(async () => {
    fake = createServer((req, res) => {
      divergent(req, res).catch(() => res.destroy());
    });
    fakeUrl = await listen(fake);
  });
  afterAll(async () => {
    await closeServer(fake);
  });

  it('prints readable differences and fails', async () => {
    const report = await runContractCheck({ api: fakeUrl, ...demo, hashrateId: 'HR-1001' });
    const text = formatReport(report).replace(fakeUrl, 'http://127.0.0.1:<port>');
    console.log(text);
    expect(report.ok).toBe(false);
    const verdictOf = (label: string) => report.results.find((result) => result.label === label)?.verdict;
    expect(verdictOf('member/userInfo')).toEqual({
      status: 'differs',
      differences: [{ path: 'result.balance', expected: 'string', received: 'number 1250.5' }],
    });
    expect(verdictOf('asset/assetInfo')).toEqual({
      status: 'differs',
      differences: [{ path: 'result.todayOutput', expected: 'string', received: 'nothing (field missing)' }],
    });
    expect(verdictOf('home/parameters')).toMatchObject({
      status: 'differs',
      differences: [{ path: 'result.chainId', expected: expect.stringMatching(/^(int|number)$/) as unknown }],
    });
    expect(verdictOf('asset/flowRecord income')).toEqual({
      status: 'differs',
      differences: [{ path: 'code', expected: 'number', received: 'string "ok"' }],
    });
    expect(verdictOf('member/referenceInfo')).toMatchObject({
      status: 'differs',
      differences: [{ path: 'result.sharerCount', received: 'number -1' }],
    });
    expect(verdictOf('home/ad')).toEqual({ status: 'missing', reason: 'HTTP 404' });
    expect(verdictOf('financial/financialProduct')).toEqual({
      status: 'differs',
      differences: [{ path: '(HTTP status)', expected: '200', received: '502' }],
    });
    expect(verdictOf('member/referenceList')).toEqual({ status: 'matches' });
    // Without walletLogin (its parameters differ here) the challenge is not asked for.
    expect(verdictOf('member/loginNonce')).toEqual({
      status: 'skipped',
      reason: 'wallet login not advertised (home/parameters walletLogin)',
    });

    expect(text).toContain('result.balance: expected string, got number 1250.5');
    expect(text).toContain('FAILED');
  });
});

describe('contract check against a platform without the optional fields', () => {
  let plain: Server;
  let plainUrl: string;

  /** The reference server's answers without device tokens, holds and wallet login (an older platform). */
  async function withoutOptionalFields(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (req.headers.authorization) headers.authorization = req.headers.authorization;
    const upstream = await fetch(`${app.url}${req.url ?? '/'}`, {
      method: 'POST',
      headers,
      body: Buffer.concat(chunks),
    });
    const envelope = (await upstream.json()) as { result: unknown };
    if (envelope.result && typeof envelope.result === 'object' && !Array.isArray(envelope.result)) {
      const result = envelope.result as Record<string, unknown>;
      delete result.deviceToken;
      delete result.held;
      delete result.holdReason;
      delete result.walletLogin;
    }
    res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(JSON.stringify(envelope));
  }

  beforeAll(async () => {
    plain = createServer((req, res) => {
      withoutOptionalFields(req, res).catch(() => res.destroy());
    });
    plainUrl = await listen(plain);
  });
  afterAll(async () => {
    await closeServer(plain);
  });

  it('still matches, skips the wallet-login challenge and says logins get no device token', async () => {
    const report = await runContractCheck({ api: plainUrl, ...demo });
    expect(report.ok, formatReport(report)).toBe(true);
    expect(report.results.find(({ label }) => label === 'member/loginNonce')?.verdict).toEqual({
      status: 'skipped',
      reason: 'wallet login not advertised (home/parameters walletLogin)',
    });
    expect(report.notes.join('\n')).toContain('The login answered no device token');
  });
});

describe('command line', () => {
  it('needs --api, --account and --password (or CONTRACT_PASSWORD)', () => {
    expect(() => parseContractArgs(['--api', 'http://x'])).toThrow('Missing --account, --password');
    expect(
      parseContractArgs(['--api', 'http://127.0.0.1:3000/', '--account', '0xabc'], {
        CONTRACT_PASSWORD: 'pw',
      }),
    ).toEqual({
      api: 'http://127.0.0.1:3000',
      account: '0xabc',
      password: 'pw',
      hashrateId: undefined,
      includeWrites: false,
    });
    expect(() => parseContractArgs(['--api', 'ftp://x', '--account', 'a', '--password', 'p'])).toThrow(
      'http(s)',
    );
    expect(parseContractArgs(['--help'])).toBe('help');
  });
});
