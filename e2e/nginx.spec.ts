/**
 * The app as an operator hosts it: the repository's nginx config (deploy/nginx/btcw-app.conf,
 * docs/deploy.md) serving the built export and proxying `/api/` and `/rpc` to the platform server of
 * the e2e stack. Every page of these tests comes from nginx; the shared fixture still fails a test on
 * any Content-Security-Policy violation, now with nginx's headers. Without nginx installed the tests
 * fail with how to install it (e2e/support/nginx.ts): `.ci/run` and `npm test`'s preflight see to it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Response } from '@playwright/test';
import { CSP_MAP_FILE, inlineScriptHashes } from '../lib/security/csp';
import { SECURITY_HEADERS } from '../server/http/security-headers';
import { Api } from './fixtures/api';
import { test as base, expect, DEMO_MEMBER } from './fixtures/test';
import { startNginxSite, type NginxSite } from './support/nginx';
import { expectSingleRecord, stake, stakingCount } from './support/payments';

const test = base.extend<{ policies: Record<string, string> }, { site: NginxSite }>({
  site: [
    async ({ stack }, provide) => {
      const site = await startNginxSite({ rootDir: stack.staticDir, platformOrigin: stack.baseURL });
      await provide(site);
      await site.stop();
    },
    // Its own budget: starting nginx is not the first test's time.
    { scope: 'worker', timeout: 30_000 },
  ],
  // Pages, `page.goto('/…')` and `toHaveURL` are on nginx's origin; `api` (setup) stays on the server.
  baseURL: async ({ site }, provide) => {
    await provide(site.origin);
  },
  policies: async ({ stack }, provide) => {
    await provide(
      JSON.parse(readFileSync(path.join(stack.staticDir, CSP_MAP_FILE), 'utf8')) as Record<string, string>,
    );
  },
});

test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });

/** The export's HTML file for a page URL (`/` → `/index.html`, `/pages/home/index` → `/pages/home/index.html`). */
function pageFile(url: string): string {
  const { pathname } = new URL(url);
  return pathname === '/' ? '/index.html' : `${pathname}.html`;
}

test('through nginx: log in → stake → the stake record, every page under its own policy', async ({
  page,
  site,
  stack,
  policies,
}) => {
  // Three journeys in one (log in with the real password check, stake, records): more than the
  // default 30 s on a loaded machine (27 s seen with a load average of 19 on 2 cores).
  test.setTimeout(60_000);
  const requests: string[] = [];
  const documents: Response[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') documents.push(response);
  });

  await page.goto('/');
  await expect(page.getByTestId('wallet-address')).toBeVisible();
  await page.getByLabel('Login password').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The password check is scrypt on the server: seconds, not milliseconds, on a busy test machine.
  await expect(page).toHaveURL('/pages/home/index', { timeout: 20_000 });

  await stake(page, 'HR-1003');
  await expectSingleRecord(page, '/pages/pledge/record', 'stake-records', {
    text: 'HR-1003',
    status: 'Staking',
  });

  // The session the browser got through nginx is the platform's: the same stake, read through nginx.
  const token = JSON.parse((await page.evaluate(() => localStorage.getItem('token'))) ?? 'null') as string;
  expect(await stakingCount(new Api(site.origin), token)).toBe(1);

  // The app's calls went to nginx (same origin), which passed them on; none went to the server itself.
  expect(requests.some((url) => url.startsWith(`${site.origin}/api/`))).toBe(true);
  expect(requests.some((url) => url === `${site.origin}/rpc`)).toBe(true);
  expect(requests.filter((url) => url.startsWith(stack.baseURL))).toEqual([]);

  // Each page arrived with exactly the policy the build computed for it.
  expect(documents.map((response) => new URL(response.url()).pathname)).toEqual(
    expect.arrayContaining(['/', '/pages/pledge/index', '/pages/pledge/record']),
  );
  for (const response of documents) {
    expect(response.status(), response.url()).toBe(200);
    expect(await response.headerValue('content-security-policy'), response.url()).toBe(
      policies[pageFile(response.url())],
    );
  }
});

