/**
 * The Content-Security-Policy is enforced on every journey (the server sends each page's policy,
 * lib/security/csp.ts) and the shared fixture fails a test on any violation (fixtures/csp-violations.ts).
 * These check both ends: the policy is there and strict, and a violation is seen.
 */
import { test, expect } from './fixtures/test';

test('pages are served with their hash-only policy as header and meta', async ({ page }) => {
  const response = await page.goto('/pages/home/index');
  const header = (await response?.headerValue('content-security-policy')) ?? '';
  expect(header).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(header).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  expect(header).toMatch(/frame-ancestors 'none'$/);
  // Videos from the app's own origin only: this build names no media origins (BTCW_MEDIA_ORIGINS).
  expect(header).toContain("; media-src 'self'; ");
  expect(await response?.headerValue('x-frame-options')).toBe('DENY');
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(`${meta ?? ''}; frame-ancestors 'none'`).toBe(header);
});

test('an injected inline script is blocked and reported as a violation', async ({ page, cspViolations }) => {
  await page.goto('/');
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
  // Reported by both policies (header and meta), as an event and as Chromium's console error.
  const count = (pattern: RegExp) => cspViolations.filter((text) => pattern.test(text)).length;
  await expect.poll(() => count(/enforce script-src-elem: blocked inline/)).toBe(2);
  await expect.poll(() => count(/console: Executing inline script violates/)).toBe(2);
  // Seen, as it should be: this test's own violations must not fail it.
  cspViolations.length = 0;
});
