import { createServer, type Server } from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { closeServer, listen } from '../test-support/test-app';
import { assertBtcwChain } from './check-chain-id';

let server: Server | undefined;
afterEach(async () => {
  if (server) await closeServer(server);
  server = undefined;
});

async function fakeNode(chainIdHex: string): Promise<string> {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string };
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          method === 'eth_chainId' ? { jsonrpc: '2.0', id, result: chainIdHex } : { id, error: {} },
        ),
      );
    });
  });
  return listen(server);
}

it('accepts chain 21000', async () => {
  await expect(assertBtcwChain(await fakeNode('0x5208'))).resolves.toBeUndefined();
});

it('refuses another chain id with a clear message', async () => {
  const url = await fakeNode('0x1');
  await expect(assertBtcwChain(url)).rejects.toThrow(`is chain 1 (0x1), not BTCW 21000 (0x5208)`);
});

it('refuses an unreachable node', async () => {
  const url = await fakeNode('0x5208');
  if (server) await closeServer(server);
  server = undefined;
  await expect(assertBtcwChain(url)).rejects.toThrow(/Cannot reach the chain RPC/);
});

it('keeps the server from starting (exit code 1)', async () => {
  const url = await fakeNode('0x539');
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, CHAIN_RPC_URL: url, DATA_DIR: ':memory:', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code).toBe(1);
  expect(stderr).toContain('cannot start: The chain RPC at');
  expect(stderr).toContain('is chain 1337 (0x539), not BTCW 21000 (0x5208)');
}, 30_000);
