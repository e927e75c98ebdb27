import { createServer as createHttpServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServer } from '../app';
import { closeServer, listen, unusedDb } from '../test-support/test-app';

let upstream: Server;
let upstreamUrl: string;
const seen: unknown[] = [];
const servers: Server[] = [];

beforeAll(async () => {
  upstream = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push(JSON.parse(body));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x5208' }));
    });
  });
  upstreamUrl = await listen(upstream);
});
afterAll(async () => {
  await Promise.all([upstream, ...servers].map(closeServer));
});

async function app(testMode = false): Promise<string> {
  const server = createServer({
    db: unusedDb,
    staticDir: '/nonexistent',
    chainRpcUrl: upstreamUrl,
    testMode,
  });
  servers.push(server);
  return listen(server);
}

const rpc = (url: string, body: unknown, init: RequestInit = {}) =>
  fetch(`${url}/rpc`, { method: 'POST', body: JSON.stringify(body), ...init });

it('forwards JSON-RPC to the chain node, not cached', async () => {
  const url = await app();
  const response = await rpc(url, { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x5208' });
  expect(seen.at(-1)).toMatchObject({ method: 'eth_chainId' });
});

it('keeps node administration methods private outside test mode', async () => {
  const before = seen.length;
  const refused = await rpc(await app(), [
    { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' },
    { jsonrpc: '2.0', id: 2, method: 'anvil_setBalance', params: [] },
  ]);
  expect(await refused.json()).toMatchObject({ error: { code: -32601 } });
  expect(seen.length).toBe(before);
  const allowed = await rpc(await app(true), { jsonrpc: '2.0', id: 3, method: 'anvil_mine', params: [] });
  expect(await allowed.json()).toMatchObject({ result: '0x5208' });
});

it('allows only POST and bodies up to 1 MiB', async () => {
  const url = await app();
  const get = await fetch(`${url}/rpc`);
  expect(get.status).toBe(405);
  const big = await rpc(url, {
    jsonrpc: '2.0',
    id: 1,
    method: 'eth_call',
    params: ['x'.repeat(1024 * 1024)],
  });
  expect(big.status).toBe(413);
  const parse = await fetch(`${url}/rpc`, { method: 'POST', body: '{' });
  expect(await parse.json()).toMatchObject({ error: { code: -32700 } });
});

it('reports an unreachable node as 502', async () => {
  const server = createServer({ db: unusedDb, staticDir: '/nonexistent', chainRpcUrl: 'http://127.0.0.1:9' });
  servers.push(server);
  const originalError = console.error;
  console.error = () => undefined;
  try {
    const response = await rpc(await listen(server), { jsonrpc: '2.0', id: 7, method: 'eth_chainId' });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ id: 7, error: { code: -32603 } });
  } finally {
    console.error = originalError;
  }
});
