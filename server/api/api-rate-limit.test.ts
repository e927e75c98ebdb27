import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../seed-accounts';
import { sharedTestApp } from '../test-support/shared-test-app';
import { testClock } from '../test-support/test-app';
import { apiRateLimitScaleFromEnv, createApiRateLimiter } from './api-rate-limit';

describe('API rate limits (password and money endpoints)', () => {
  const app = sharedTestApp(
    { apiRateLimitScale: 1, loginProtection: { trustedProxies: ['127.0.0.1'] } },
    { reset: false },
  );

  const login = (client: string, account: string = DEMO_MEMBER.address, password = 'wrong-password') =>
    fetch(`${app.url}/api/member/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client, 'accept-language': 'vi' },
      body: JSON.stringify({ account, password }),
    });

  it('refuses a client past its burst with 429, a translated wait and Retry-After; other clients go on', async () => {
    const answers = [];
    // Unknown accounts, so the per-account buckets stay out of it.
    for (let n = 0; n < 32; n += 1)
      answers.push(await login('203.0.113.7', `0x${n.toString(16).padStart(40, 'a')}`));
    const bodies = await Promise.all(
      answers.map((answer) => answer.json() as Promise<{ code: number; msg: string }>),
    );
    const limited = bodies.filter((body) => body.code === 429);
    expect(limited.length).toBeGreaterThanOrEqual(1);
    expect(bodies.slice(0, 30).every((body) => body.code !== 429)).toBe(true);
    expect(limited[0]?.msg).toMatch(/^Quá nhiều yêu cầu\. Vui lòng thử lại sau \d+ giây\.$/);
    expect(answers.at(-1)?.headers.get('retry-after')).toMatch(/^\d+$/);
    const other = (await (await login('198.51.100.9')).json()) as { code: number };
    expect(other.code).not.toBe(429);
  });

  it('limits one account across clients', async () => {
    const codes: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      const answer = (await (await login(`192.0.2.${n + 1}`, `0x${'b'.repeat(40)}`)).json()) as {
        code: number;
      };
      codes.push(answer.code);
    }
    expect(codes.slice(0, 10)).not.toContain(429);
    expect(codes.slice(10)).toContain(429);
  });
});

describe('the limiter', () => {
  const app = sharedTestApp({}, { reset: false });

  it('refills over time, is off at scale 0 and leaves other endpoints alone', async () => {
    const clock = testClock();
    const limiter = createApiRateLimiter(app.db, { now: () => clock.now() });
    for (let n = 0; n < 20; n += 1)
      expect((await limiter.takeAccount('asset/cash', 'member:2')).ok).toBe(true);
    expect(await limiter.takeAccount('asset/cash', 'member:2')).toEqual({ ok: false, retryAfterMs: 2000 });
    // The same group: buying shares the money-out bucket.
    expect((await limiter.takeAccount('financial/buyFinancialProduct', 'member:2')).ok).toBe(false);
    expect((await limiter.takeAccount('asset/cash', 'member:3')).ok).toBe(true);
    clock.advance(2000);
    expect((await limiter.takeAccount('asset/cash', 'member:2')).ok).toBe(true);
    expect((await limiter.takeAccount('asset/cash', 'member:2')).ok).toBe(false);
    expect((await limiter.takeAccount('home/notice', 'member:2')).ok).toBe(true);
    const off = createApiRateLimiter(app.db, { scale: 0, now: () => clock.now() });
    for (let n = 0; n < 100; n += 1) expect((await off.takeClient('member/login', 'x')).ok).toBe(true);
  });

  it('reads API_RATE_LIMIT_SCALE', () => {
    expect(apiRateLimitScaleFromEnv({})).toBe(1);
    expect(apiRateLimitScaleFromEnv({ API_RATE_LIMIT_SCALE: '0' })).toBe(0);
    expect(apiRateLimitScaleFromEnv({ API_RATE_LIMIT_SCALE: '2.5' })).toBe(2.5);
    expect(() => apiRateLimitScaleFromEnv({ API_RATE_LIMIT_SCALE: '-1' })).toThrow(/API_RATE_LIMIT_SCALE/);
  });
});
