/**
 * What a load balancer and a monitor see: /healthz, /readyz naming each dependency (and nothing
 * secret), /metrics for allowed addresses only, with route patterns, the watcher against the chain
 * head past a million blocks, pending claims, settler failures and refusals.
 */
import { describe, expect, it } from 'vitest';
import type { ChainClient } from '../chain/btcw-chain';
import type { Db } from '../db/db';
import { SettlerHealth, settlerHealthFor } from '../payments/settler-health';
import { DEMO_MEMBER } from '../seed-accounts';
import { sharedTestApp } from '../test-support/shared-test-app';
import { startTestApp, testClock } from '../test-support/test-app';
import { addressAllowList } from './address-allow-list';

/** A node at block 1,000,123 that can be taken down. */
function chainAt(head: bigint) {
  const state = { down: false };
  const chain = {
    getBlockNumber: () =>
      state.down
        ? Promise.reject(
            new Error('fetch failed: connect ECONNREFUSED http://node.internal:8545/?key=secret'),
          )
        : Promise.resolve(head),
  } as unknown as ChainClient;
  return { chain, state };
}

/** The database, or one whose every query fails with an error naming its URL and password. */
function breakableDb(db: Db) {
  const state = { broken: false };
  const fail = () =>
    Promise.reject(new Error('connect ECONNREFUSED postgres://btcw:hunter2@db.internal:5432/btcw'));
  const wrapped: Db = {
    ...db,
    query: (sql, params) => (state.broken ? fail() : db.query(sql, params)),
  };
  return { wrapped, state };
}

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
};

describe('health and readiness', () => {
  const node = chainAt(1_000_123n);
  let database: ReturnType<typeof breakableDb> | undefined;
  const app = sharedTestApp(
    {
      chain: node.chain,
      clock: testClock(new Date('2026-03-01T00:00:00Z')),
      // A settler that never runs on its own here: the test drives its health.
      paymentSettlerMs: 3_600_000,
      serverDb: (db) => {
        database = breakableDb(db);
        return database.wrapped;
      },
    },
    { reset: false },
  );

  it('/healthz says the process is alive, however often it is asked', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => get(`${app.url}/healthz`)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(JSON.parse(answers[0]?.text ?? '')).toEqual({ status: 'alive' });
    expect(answers[0]?.headers.get('cache-control')).toBe('no-store');
  });

  it('/readyz names the database with its migrations and the chain with its head', async () => {
    const ready = await get(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toEqual({
      status: 'ready',
      draining: false,
      database: { state: 'ok', migration: '019-product-quota-slices' },
      chain: { state: 'ok', head: 1_000_123 },
      settler: {
        state: 'ok',
        parts: {
          claims: { state: 'ok' },
          watcher: { state: 'ok' },
          transfers: { state: 'ok' },
          credits: { state: 'ok' },
        },
        stuckClaims: { retrying: 0, parked: 0 },
      },
    });
  });

  it('answers 503 when the chain or the database does not answer, naming which, and no secret', async () => {
    node.state.down = true;
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // past the reused answer
    const chainDown = await get(`${app.url}/readyz`);
    expect(chainDown.status).toBe(503);
    expect(JSON.parse(chainDown.text)).toMatchObject({
      status: 'unready',
      database: { state: 'ok' },
      chain: { state: 'failing', problem: 'no answer' },
    });
    node.state.down = false;
    if (database) database.state.broken = true;
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const dbDown = await get(`${app.url}/readyz`);
    if (database) database.state.broken = false;
    expect(dbDown.status).toBe(503);
    expect(JSON.parse(dbDown.text)).toMatchObject({
      status: 'unready',
      database: { state: 'failing', problem: 'no answer' },
      chain: { state: 'ok' },
    });
    for (const answer of [chainDown, dbDown])
      for (const secret of [
        'hunter2',
        'db.internal',
        'postgres://',
        'node.internal',
        'key=secret',
        '127.0.0.1',
      ])
        expect(answer.text).not.toContain(secret);
  });

  it('is degraded, still serving, when a settler part has failed for over a minute', async () => {
    if (!database) throw new Error('no database');
    const health = settlerHealthFor(database.wrapped);
    health.recordFailure('watcher', new Error('fetch failed'), app.clock.now());
    app.clock.advance(30_000);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(JSON.parse((await get(`${app.url}/readyz`)).text)).toMatchObject({ status: 'ready' });
    app.clock.advance(31_000);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const degraded = await get(`${app.url}/readyz`);
    expect(degraded.status).toBe(200);
    expect(JSON.parse(degraded.text)).toMatchObject({
      status: 'degraded',
      settler: { state: 'degraded', parts: { watcher: { state: 'failing', seconds: 61 } } },
    });
    health.recordSuccess('watcher', app.clock.now());
  });
});

