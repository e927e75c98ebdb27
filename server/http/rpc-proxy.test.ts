import { createServer as createHttpServer, type Server } from 'node:http';
import fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer } from '../app';
import { closeServer, listen, unusedDb } from '../test-support/test-app';
import { TokenBuckets } from './rate-limit';
import { RPC_ALLOWED_METHODS, rpcProxy, type RpcLimits } from './rpc-proxy';

interface SeenCall {
  id?: unknown;
  method: string;
  params?: unknown[];
}

let upstream: Server;
let upstreamUrl: string;
/** Every call the fake node received, batches flattened. */
let seen: SeenCall[] = [];
/** Bodies as received (one per HTTP request). */
let bodies: unknown[] = [];
let head = 0x1388n; // 5000
const servers: Server[] = [];

/** A fake node: `eth_blockNumber` → `head`, `safe`/`finalized` blocks 10 behind, anything else `ok:<method>`. */
function answerOf(call: SeenCall): unknown {
  const result =
    call.method === 'eth_blockNumber'
      ? `0x${head.toString(16)}`
      : call.method === 'eth_getBlockByNumber' && ['safe', 'finalized'].includes(String(call.params?.[0]))
        ? { number: `0x${(head - 10n).toString(16)}` }
        : `ok:${call.method}`;
  return { jsonrpc: '2.0', id: call.id, result };
}

beforeAll(async () => {
  upstream = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const parsed = JSON.parse(body) as SeenCall | SeenCall[];
      bodies.push(parsed);
      const calls = Array.isArray(parsed) ? parsed : [parsed];
      seen.push(...calls);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answerOf) : answerOf(parsed)));
    });
  });
  upstreamUrl = await listen(upstream);
});
afterAll(async () => {
  await Promise.all([upstream, ...servers].map(closeServer));
});
beforeEach(() => {
  seen = [];
  bodies = [];
  head = 0x1388n;
});

/** The proxy alone (a Fastify app with nothing else) on a loopback port. */
async function proxy(limits: Partial<RpcLimits> = {}, now?: () => number): Promise<string> {
  const app = fastify();
  await app.register(rpcProxy, { upstreamUrl, limits, now });
  await app.ready();
  servers.push(app.server);
  return listen(app.server);
}

/** The whole app (to check the wiring, test mode included). */
async function app(testMode = false): Promise<string> {
  const server = await createServer({
    db: unusedDb,
    staticDir: '/nonexistent',
    chainRpcUrl: upstreamUrl,
    testMode,
  });
  servers.push(server);
  return listen(server);
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const call = (method: string, params: unknown[] = [], id: unknown = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
});

it('forwards an allowed call to the node and passes its answer back, not cached', async () => {
  const url = await app();
  const response = await post(url, call('eth_chainId'));
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: 'ok:eth_chainId' });
  expect(seen).toEqual([call('eth_chainId')]);
});

it('forwards every allow-listed method', async () => {
  const url = await proxy();
  for (const method of Object.keys(RPC_ALLOWED_METHODS)) {
    const params = method === 'eth_getLogs' ? [{ fromBlock: '0x1', toBlock: '0x2' }] : [];
    const answer = (await (await post(url, call(method, params))).json()) as unknown;
    expect(answer).toEqual(answerOf(call(method, params)));
  }
  expect(seen.map((entry) => entry.method)).toEqual(Object.keys(RPC_ALLOWED_METHODS));
});

