/**
 * Starts the e2e stack once per run: anvil (chain id 21000) and the real server (`server/main.ts`,
 * TEST_MODE=1, fresh DATA_DIR) serving the static export. Writes {@link StackInfo} for the workers
 * and stops everything again if it fails half-way; e2e/global-teardown.ts stops it at the end.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANVIL_MNEMONIC } from '../server/seed-accounts';
import { jsonRpc } from './support/json-rpc';
import { prepareDataDir } from './support/pglite-template';
import { freePorts, killProcessGroupNow, startProcess, stopProcessGroup, waitFor } from './support/processes';
import {
  BASE_URL_ENV,
  REPO_ROOT,
  RPC_URL_ENV,
  STACK_FILE_ENV,
  tailOf,
  type StackInfo,
} from './support/stack';

const CHAIN_ID_HEX = '0x5208';
const ANVIL_READY_MS = 30_000;
const SERVER_READY_MS = Number(process.env.E2E_SERVER_READY_MS ?? 90_000);

export default async function globalSetup(): Promise<void> {
  const staticDir = path.resolve(REPO_ROOT, process.env.E2E_STATIC_DIR ?? 'out');
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(
      `e2e: no static export at ${staticDir} (index.html missing). Build it first with \`npm run build\` ` +
        '(`npm test` builds before `test:e2e`), or point E2E_STATIC_DIR at a built export.',
    );
  }
  const serverEntry = path.join(REPO_ROOT, 'server', 'main.ts');
  if (!existsSync(serverEntry))
    throw new Error(`e2e: ${serverEntry} not found; the suite runs against the real server.`);

  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'btcw-e2e-'));
  const dataDir = path.join(stateDir, 'data');
  const anvilLog = path.join(stateDir, 'anvil.log');
  const serverLog = path.join(stateDir, 'server.log');
  const stackFile = path.join(stateDir, 'stack.json');
  const pids: number[] = [];
  // Last resort if the runner exits without global teardown. Teardown (and the catch below) stop
  // the processes before deleting stateDir, so pids are never signalled once they may be reused.
  process.once('exit', () => {
    if (existsSync(stateDir)) pids.forEach(killProcessGroupNow);
  });

  try {
    const [anvilPort, serverPort] = await freePorts(2);
    if (anvilPort === undefined || serverPort === undefined) throw new Error('no free ports');
    const rpcUrl = `http://127.0.0.1:${anvilPort}`;
    const baseURL = `http://127.0.0.1:${serverPort}`;

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
    const anvilReady = waitFor(
      'anvil',
      async () => {
        const chainId = await jsonRpc(rpcUrl, 'eth_chainId', [], 1_000);
        if (chainId !== CHAIN_ID_HEX) throw new Error(`anvil reports chain ${String(chainId)}`);
        return true;
      },
      { timeoutMs: ANVIL_READY_MS, exited: anvil.exited },
    ).catch((error: unknown) => {
      throw new Error(
        `${error instanceof Error ? error.message : String(error)}\n--- anvil log ---\n${tailOf(anvilLog)}`,
      );
    });
    // PGlite's data dir is prepared while anvil boots.
    await Promise.all([anvilReady, prepareDataDir(dataDir)]);

    const server = startProcess(process.execPath, ['--import', 'tsx', serverEntry], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        // Pinned so a developer's own settings cannot leak in (DATABASE_URL would bypass PGlite).
        DATABASE_URL: '',
        DEMO_WALLET: '',
        HOST: '127.0.0.1',
        PORT: String(serverPort),
        TEST_MODE: '1',
        CHAIN_RPC_URL: rpcUrl,
        DATA_DIR: dataDir,
        STATIC_DIR: staticDir,
      },
      logFile: serverLog,
    });
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
        const text = await response.text();
        if (!response.ok)
          throw new Error(`POST /api/home/parameters: HTTP ${response.status} ${text.slice(0, 200)}`);
        return true;
      },
      { timeoutMs: SERVER_READY_MS, exited: server.exited, intervalMs: 200 },
    ).catch((error: unknown) => {
      throw new Error(
        `${error instanceof Error ? error.message : String(error)}\n--- server log ---\n${tailOf(serverLog)}`,
      );
    });

    // Baseline for the first test's revert (see e2e/fixtures/anvil.ts): the chain as the server left it at start-up.
    const snapshotFile = path.join(stateDir, 'anvil-snapshot');
    writeFileSync(snapshotFile, String(await jsonRpc(rpcUrl, 'evm_snapshot')));

    const info: StackInfo = {
      baseURL,
      rpcUrl,
      stateDir,
      dataDir,
      staticDir,
      snapshotFile,
      serverLog,
      anvilLog,
      anvilPid: anvil.pid,
      serverPid: server.pid,
    };
    writeFileSync(stackFile, JSON.stringify(info, null, 2));
    process.env[STACK_FILE_ENV] = stackFile;
    process.env[BASE_URL_ENV] = baseURL;
    process.env[RPC_URL_ENV] = rpcUrl;
  } catch (error) {
    await Promise.all(pids.map((pid) => stopProcessGroup(pid)));
    rmSync(stateDir, { recursive: true, force: true });
    throw error;
  }
}