describe('metrics', () => {
  const node = chainAt(1_000_123n);
  const app = sharedTestApp(
    {
      chain: node.chain,
      clock: testClock(new Date('2026-03-01T00:00:00Z')),
      paymentSettlerMs: 3_600_000,
      loginProtection: { trustedProxies: ['127.0.0.1'] },
    },
    { reset: false },
  );

  const metrics = async () => {
    const answer = await get(`${app.url}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return answer.text;
  };

  it('times requests by route pattern and status, never by URL', async () => {
    for (let n = 0; n < 30; n += 1) await get(`${app.url}/pages/item-${n}`);
    await app.post('home/parameters');
    const text = await metrics();
    expect(text).toMatch(
      /btcw_http_request_duration_seconds_bucket\{le="0\.005",route="\/\*",method="GET",status_code="404"\}/,
    );
    expect(text).toMatch(
      /btcw_http_request_duration_seconds_count\{route="\/\*",method="GET",status_code="404"\} 30\n/,
    );
    expect(text).toMatch(
      /btcw_http_request_duration_seconds_count\{route="\/api\/home\/parameters",method="POST",status_code="200"\} 1\n/,
    );
    expect(text).not.toContain('item-');
  });

  it('shows the watcher against the chain head past a million blocks, pending claims and the database pool', async () => {
    for (const number of [999_999, 1_000_000, 1_000_001])
      await app.db.query('INSERT INTO chain_blocks (number, hash, parent_hash) VALUES ($1, $2, $3)', [
        number,
        `0x${String(number).padStart(64, '0')}`,
        `0x${String(number - 1).padStart(64, '0')}`,
      ]);
    const text = await metrics();
    expect(text).toMatch(/\nbtcw_watcher_block 1000001\n/);
    expect(text).toMatch(/\nbtcw_chain_head_block 1000123\n/);
    expect(text).toMatch(/\nbtcw_payment_oldest_pending_claim_age_seconds 0\n/);
    expect(text).toMatch(/\nbtcw_payment_stuck_claims\{state="parked"\} 0\n/);
    expect(text).toMatch(/\nbtcw_db_pool_connections\{state="in_use"\} \d\n/);
    expect(text).toMatch(/\nbtcw_db_pool_waiting 0\n/);
  });

  it('leaves the chain head out while the node does not answer, and shows it again when it does', async () => {
    node.state.down = true;
    const down = await metrics();
    node.state.down = false;
    expect(down).toMatch(/\nbtcw_watcher_block \d+\n/);
    expect(down).not.toMatch(/\nbtcw_chain_head_block /);
    expect(await metrics()).toMatch(/\nbtcw_chain_head_block 1000123\n/);
  });

  it('counts settler failures per part and how long a part has failed', async () => {
    const health = settlerHealthFor(app.db);
    health.recordFailure('credits', new Error('boom'), app.clock.now());
    health.recordFailure('credits', new Error('boom'), app.clock.now());
    app.clock.advance(90_000);
    const text = await metrics();
    expect(text).toMatch(/\nbtcw_settler_part_failures_total\{part="credits"\} 2\n/);
    expect(text).toMatch(/\nbtcw_settler_part_failures_total\{part="claims"\} 0\n/);
    expect(text).toMatch(/\nbtcw_settler_part_failing_seconds\{part="credits"\} 90\n/);
    expect(health).toBeInstanceOf(SettlerHealth);
  });

  it('counts login delays', async () => {
    for (let n = 0; n < 5; n += 1)
      await app.post('member/login', { account: DEMO_MEMBER.address, password: `wrong-${n}-pw` });
    expect(await metrics()).toMatch(
      /\nbtcw_refusals_total\{reason="login_delay",limiter="member\/login"\} 1\n/,
    );
  });

  it('is refused to a request through the proxy whose client cannot be read, not taken as the proxy', async () => {
    for (const forwarded of ['garbage', '', '127.0.0.1, not-an-ip', '203.0.113.9, ']) {
      const answer = await get(`${app.url}/metrics`, { 'x-forwarded-for': forwarded });
      expect(answer.status, JSON.stringify(forwarded)).toBe(403);
      expect(answer.text).toBe('Forbidden');
    }
    // Through the proxy from this machine, or from this machine directly: allowed.
    expect((await get(`${app.url}/metrics`, { 'x-forwarded-for': '127.0.0.1' })).status).toBe(200);
    expect((await get(`${app.url}/metrics`)).status).toBe(200);
  });

  it('is for the addresses METRICS_ALLOW names only: by default this machine, not a client behind the proxy', async () => {
    const behindProxy = await get(`${app.url}/metrics`, { 'x-forwarded-for': '203.0.113.9' });
    expect(behindProxy.status).toBe(403);
    expect(behindProxy.text).toBe('Forbidden');
    const other = await startTestApp({ metricsAllow: addressAllowList(['10.0.0.0/8', '203.0.113.9']) });
    try {
      expect((await get(`${other.url}/metrics`)).status).toBe(403);
    } finally {
      await other.close();
    }
  }, 60_000);
});

describe('rate-limit refusals', () => {
  it('are counted by limit group, for the API and /rpc', async () => {
    const app = await startTestApp({ apiRateLimitScale: 0.1, rpcLimits: { ratePerSecond: 0.001, burst: 1 } });
    try {
      // Sign-in: a burst of 3 at this scale.
      for (let n = 0; n < 5; n += 1)
        await app.post('member/login', { account: DEMO_MEMBER.address, password: `wrong-${n}-pw` });
      for (let n = 0; n < 3; n += 1)
        await fetch(`${app.url}/rpc`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
        });
      const text = (await get(`${app.url}/metrics`)).text;
      expect(text).toMatch(/\nbtcw_refusals_total\{reason="rate_limit",limiter="signIn"\} [1-9]\n/);
      expect(text).toMatch(/\nbtcw_refusals_total\{reason="rate_limit",limiter="rpc"\} 2\n/);
    } finally {
      await app.close();
    }
  }, 60_000);
});
