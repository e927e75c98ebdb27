import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../app';
import { closeServer, listen, unusedDb } from '../test-support/test-app';
import { precompressExport } from '../../scripts/lib/precompress';
import { pathSegments } from './static-files';

const BIG_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const FILES: Record<string, string> = {
  'index.html': '<!DOCTYPE html><html><head><title>Login</title></head><body>entry page</body></html>',
  '404.html': '<!DOCTYPE html><html><head><title>404</title></head><body>not found page</body></html>',
  'pages/home/index.html': '<html><head></head><body>home page</body></html>',
  'pages/home/index.txt': 'rsc payload',
  'pages/home/noticeInfo.html': '<html><head></head><body>notice page</body></html>',
  'pages/user/index.html': '<html><head></head><body>user page</body></html>',
  'pages/user/index/placeholder.txt': 'a directory named like the page',
  'about.html': '<html><head></head><body>about page</body></html>',
  'docs/index.html': '<html><head></head><body>docs index</body></html>',
  '_next/static/chunks/app-123.js': BIG_JS,
  '_next/static/css/app.css': 'body{color:red}',
  '_next/static/media/font.woff2': 'woff2',
  'sw.js': 'self.addEventListener("fetch", () => {});',
  'manifest.webmanifest': '{"name":"BTCW"}',
  'icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'icon.png': 'png',
  'favicon.ico': 'ico',
  'data.json': '{}',
  'robots.txt': 'User-agent: *',
  'media/clip.mp4': 'not really an mp4, 40 bytes of it........',
  'media/clip.webm': 'webm',
};

/** Written after the build's compressed copies were made: it has none. */
const LATE_JS = '_next/static/chunks/late-456.js';

let root: string;
let outside: string;
const servers: Server[] = [];

