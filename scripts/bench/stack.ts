/**
 * The production-like stack the bench measures: anvil (chain id 21000, default mnemonic) and the real
 * server (`server/main.ts`, TEST_MODE and the demo wallet off, fresh PGlite DATA_DIR) serving the
 * static export on free ports. Started by the e2e harness's helper (e2e/support/start-stack.ts).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { killProcessGroupNow, stopProcessGroup } from '../../e2e/support/processes';
import { startStack } from '../../e2e/support/start-stack';

const SERVER_READY_MS = 90_000;

export interface BenchStack {
  /** Origin of the real server (static export + `/api` + `/rpc`). */
  baseURL: string;
  rpcUrl: string;
  serverLog: string;
  /** Stops both processes and removes the temp dir. Idempotent. */
  stop(): Promise<void>;
}

export async function startBenchStack(staticDir: string): Promise<BenchStack> {
  if (!existsSync(path.join(staticDir, 'index.html')))
    throw new Error(
      `bench: no static export at ${staticDir} (index.html missing): run \`npm run build\` first.`,
    );

  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'btcw-bench-'));
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
    // Production-like: no test routes or response validation.
    const stack = await startStack({
      staticDir,
      stateDir,
      testMode: false,
      serverReadyMs: SERVER_READY_MS,
      pids,
    });
    return { baseURL: stack.baseURL, rpcUrl: stack.rpcUrl, serverLog: stack.serverLog, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
