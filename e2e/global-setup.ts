/**
 * Starts the e2e stack once per run: anvil (chain id 21000) and the real server (`server/main.ts`,
 * TEST_MODE=1, fresh DATA_DIR) serving the static export. Writes {@link StackInfo} for the workers
 * and stops everything again if it fails half-way; e2e/global-teardown.ts stops it at the end.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jsonRpc } from './support/json-rpc';
import { killProcessGroupNow, stopProcessGroup } from './support/processes';
import { startStack } from './support/start-stack';
import { BASE_URL_ENV, REPO_ROOT, RPC_URL_ENV, STACK_FILE_ENV, type StackInfo } from './support/stack';

const SERVER_READY_MS = Number(process.env.E2E_SERVER_READY_MS ?? 90_000);

export default async function globalSetup(): Promise<void> {
  await setUpStack({ demoWallet: false });
}

/** Starts the stack (with the local test wallet in every page when `demoWallet`) and publishes it to the workers. */
export async function setUpStack({ demoWallet }: { demoWallet: boolean }): Promise<void> {
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
  const stackFile = path.join(stateDir, 'stack.json');
  const pids: number[] = [];
  // Last resort if the runner exits without global teardown. Teardown (and the catch below) stop
  // the processes before deleting stateDir, so pids are never signalled once they may be reused.
  process.once('exit', () => {
    if (existsSync(stateDir)) pids.forEach(killProcessGroupNow);
  });

  try {
    const stack = await startStack({
      staticDir,
      stateDir,
      testMode: true,
      serverReadyMs: SERVER_READY_MS,
      pids,
      demoWallet,
    });

    // Baseline for the first test's revert (see e2e/fixtures/anvil.ts): the chain as the server left it at start-up.
    const snapshotFile = path.join(stateDir, 'anvil-snapshot');
    writeFileSync(snapshotFile, String(await jsonRpc(stack.rpcUrl, 'evm_snapshot')));

    const info: StackInfo = { ...stack, stateDir, staticDir, snapshotFile };
    writeFileSync(stackFile, JSON.stringify(info, null, 2));
    process.env[STACK_FILE_ENV] = stackFile;
    process.env[BASE_URL_ENV] = stack.baseURL;
    process.env[RPC_URL_ENV] = stack.rpcUrl;
  } catch (error) {
    await Promise.all(pids.map((pid) => stopProcessGroup(pid)));
    rmSync(stateDir, { recursive: true, force: true });
    throw error;
  }
}