describe('refused with -32601 and never forwarded', () => {
  const families: Record<string, string[]> = {
    accounts: ['eth_accounts', 'eth_requestAccounts', 'eth_coinbase'],
    'unsigned sending': ['eth_sendTransaction', 'eth_sendUnsignedTransaction', 'wallet_sendTransaction'],
    signing: [
      'eth_sign',
      'eth_signTransaction',
      'eth_signTypedData',
      'eth_signTypedData_v3',
      'eth_signTypedData_v4',
    ],
    'personal_*': [
      'personal_sign',
      'personal_unlockAccount',
      'personal_sendTransaction',
      'personal_listAccounts',
    ],
    'node administration': [
      'anvil_setBalance',
      'anvil_impersonateAccount',
      'evm_mine',
      'evm_snapshot',
      'hardhat_setBalance',
      'debug_traceTransaction',
      'admin_peers',
      'miner_start',
      'txpool_content',
    ],
    'filters and subscriptions': [
      'eth_newFilter',
      'eth_newBlockFilter',
      'eth_getFilterChanges',
      'eth_subscribe',
    ],
    'not methods': ['constructor', '__proto__', 'toString', ''],
  };
  for (const [family, methods] of Object.entries(families)) {
    it(family, async () => {
      const url = await proxy();
      for (const method of methods) {
        const response = await post(url, call(method, [], 7));
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({ jsonrpc: '2.0', id: 7, error: { code: -32601 } });
      }
      expect(seen).toEqual([]);
    });
  }

  it('in test mode as well (no unrestricted escape)', async () => {
    const url = await app(true);
    for (const method of ['anvil_mine', 'evm_revert', 'eth_sendTransaction', 'eth_accounts']) {
      expect(await (await post(url, call(method))).json()).toMatchObject({ error: { code: -32601 } });
    }
    expect(seen).toEqual([]);
  });

  it('answers malformed calls with -32600', async () => {
    const url = await proxy();
    for (const body of [1, 'eth_chainId', null, { id: 1 }, { id: 2, method: 5 }]) {
      expect(await (await post(url, body)).json()).toMatchObject({ error: { code: -32600 } });
    }
    expect(seen).toEqual([]);
  });
});

describe('batches', () => {
  it('answers every entry: refused ones locally, the rest from the node, in order', async () => {
    const url = await proxy();
    const response = await post(url, [
      call('eth_blockNumber', [], 'a'),
      call('eth_sendTransaction', [{ from: '0x0' }], 'b'),
      call('eth_getBalance', ['0x0', 'latest'], 'a'), // duplicate ids are answered apart
      { jsonrpc: '2.0', method: 'anvil_mine' }, // refused notification: no answer
      { jsonrpc: '2.0', method: 'eth_chainId' }, // allowed notification: forwarded, no answer
      call('eth_chainId', [], null),
    ]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { jsonrpc: '2.0', id: 'a', result: '0x1388' },
      { jsonrpc: '2.0', id: 'b', error: { code: -32601, message: expect.any(String) as unknown } },
      { jsonrpc: '2.0', id: 'a', result: 'ok:eth_getBalance' },
      { jsonrpc: '2.0', id: null, result: 'ok:eth_chainId' },
    ]);
    expect(seen.map((entry) => entry.method)).toEqual([
      'eth_blockNumber',
      'eth_getBalance',
      'eth_chainId',
      'eth_chainId',
    ]);
    expect(bodies).toHaveLength(1); // one upstream batch
  });

  it('does not call the node when every entry is refused', async () => {
    const url = await proxy();
    const response = await post(url, [call('eth_accounts', [], 1), call('evm_mine', [], 2)]);
    expect(await response.json()).toMatchObject([
      { id: 1, error: { code: -32601 } },
      { id: 2, error: { code: -32601 } },
    ]);
    expect(seen).toEqual([]);
  });

  it('refuses a batch over the size cap whole, and an empty one', async () => {
    const url = await proxy({ maxBatch: 20 });
    const twenty = Array.from({ length: 20 }, (_, index) => call('eth_chainId', [], index));
    expect(await (await post(url, twenty)).json()).toHaveLength(20);
    const over = await post(url, [...twenty, call('eth_chainId', [], 20)]);
    expect(over.status).toBe(200);
    expect(await over.json()).toMatchObject({ id: null, error: { code: -32600, message: /at most 20/ } });
    expect(await (await post(url, [])).json()).toMatchObject({ error: { code: -32600 } });
    expect(seen).toHaveLength(20);
  });

  it('answers HTTP 204 when only notifications were sent', async () => {
    const url = await proxy();
    const response = await post(url, [{ jsonrpc: '2.0', method: 'eth_chainId' }]);
    expect(response.status).toBe(204);
  });
});