beforeAll(() => {
  outside = mkdtempSync(join(tmpdir(), 'btcw-static-'));
  root = join(outside, 'out');
  for (const [path, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  writeFileSync(join(outside, 'secret.txt'), 'TOP SECRET');
  // As the build does; then one text file without copies, as an export built without them has.
  precompressExport(root);
  writeFileSync(join(root, LATE_JS), BIG_JS);
});
afterAll(async () => {
  await Promise.all(servers.map(closeServer));
  rmSync(outside, { recursive: true, force: true });
});

async function start(options: { demoWallet?: boolean; testMode?: boolean } = {}): Promise<string> {
  const server = await createServer({
    db: unusedDb,
    staticDir: root,
    chainRpcUrl: 'http://127.0.0.1:9',
    ...options,
  });
  servers.push(server);
  return listen(server);
}

/** A raw request: fetch would normalise `..` away before sending. */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('static export', () => {
  let url: string;
  beforeAll(async () => {
    url = await start();
  });

  it.each([
    ['/', 'entry page'],
    ['/?c=0xabc', 'entry page'],
    ['/pages/home/index', 'home page'],
    ['/pages/home', 'home page'],
    ['/pages/home/', 'home page'],
    ['/pages/home/noticeInfo', 'notice page'],
    ['/pages/home/noticeInfo.html', 'notice page'],
    ['/pages/user/index', 'user page'],
    ['/about', 'about page'],
    ['/docs', 'docs index'],
  ])('%s → its page', async (path, text) => {
    const response = await fetch(`${url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(text);
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    for (const path of [
      '/nope',
      '/pages/nope/index',
      '/pages/home/index/extra',
      '/_next/static/missing.js',
    ]) {
      const response = await fetch(`${url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('not found page');
    }
  });

  it('refuses path traversal', async () => {
    for (const path of [
      '/../secret.txt',
      '/pages/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/pages%2f..%2f..%2fsecret.txt',
      '/%5c..%5csecret.txt',
      '/%00',
      '/%E0%A4%A',
    ]) {
      const { status, body } = await rawGet(url, path);
      expect([400, 404], path).toContain(status);
      expect(body, path).not.toContain('TOP SECRET');
    }
    expect(pathSegments('/a/%2e%2e/b')).toBeNull();
    expect(pathSegments('/a//b/')).toEqual(['a', 'b']);
  });

  it.each([
    [
      '/_next/static/chunks/app-123.js',
      'text/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
    ],
    ['/_next/static/css/app.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/_next/static/media/font.woff2', 'font/woff2', 'public, max-age=31536000, immutable'],
    ['/sw.js', 'text/javascript; charset=utf-8', 'no-cache'],
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8', 'no-cache'],
    ['/icon.svg', 'image/svg+xml', 'no-cache'],
    ['/icon.png', 'image/png', 'no-cache'],
    ['/favicon.ico', 'image/x-icon', 'no-cache'],
    ['/data.json', 'application/json; charset=utf-8', 'no-cache'],
    ['/robots.txt', 'text/plain; charset=utf-8', 'no-cache'],
    ['/pages/home/index.txt', 'text/plain; charset=utf-8', 'no-cache'],
    ['/media/clip.mp4', 'video/mp4', 'no-cache'],
    ['/media/clip.webm', 'video/webm', 'no-cache'],
  ])('%s is %s with %s', async (path, type, cacheControl) => {
    const response = await fetch(`${url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('revalidates with ETag and 304', async () => {
    // node:http, as a browser revalidates: fetch adds `Cache-Control: no-cache` to conditional requests.
    const first = await rawRequest(url, '/about', {});
    const etag = String(first.headers.etag);
    // Weak (size and modification time, @fastify/send): the gzipped answer shares it.
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const second = await rawRequest(url, '/about', { 'if-none-match': etag });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
    // The 404 page has no validator: a page that appears later is never answered with "not modified".
    const missing = await rawRequest(url, '/nope', { 'if-none-match': etag });
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it("sends the build's brotli or gzip copy the browser takes, each revalidated on its own", async () => {
    const path = '/_next/static/chunks/app-123.js';
    const copy = (extension: string) => readFileSync(join(root, `${path}${extension}`));
    for (const [accept, encoding, extension] of [
      ['gzip, deflate, br', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
      ['br;q=0, gzip', 'gzip', '.gz'],
    ] as const) {
      const answer = await rawRequest(url, path, { 'accept-encoding': accept });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toMatch(/^accept-encoding$/i);
      expect(answer.body.equals(copy(extension))).toBe(true);
      const again = await rawRequest(url, path, {
        'accept-encoding': accept,
        'if-none-match': String(answer.headers.etag),
      });
      expect(again.status).toBe(304);
    }
    expect(brotliDecompressSync(copy('.br')).toString()).toBe(BIG_JS);
    expect(gunzipSync(copy('.gz')).toString()).toBe(BIG_JS);
    const plain = await rawRequest(url, path, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_JS);
    // A file changed in place after its copies were made is sent as it is now.
    const changed = `${BIG_JS}\n// changed in place`;
    writeFileSync(join(root, path), changed);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, path), later, later);
    const fresh = await rawRequest(url, path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(fresh.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(fresh.body).toString()).toBe(changed);
    // Too small to gain, or compressed already: no copies.
    expect(existsSync(join(root, '_next/static/css/app.css.br'))).toBe(false);
    expect(existsSync(join(root, '_next/static/media/font.woff2.gz'))).toBe(false);
    const font = await rawRequest(url, '/_next/static/media/font.woff2', { 'accept-encoding': 'br' });
    expect(font.headers['content-encoding']).toBeUndefined();
  });

  it('gzips text without a copy when asked, varying on Accept-Encoding, and revalidates the gzipped answer', async () => {
    const path = `/${LATE_JS}`;
    const plain = await rawRequest(url, path, {});
    const zipped = await rawRequest(url, path, { 'accept-encoding': 'gzip, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/^accept-encoding$/i);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/^accept-encoding$/i);
    expect(gunzipSync(zipped.body).toString()).toBe(BIG_JS);
    expect(zipped.body.length).toBeLessThan(BIG_JS.length / 4);
    const again = await rawRequest(url, path, {
      'accept-encoding': 'gzip',
      'if-none-match': String(zipped.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Images and fonts are compressed already.
    const font = await rawRequest(url, '/_next/static/media/font.woff2', { 'accept-encoding': 'gzip' });
    expect(font.headers['content-encoding']).toBeUndefined();
  });

  it('answers byte ranges of a video (iOS Safari plays nothing else), and only of a video', async () => {
    const whole = await rawRequest(url, '/media/clip.mp4', { 'accept-encoding': 'gzip' });
    expect(whole.status).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-encoding']).toBeUndefined();
    const part = await rawRequest(url, '/media/clip.mp4', { range: 'bytes=0-1' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-1/${FILES['media/clip.mp4']?.length ?? 0}`);
    expect(part.body.toString()).toBe('no');
    const tail = await rawRequest(url, '/media/clip.mp4', { range: 'bytes=-3' });
    expect(tail.body.toString()).toBe('...');
    const page = await rawRequest(url, '/about', { range: 'bytes=0-1' });
    expect(page.status).toBe(200);
    expect(page.headers['accept-ranges']).toBeUndefined();
  });

  it('answers a range asked with If-Range with the whole video: its validator is weak (RFC 9110)', async () => {
    const whole = FILES['media/clip.mp4'] ?? '';
    const { etag } = (await rawRequest(url, '/media/clip.mp4', {})).headers;
    expect(etag).toMatch(/^W\//);
    // The player's copy is checked strongly: a weak tag, even this file's own, or a date never matches.
    for (const ifRange of [String(etag), String(etag).slice(2), 'Sat, 01 Jan 2000 00:00:00 GMT']) {
      const answer = await rawRequest(url, '/media/clip.mp4', { range: 'bytes=0-1', 'if-range': ifRange });
      expect(answer.status, ifRange).toBe(200);
      expect(answer.headers['content-range'], ifRange).toBeUndefined();
      expect(answer.body.toString(), ifRange).toBe(whole);
    }
  });

  it('serves HEAD without a body and refuses other methods', async () => {
    const head = await fetch(`${url}/about`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await fetch(`${url}/about`, { method: 'POST' });
    expect(post.status).toBe(405);
  });

  it('has no test reset and no demo wallet unless enabled', async () => {
    expect((await fetch(`${url}/__test__/reset`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${url}/__test__/reset`)).status).toBe(404);
    expect((await fetch(`${url}/__demo__/demo-wallet.js`)).status).toBe(404);
    expect(await (await fetch(`${url}/`)).text()).not.toContain('demo-wallet');
  });
});

describe('demo wallet', () => {
  it('is injected before </head> of every HTML page and served', async () => {
    const url = await start({ demoWallet: true });
    const index = await (await fetch(`${url}/`)).text();
    expect(index).toContain('<title>Login</title><script src="/__demo__/demo-wallet.js"></script></head>');
    const notFound = await fetch(`${url}/nope`);
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain('<script src="/__demo__/demo-wallet.js"></script></head>');
    const script = await fetch(`${url}/__demo__/demo-wallet.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain('eip6963:announceProvider');
    expect(await (await fetch(`${url}/sw.js`)).text()).not.toContain('demo-wallet');
  });
});

function rawRequest(
  base: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}
