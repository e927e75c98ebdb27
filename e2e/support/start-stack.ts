/**
 * Starting the real stack on free ports: anvil (chain id 21000, anvil's default mnemonic) and the
 * server (`server/main.ts`, embedded PGlite in a fresh data dir) serving a static export. Used by
 * e2e global setup and the bench (scripts/bench/stack.ts); each decides what to keep and how to stop.
 */
import path from 'node:path';
import { ANVIL_MNEMONIC } from '../../server/seed-accounts';
import { jsonRpc } from './json-rpc';
import { prepareDataDir } from './pglite-template';
import { freePorts, startProcess, waitFor } from './processes';
import { REPO_ROOT, tailOf } from './stack';

const CHAIN_ID_HEX = '0x5208';
const ANVIL_READY_MS = 30_000;

export interface StackOptions {
  /** Directory with the static export (`index.html` in it). */
  staticDir: string;
  /** Temp dir owned by the caller: the database and both logs go in it. */
  stateDir: string;
  /** TEST_MODE=1: test routes (`/__test__/…`) and response validation on. */
  testMode: boolean;
  serverReadyMs: number;
  /** Each started process's pid is pushed here at once, so the caller can stop them if start-up fails. */
  pids: number[];
  /** DEMO_WALLET=1: every page carries the local test wallet, as `npm start` serves it. */
  demoWallet?: boolean;
}

export interface StartedStack {
  /** Origin of the server (static export + `/api` + `/rpc`). */
  baseURL: string;
  /** Anvil's JSON-RPC endpoint. */
  rpcUrl: string;
  dataDir: string;
  anvilLog: string;
  serverLog: string;
  anvilPid: number;
  serverPid: number;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Starts anvil (chain 21000, anvil's default mnemonic) on a free port; resolves once it answers. */
export async function startAnvil({
  stateDir,
  pids,
}: Pick<StackOptions, 'stateDir' | 'pids'>): Promise<{ rpcUrl: string; anvilLog: string; anvilPid: number }> {
  const anvilLog = path.join(stateDir, 'anvil.log');
  const [anvilPort] = await freePorts(1);
  if (anvilPort === undefined) throw new Error('no free ports');
  const rpcUrl = `http://127.0.0.1:${anvilPort}`;
  // `node <shim>` rather than the shim's `#!/usr/bin/env node`, so PATH does not matter. The
  // mnemonic is anvil's default, spelled out because the seeded roles depend on it.
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
  await waitFor(
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
  return { rpcUrl, anvilLog, anvilPid: anvil.pid };
}

/**
 * Starts one server (`server/main.ts`) on a free port with `env` over the caller's environment;
 * resolves once `home/parameters` answers. The log is `<stateDir>/<name>.log`.
 */
export async function startServerProcess({
  name,
  stateDir,
  env,
  serverReadyMs,
  pids,
}: {
  name: string;
  stateDir: string;
  /** Set over the caller's environment (an empty value unsets a setting: the server treats it so). */
  env: Readonly<Record<string, string>>;
  serverReadyMs: number;
  pids: number[];
}): Promise<{ baseURL: string; serverLog: string; serverPid: number }> {
  const serverLog = path.join(stateDir, `${name}.log`);
  const [serverPort] = await freePorts(1);
  if (serverPort === undefined) throw new Error('no free ports');
  const baseURL = `http://127.0.0.1:${serverPort}`;
  const server = startProcess(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'server', 'main.ts')],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(serverPort), ...env },
      logFile: serverLog,
    },
  );
  pids.push(server.pid);
  await waitFor(
    name,
    async () => {
      const response = await fetch(`${baseURL}/api/home/parameters`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(5_000),
      });
      const text = await response.text();
      if (!response.ok)
        throw new Error(`POST /api/home/parameters: HTTP ${response.status} ${text.slice(0, 200)}`);
      return true;
    },
    { timeoutMs: serverReadyMs, exited: server.exited, intervalMs: 200 },
  ).catch((error: unknown) => {
    throw new Error(`${describe(error)}\n--- ${name} log ---\n${tailOf(serverLog)}`);
  });
  return { baseURL, serverLog, serverPid: server.pid };
}

/** Starts anvil, then the server on it; resolves once both answer (the logs' tails are in any error). */
export async function startStack({
  staticDir,
  stateDir,
  testMode,
  serverReadyMs,
  pids,
  demoWallet = false,
}: StackOptions): Promise<StartedStack> {
  const dataDir = path.join(stateDir, 'data');
  // PGlite's data dir is prepared while anvil boots.
  const [{ rpcUrl, anvilLog, anvilPid }] = await Promise.all([
    startAnvil({ stateDir, pids }),
    prepareDataDir(dataDir),
  ]);
  const { baseURL, serverLog, serverPid } = await startServerProcess({
    name: 'server',
    stateDir,
    serverReadyMs,
    pids,
    env: {
      // Pinned so a developer's own settings cannot leak in (DATABASE_URL would bypass PGlite,
      // DEMO_WALLET would inject a wallet).
      DATABASE_URL: '',
      DEMO_WALLET: demoWallet ? '1' : '',
      TEST_MODE: testMode ? '1' : '',
      CHAIN_RPC_URL: rpcUrl,
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      // The whole suite is one loopback client logging in hundreds of times: limits stay on, ten
      // times wider, so they are exercised without slowing the suite.
      API_RATE_LIMIT_SCALE: '10',
    },
  });
  return { baseURL, rpcUrl, dataDir, anvilLog, serverLog, anvilPid, serverPid };
}