describe('eth_getLogs ranges', () => {
  const logs = (filter: Record<string, unknown>, id = 1) => call('eth_getLogs', [filter], id);
  const ask = async (url: string, filter: Record<string, unknown>) =>
    (await (await post(url, logs(filter))).json()) as {
      result?: unknown;
      error?: { code: number; message: string };
    };

  it('allows up to the cap and refuses wider ranges with -32602', async () => {
    const url = await proxy({ maxLogRange: 1000 });
    expect(await ask(url, { fromBlock: '0x1', toBlock: '0x3e8' })).toMatchObject({
      result: 'ok:eth_getLogs',
    });
    expect(await ask(url, { fromBlock: '0x0', toBlock: '0x3e8' })).toMatchObject({
      error: { code: -32602, message: /1001 blocks, at most 1000/ },
    });
    expect(seen.map((entry) => entry.method)).toEqual(['eth_getLogs']);
  });

  it('resolves tags: earliest is 0, latest/pending from the node, a missing end is latest', async () => {
    const url = await proxy({ maxLogRange: 1000 });
    // head 5000
    expect(await ask(url, { fromBlock: 'earliest', toBlock: 'latest' })).toMatchObject({
      error: { code: -32602 },
    });
    expect(await ask(url, { fromBlock: 'earliest' })).toMatchObject({ error: { code: -32602 } });
    expect(await ask(url, { fromBlock: '0xfa1' })).toMatchObject({ result: 'ok:eth_getLogs' }); // 4001..5000
    expect(await ask(url, { fromBlock: '0xfa0' })).toMatchObject({ error: { code: -32602 } }); // 4000..5000
    expect(await ask(url, { fromBlock: '0xfa2', toBlock: 'pending' })).toMatchObject({
      result: 'ok:eth_getLogs',
    });
    expect(await ask(url, { fromBlock: 'safe', toBlock: 'latest' })).toMatchObject({
      result: 'ok:eth_getLogs',
    });
    head = 999n; // a young chain: everything so far is within the cap
    expect(await ask(url, { fromBlock: 'earliest', toBlock: 'latest' })).toMatchObject({
      result: 'ok:eth_getLogs',
    });
  });

  it('needs no lookup for one block: no range, the same tag twice, or a blockHash', async () => {
    const url = await proxy();
    expect(await ask(url, {})).toMatchObject({ result: 'ok:eth_getLogs' });
    expect(await ask(url, { fromBlock: 'latest', toBlock: 'latest' })).toMatchObject({
      result: 'ok:eth_getLogs',
    });
    expect(await ask(url, { blockHash: `0x${'ab'.repeat(32)}` })).toMatchObject({ result: 'ok:eth_getLogs' });
    expect(seen.map((entry) => entry.method)).toEqual(['eth_getLogs', 'eth_getLogs', 'eth_getLogs']);
  });

  it('refuses malformed filters with -32602', async () => {
    const url = await proxy();
    for (const filter of [
      { blockHash: `0x${'ab'.repeat(32)}`, fromBlock: '0x1' },
      { fromBlock: 'yesterday' },
      { fromBlock: 12, toBlock: 13 },
    ]) {
      expect(await ask(url, filter)).toMatchObject({ error: { code: -32602 } });
    }
    expect(await (await post(url, call('eth_getLogs', []))).json()).toMatchObject({
      error: { code: -32602 },
    });
    expect(seen).toEqual([]);
  });

  it('applies inside batches, per entry', async () => {
    const url = await proxy({ maxLogRange: 10 });
    const response = await post(url, [
      logs({ fromBlock: '0x0', toBlock: '0x9' }, 1),
      logs({ fromBlock: '0x0', toBlock: '0xa' }, 2),
    ]);
    expect(await response.json()).toMatchObject([
      { id: 1, result: 'ok:eth_getLogs' },
      { id: 2, error: { code: -32602 } },
    ]);
  });
});

