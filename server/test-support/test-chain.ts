import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { createTestClient, defineChain, http, publicActions, walletActions } from 'viem';

/** A viem test client (anvil mode) with public and wallet actions on chain 21000. */
export function testChain(url: string) {
  return createTestClient({
    chain: defineChain({
      id: 21000,
      name: 'BTCW',
      nativeCurrency: { name: 'BTCW', symbol: 'BTCW', decimals: 18 },
      rpcUrls: { default: { http: [url] } },
    }),
    mode: 'anvil',
    transport: http(url, { retryCount: 0 }),
  })
    .extend(publicActions)
    .extend(walletActions);
}

export type TestChain = ReturnType<typeof testChain>;

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createNetServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningAnvil {
  rpcUrl: string;
  chain: TestChain;
  stop(): void;
}

/**
 * Starts the project's anvil (chain 21000) on a free loopback port and waits until it answers.
 * `genesisNumber` starts the chain at that height (a live chain's height, without mining a million
 * empty blocks one by one).
 */
export async function startAnvil({
  genesisNumber = 0n,
}: { genesisNumber?: bigint } = {}): Promise<RunningAnvil> {
  const port = await freePort();
  const rpcUrl = `http://127.0.0.1:${port}`;
  const anvil: ChildProcess = spawn(
    path.resolve('node_modules/.bin/anvil'),
    ['--port', String(port), '--chain-id', '21000', '--number', genesisNumber.toString(), '--silent'],
    { stdio: 'ignore' },
  );
  const chain = testChain(rpcUrl);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await chain.getChainId();
      break;
    } catch (error) {
      if (attempt > 100) {
        anvil.kill();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { rpcUrl, chain, stop: () => anvil.kill() };
}
