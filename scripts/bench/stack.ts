/**
 * The production-like stack the bench measures: anvil (chain id 21000, default mnemonic) and the real
 * server (`server/main.ts`, TEST_MODE and the demo wallet off, fresh PGlite DATA_DIR) serving the
 * static export on free ports. Built from the e2e harness's helpers (e2e/support/), not a copy of it.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANVIL_MNEMONIC } from '../../server/seed-accounts';
import { jsonRpc } from '../../e2e/support/json-rpc';
import { prepareDataDir } from '../../e2e/support/pglite-template';
import {
  freePorts,
  killProcessGroupNow,
  startProcess,
  stopProcessGroup,
  waitFor,
} from '../../e2e/support/processes';
import { REPO_ROOT, tailOf } from '../../e2e/support/stack';

const CHAIN_ID_HEX = '0x5208';
const ANVIL_READY_MS = 30_000;
const SERVER_READY_MS = 90_000;

export interface BenchStack {
  /** Origin of the real server (static export + `/api` + `/rpc`). */
  baseURL: string;
  rpcUrl: string;
  serverLog: string;
  /** Stops both processes and removes the temp dir. Idempotent. */
  stop(): Promise<void>;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function startBenchStack(staticDir: string): Promise<BenchStack> {
  if (!existsSync(path.join(staticDir, 'index.html')))
    throw new Error(
      `bench: no static export at ${staticDir} (index.html missing): run \`npm run build\` first.`,
    );

  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'btcw-bench-'));
  const dataDir = path.join(stateDir, 'data');
  const anvilLog = path.join(stateDir, 'anvil.log');
  const serverLog = path.join(stateDir, 'server.log');
  const pids: number[] = [];
  const killNow = () => pids.forEach(killProcessGroupNow);
  process.once('exit', killNow);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all(pids.map((pid) => stopProcessGroup(pid)));
    process.removeListener('exit', killNow);
    rmSync(stateDir, { recursive: true, force: true });
  };

  try {
    const [anvilPort, serverPort] = await freePorts(2);
    if (anvilPort === undefined || serverPort === undefined) throw new Error('no free ports');
    const rpcUrl = `http://127.0.0.1:${anvilPort}`;
    const baseURL = `http://127.0.0.1:${serverPort}`;

    const anvil = startProcess(
      process.execPath,
      [
        path.join(REPO_ROOT, 'node_modules', '.bin', 'anvil'),
        '--chain-id',
        '21000',
        '--port',
        String(anvilPort),
        '--host',
        '127.0.0.1',
        '--mnemonic',
        ANVIL_MNEMONIC,
        '--silent',
      ],
      { cwd: REPO_ROOT, env: process.env, logFile: anvilLog },
    );
    pids.push(anvil.pid);
    const anvilReady = waitFor(
      'anvil',
      async () => {
        const chainId = await jsonRpc(rpcUrl, 'eth_chainId', [], 1_000);
        if (chainId !== CHAIN_ID_HEX) throw new Error(`anvil reports chain ${String(chainId)}`);
        return true;
      },
      { timeoutMs: ANVIL_READY_MS, exited: anvil.exited },
    ).catch((error: unknown) => {
      throw new Error(`${describe(error)}\n--- anvil log ---\n${tailOf(anvilLog)}`);
    });
    await Promise.all([anvilReady, prepareDataDir(dataDir)]);

    const server = startProcess(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, 'server', 'main.ts')],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          // Production-like: no test routes or response validation, no injected wallet, embedded PGlite.
          DATABASE_URL: '',
          DEMO_WALLET: '',
          TEST_MODE: '',
          HOST: '127.0.0.1',
          PORT: String(serverPort),
          CHAIN_RPC_URL: rpcUrl,
          DATA_DIR: dataDir,
          STATIC_DIR: staticDir,
        },
        logFile: serverLog,
      },
    );
    pids.push(server.pid);
    await waitFor(
      'server',
      async () => {
        const response = await fetch(`${baseURL}/api/home/parameters`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
          signal: AbortSignal.timeout(5_000),
        });
        await response.text();
        if (!response.ok) throw new Error(`POST /api/home/parameters: HTTP ${response.status}`);
        return true;
      },
      { timeoutMs: SERVER_READY_MS, exited: server.exited, intervalMs: 200 },
    ).catch((error: unknown) => {
      throw new Error(`${describe(error)}\n--- server log ---\n${tailOf(serverLog)}`);
    });
    return { baseURL, rpcUrl, serverLog, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