describe('rate limit', () => {
  it('answers a burst over the limit with 429 and a JSON-RPC error; another client is unaffected', async () => {
    let clock = 0;
    const url = await proxy({ ratePerSecond: 1, burst: 3, trustedProxies: ['127.0.0.1'] }, () => clock);
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    for (let i = 0; i < 3; i += 1)
      expect((await post(url, call('eth_chainId'), from('203.0.113.7'))).status).toBe(200);
    const limited = await post(url, call('eth_chainId'), from('203.0.113.7'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(await limited.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32005 } });
    expect((await post(url, call('eth_chainId'), from('198.51.100.2'))).status).toBe(200);
    // The left-most (client-written) entry is not believed; the proxy's own entry is.
    expect((await post(url, call('eth_chainId'), from('198.51.100.9, 203.0.113.7'))).status).toBe(429);
    clock += 1000;
    expect((await post(url, call('eth_chainId'), from('203.0.113.7'))).status).toBe(200);
    expect(seen).toHaveLength(5);
  });

  it('charges a batch per call', async () => {
    const url = await proxy({ ratePerSecond: 1, burst: 5 }, () => 0);
    const batch = Array.from({ length: 4 }, (_, index) => call('eth_chainId', [], index));
    expect((await post(url, batch)).status).toBe(200);
    expect((await post(url, batch)).status).toBe(429);
    expect(seen).toHaveLength(4);
  });

  it('ignores X-Forwarded-For unless the peer is a trusted proxy', async () => {
    const url = await proxy({ ratePerSecond: 1, burst: 2 }, () => 0);
    expect((await post(url, call('eth_chainId'), { 'x-forwarded-for': '192.0.2.1' })).status).toBe(200);
    expect((await post(url, call('eth_chainId'), { 'x-forwarded-for': '192.0.2.2' })).status).toBe(200);
    expect((await post(url, call('eth_chainId'), { 'x-forwarded-for': '192.0.2.3' })).status).toBe(429);
  });

  it('is off with a rate of 0', async () => {
    const url = await proxy({ ratePerSecond: 0, burst: 1 }, () => 0);
    for (let i = 0; i < 5; i += 1) expect((await post(url, call('eth_chainId'))).status).toBe(200);
  });

  it('token buckets refill continuously and forget idle clients when full', () => {
    let now = 0;
    const buckets = new TokenBuckets({ ratePerSecond: 10, burst: 2, now: () => now, maxClients: 10 });
    expect(buckets.take('a', 2)).toEqual({ ok: true });
    expect(buckets.take('a')).toEqual({ ok: false, retryAfterMs: 100 });
    now = 100;
    expect(buckets.take('a')).toEqual({ ok: true });
    for (let i = 0; i < 20; i += 1) buckets.take(`client-${i}`);
    expect(buckets.size).toBeLessThanOrEqual(10);
  });
});

it('allows only POST and bodies up to 1 MiB; broken JSON is a parse error', async () => {
  const url = await app();
  const get = await fetch(`${url}/rpc`);
  expect(get.status).toBe(405);
  const big = await post(url, call('eth_call', ['x'.repeat(1024 * 1024)]));
  expect(big.status).toBe(413);
  const parse = await fetch(`${url}/rpc`, { method: 'POST', body: '{' });
  expect(await parse.json()).toMatchObject({ error: { code: -32700 } });
});

it('reports an unreachable node as 502', async () => {
  const server = await createServer({
    db: unusedDb,
    staticDir: '/nonexistent',
    chainRpcUrl: 'http://127.0.0.1:9',
  });
  servers.push(server);
  const originalError = console.error;
  console.error = () => undefined;
  try {
    const url = await listen(server);
    const response = await post(url, { jsonrpc: '2.0', id: 7, method: 'eth_chainId' });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ id: 7, error: { code: -32603 } });
    const batch = await post(url, [call('eth_chainId', [], 1), call('eth_accounts', [], 2)]);
    expect(batch.status).toBe(502);
    expect(await batch.json()).toMatchObject([
      { id: 1, error: { code: -32603 } },
      { id: 2, error: { code: -32601 } },
    ]);
  } finally {
    console.error = originalError;
  }
});
