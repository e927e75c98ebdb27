/**
 * The nginx template (deploy/nginx/btcw-app.conf): rendering checks its values, `nginx -t` accepts
 * the result, and a real nginx serves a small export and proxies to a stand-in platform the way the
 * reference server does (routes, 404, headers, caching, gzip, forwarded client address). The whole
 * app through nginx: e2e/nginx.spec.ts. Needs nginx installed (`npm test`'s preflight says how).
 */
import { spawnSync } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import https from 'node:https';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkNginxConfig, requireNginx, startNginxSite, type NginxSite } from '../../e2e/support/nginx';
import { CSP_MAP_FILE } from '../../lib/security/csp';
import { secureExport } from './csp-export';
import { precompressExport } from './precompress';
import { SECURITY_HEADERS } from '../../server/http/security-headers';
import {
  exportProblems,
  nginxMimeTypes,
  readNginxTemplate,
  renderNginxSite,
  standaloneNginxConf,
} from './nginx-config';

const SITE = { rootDir: '/srv/btcw/out', apiUpstream: '127.0.0.1:3000', rpcUpstream: 'unix:/run/btcw.sock' };

describe('rendering the template', () => {
  it('fills in every placeholder', () => {
    const site = renderNginxSite(readNginxTemplate(), {
      ...SITE,
      listen: '443 ssl',
      serverName: 'app.example.com',
    });
    expect(site).not.toMatch(/@@[A-Z_]+@@/);
    expect(site).toContain('include /srv/btcw/out/.nginx-csp.conf;');
    expect(site).toContain('    root /srv/btcw/out;');
    expect(site).toContain('    server 127.0.0.1:3000;');
    expect(site).toContain('    server unix:/run/btcw.sock;');
    expect(site).toContain('    listen 443 ssl;');
    expect(site).toContain('    server_name app.example.com;');
  });

  it('gives each instance of a platform of several its own server line', () => {
    const site = renderNginxSite(readNginxTemplate(), {
      ...SITE,
      apiUpstream: '10.0.0.1:3000, 10.0.0.2:3000',
    });
    expect(site).toMatch(
      /upstream btcw_platform_api \{\n {4}server 10\.0\.0\.1:3000;\n {4}server 10\.0\.0\.2:3000;\n/,
    );
    expect(() =>
      renderNginxSite(readNginxTemplate(), { ...SITE, apiUpstream: '10.0.0.1:3000,;evil' }),
    ).toThrow(/API upstream/);
  });

  it('defaults to port 80 for any host name', () => {
    const site = renderNginxSite(readNginxTemplate(), SITE);
    expect(site).toContain('    listen 80;');
    expect(site).toContain('    server_name _;');
  });

  it.each([
    ['a root dir with a space', { rootDir: '/srv/my app/out' }, /root dir/],
    ['a relative root dir', { rootDir: 'out' }, /root dir/],
    ['a root dir that ends the directive', { rootDir: '/srv/out; include /etc/passwd' }, /root dir/],
    ['an upstream with a scheme', { apiUpstream: 'http://127.0.0.1:3000' }, /API upstream/],
    ['an upstream without a port', { rpcUpstream: 'platform.internal' }, /RPC upstream/],
    ['a listen that opens a block', { listen: '80; } server {' }, /listen/],
    ['a server name with a variable', { serverName: '$host' }, /server name/],
  ])('refuses %s', (_, override, message) => {
    expect(() => renderNginxSite(readNginxTemplate(), { ...SITE, ...override })).toThrow(message);
  });
});

/** The smallest export with what the config treats differently. */
function writeExport(dir: string): void {
  const files: Record<string, string> = {
    'index.html': '<html><head><meta charSet="utf-8"/><script>root()</script></head><body>root</body></html>',
    '404.html': '<html><head><script>missing()</script></head><body>not found page</body></html>',
    'pages/home/index.html': '<html><head><script>home()</script></head><body>home page</body></html>',
    // Next writes the route's RSC payloads here; the route itself is the .html next to it.
    'pages/home/index/__next.txt': 'payload',
    '_next/static/chunks/app.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
    'sw.js': 'self.addEventListener("install", () => {});',
    'manifest.webmanifest': '{"name":"BTCW"}',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  secureExport(dir, { apiBaseUrl: '', rpcUrls: ['/rpc'], mediaOrigins: [] }, {});
  precompressExport(dir);
}

describe('nginx -t', () => {
  it('accepts the rendered template in an http block', () => {
    const nginx = requireNginx();
    const dir = mkdtempSync(path.join(tmpdir(), 'btcw-nginx-t-'));
    try {
      const root = path.join(dir, 'out');
      writeExport(root);
      const siteFile = path.join(dir, 'site.conf');
      writeFileSync(
        siteFile,
        renderNginxSite(readNginxTemplate(), { ...SITE, rootDir: root, listen: '127.0.0.1:1' }),
      );
      const mainFile = path.join(dir, 'nginx.conf');
      writeFileSync(
        mainFile,
        standaloneNginxConf({ prefixDir: dir, siteFile, mimeTypes: nginxMimeTypes(nginx) }),
      );
      expect(checkNginxConfig(nginx, dir, mainFile)).toMatch(/test is successful/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}

describe('nginx serving an export in front of a platform', () => {
  let dir = '';
  let site: NginxSite;
  let platform: Server;
  const seen: Seen[] = [];
  let policies: Record<string, string> = {};

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'btcw-nginx-site-'));
    writeExport(dir);
    policies = JSON.parse(readFileSync(path.join(dir, CSP_MAP_FILE), 'utf8')) as Record<string, string>;
    // A stand-in platform that sends its own, different copies of headers nginx owns.
    platform = createServer((req, res) => {
      seen.push({ url: req.url ?? '', headers: req.headers });
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'public, max-age=600',
        'X-Frame-Options': 'SAMEORIGIN',
      });
      res.end('{"code":200}');
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    const { port } = platform.address() as AddressInfo;
    site = await startNginxSite({ rootDir: dir, platformOrigin: `http://127.0.0.1:${port}` });
  }, 30_000);

  afterAll(async () => {
    await site.stop();
    await new Promise((resolve) => platform.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${site.origin}${url}`, { headers });

  it.each([
    ['/', '/index.html', 'root'],
    ['/index.html', '/index.html', 'root'],
    ['/pages/home/index', '/pages/home/index.html', 'home page'],
    ['/pages/home/index.html', '/pages/home/index.html', 'home page'],
  ])('serves %s from %s with its own policy, no-cache and the common headers', async (url, file, text) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(text);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(policies[file]);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(response.headers.get(name), name).toBe(value);
    // Plain http: no HSTS (it is sent over TLS only).
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it.each([
    '/nothing-here',
    '/pages/home/index/',
    '/pages/',
    '/_next/static/chunks/gone.js',
    '/.nginx-csp.conf',
    '/.csp-hashes.json',
  ])('%s is the 404 page with status 404 and the 404 page’s policy', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('not found page');
    expect(response.headers.get('content-security-policy')).toBe(policies['/404.html']);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends chunks immutable, gzipped, without a page policy', async () => {
    const response = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // The build's copy, sent whole (a per-request gzip has no length up front).
    const copy = statSync(path.join(dir, '_next/static/chunks/app.js.gz'));
    expect(response.headers.get('content-length')).toBe(String(copy.size));
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('revalidates the service worker and sends the manifest as a manifest', async () => {
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/api/member/login', '/rpc'])(
    'proxies %s with the client address and never lets it be cached',
    async (url) => {
      seen.length = 0;
      const response = await fetch(`${site.origin}${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '203.0.113.9',
          'x-forwarded-proto': 'https',
        },
        body: '{}',
      });
      expect(await response.text()).toBe('{"code":200}');
      expect(response.headers.get('cache-control')).toBe('no-store');
      // nginx's copy replaces the platform's: sent once, the same as on the pages.
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(seen).toHaveLength(1);
      expect(seen[0]?.url).toBe(url);
      // What the client claimed stays left of the address nginx saw: the platform takes the right-most.
      expect(seen[0]?.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
      expect(seen[0]?.headers['x-forwarded-proto']).toBe('http');
    },
  );
});

/** GET over https from a self-signed test server: status and headers. */
function httpsGet(url: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = https.get(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.once('error', reject);
  });
}

describe('nginx over TLS', () => {
  let dir = '';
  let site: NginxSite | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'btcw-nginx-tls-'));
    const root = path.join(dir, 'out');
    writeExport(root);
    const certificate = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    const openssl = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-days', '1'].concat([
        '-keyout',
        key,
        '-out',
        certificate,
      ]),
      { encoding: 'utf8' },
    );
    if (openssl.status !== 0) throw new Error(`openssl could not make a test certificate: ${openssl.stderr}`);
    site = await startNginxSite({
      rootDir: root,
      platformOrigin: 'http://127.0.0.1:9',
      tls: { certificate, key },
    });
  }, 30_000);

  afterAll(async () => {
    await site?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('adds HSTS (one year, nothing pinned beyond this host) to what it sends over https', async () => {
    for (const url of ['/', '/_next/static/chunks/app.js', '/missing']) {
      const response = await httpsGet(`${site?.origin ?? ''}${url}`);
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });
});

describe('exportProblems', () => {
  it('names what an export without the build’s CSP map lacks', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'btcw-nginx-export-'));
    try {
      writeFileSync(path.join(dir, 'index.html'), '<html></html>');
      expect(exportProblems(dir)).toEqual([
        `${dir} has no 404.html, .nginx-csp.conf (an export from \`npm run build\` has all of them)`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
