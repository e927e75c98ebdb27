import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_MAP_FILE } from '@/lib/security/csp';
import { createServer } from '../app';
import { closeServer, listen, unusedDb } from '../test-support/test-app';
import { HSTS, SECURITY_HEADERS } from './security-headers';

const HOME_POLICY = "default-src 'self'; script-src 'self' 'sha256-home'; frame-ancestors 'none'";
const INDEX_POLICY = "default-src 'self'; script-src 'self' 'sha256-index'; frame-ancestors 'none'";
const NOT_FOUND_POLICY = "default-src 'self'; script-src 'self' 'sha256-404'; frame-ancestors 'none'";
const FILES: Record<string, string> = {
  'index.html': '<html><head></head><body>entry</body></html>',
  '404.html': '<html><head></head><body>not found</body></html>',
  'pages/home/index.html': '<html><head></head><body>home</body></html>',
  'pages/user/index.html': '<html><head></head><body>user (not in the map)</body></html>',
  'icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  [CSP_MAP_FILE]: JSON.stringify({
    '/index.html': INDEX_POLICY,
    '/pages/home/index.html': HOME_POLICY,
    '/404.html': NOT_FOUND_POLICY,
  }),
};

let root: string;
let url: string;
let proxied: string;
const servers: Server[] = [];

async function start(trustedProxies: string[]): Promise<string> {
  const server = await createServer({
    db: unusedDb,
    staticDir: root,
    chainRpcUrl: 'http://127.0.0.1:9',
    loginProtection: { trustedProxies },
  });
  servers.push(server);
  return listen(server);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'btcw-headers-'));
  for (const [path, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  url = await start([]);
  proxied = await start(['127.0.0.1', '::1']);
});
afterAll(async () => {
  await Promise.all(servers.map(closeServer));
  rmSync(root, { recursive: true, force: true });
});

function send(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, path, method: init.method ?? 'GET', headers: init.headers },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

function expectCommonHeaders(headers: IncomingHttpHeaders): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(headers[name.toLowerCase()]).toBe(value);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(
    /camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\)/,
  );
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  it.each([
    ['/', INDEX_POLICY],
    ['/pages/home/index', HOME_POLICY],
    ['/pages/home/index.html', HOME_POLICY],
    ['/pages/nope', NOT_FOUND_POLICY],
  ])('%s gets its page policy from the build map and the common headers', async (path, policy) => {
    const { headers } = await send(url, path);
    expectCommonHeaders(headers);
    expect(headers['content-security-policy']).toBe(policy);
  });

  it('sends no policy for a page missing from the map or a non-HTML file', async () => {
    for (const path of ['/pages/user/index', '/icon.svg']) {
      const { status, headers } = await send(url, path);
      expect(status).toBe(200);
      expectCommonHeaders(headers);
      expect(headers['content-security-policy']).toBeUndefined();
    }
  });

  it('puts the common headers on /api and /rpc answers', async () => {
    const api = await send(url, '/api/no/such/route', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    const rpc = await send(url, '/rpc', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
    });
    for (const { headers } of [api, rpc]) {
      expectCommonHeaders(headers);
      expect(headers['content-security-policy']).toBeUndefined();
    }
  });

  it('sends HSTS only when a trusted proxy says the request came over https', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    expect((await send(url, '/', { headers: https })).headers['strict-transport-security']).toBeUndefined();
    expect((await send(proxied, '/')).headers['strict-transport-security']).toBeUndefined();
    expect(
      (await send(proxied, '/', { headers: { 'X-Forwarded-Proto': 'http' } })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
    for (const path of ['/', '/api/no/such/route', '/rpc'])
      expect((await send(proxied, path, { headers: https })).headers['strict-transport-security']).toBe(HSTS);
  });
});