test('nginx sends the reference server’s headers: per-page policy, no-cache pages, immutable chunks', async ({
  site,
  policies,
}) => {
  const html = await fetch(`${site.origin}/pages/home/index`, { headers: { 'accept-encoding': 'gzip' } });
  expect(html.status).toBe(200);
  const policy = policies['/pages/home/index.html'] ?? '';
  expect(policy).toMatch(
    /^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;.*frame-ancestors 'none'$/,
  );
  expect(html.headers.get('content-security-policy')).toBe(policy);
  expect(html.headers.get('cache-control')).toBe('no-cache');
  expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(html.headers.get('content-encoding')).toBe('gzip');
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(html.headers.get(name), name).toBe(value);

  // The page as served runs exactly the inline scripts the policy allows by hash.
  const body = await html.text();
  const hashes = inlineScriptHashes(body);
  expect(hashes.length).toBeGreaterThan(0);
  expect(policy.match(/'sha256-[^']+'/g)).toEqual(hashes);

  // The page's chunks, listed for after its first paint (lib/perf/deferred-scripts.ts).
  const chunk = /"(\/_next\/static\/[^"]+\.js)"/.exec(body)?.[1];
  expect(chunk).toBeDefined();
  const script = await fetch(`${site.origin}${chunk ?? ''}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(script.status).toBe(200);
  expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(script.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
  expect(script.headers.get('content-security-policy')).toBeNull();
  expect(script.headers.get('x-content-type-options')).toBe('nosniff');

  const missing = await fetch(`${site.origin}/pages/no-such-page`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get('content-security-policy')).toBe(policies['/404.html']);
  expect(await missing.text()).toBe(readFileSync(path.join(site.rootDir, '404.html'), 'utf8'));

  // Content videos from the app's own origin (the seeded clip): in byte ranges, as iOS Safari needs,
  // never gzipped, and allowed by every page's media-src.
  expect(policy).toContain("; media-src 'self'; ");
  const clip = await fetch(`${site.origin}/media/btcw-test-card.mp4`, {
    headers: { range: 'bytes=0-99', 'accept-encoding': 'gzip' },
  });
  expect(clip.status).toBe(206);
  expect(clip.headers.get('content-type')).toBe('video/mp4');
  expect(clip.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
  expect(clip.headers.get('content-encoding')).toBeNull();
  expect(clip.headers.get('content-security-policy')).toBeNull();
  expect((await clip.arrayBuffer()).byteLength).toBe(100);

  expect((await fetch(`${site.origin}/sw.js`)).headers.get('cache-control')).toBe('no-cache');
  expect((await fetch(`${site.origin}/manifest.webmanifest`)).headers.get('content-type')).toMatch(
    /^application\/manifest\+json/,
  );
  expect((await fetch(`${site.origin}/${CSP_MAP_FILE}`)).status).toBe(404);

  const api = await fetch(`${site.origin}/api/home/parameters`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(api.status).toBe(200);
  expect(api.headers.get('cache-control')).toBe('no-store');
  expect(api.headers.get('x-frame-options')).toBe('DENY');
  const rpc = await fetch(`${site.origin}/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  });
  expect(((await rpc.json()) as { result: string }).result).toBe('0x5208');
  expect(rpc.headers.get('cache-control')).toBe('no-store');
});

test('the policy nginx sends is enforced: an injected inline script is blocked', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/pages/home/index');
  const ran = await page.evaluate(async () => {
    const seen = new Promise<void>((resolve) =>
      document.addEventListener('securitypolicyviolation', () => resolve(), { once: true }),
    );
    const script = document.createElement('script');
    script.textContent = 'window.__cspInjected = true';
    document.body.append(script);
    await seen;
    return (window as unknown as { __cspInjected?: boolean }).__cspInjected === true;
  });
  expect(ran).toBe(false);
  // Reported twice: by nginx's header policy and by the page's meta policy.
  await expect
    .poll(() => cspViolations.filter((text) => /enforce script-src-elem: blocked inline/.test(text)).length)
    .toBe(2);
  cspViolations.length = 0;
});
