/**
 * What global setup started (anvil + the real server) and where to reach it. Global setup writes it
 * as JSON into its temp dir and points `E2E_STACK_FILE` at it; workers inherit the environment.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const STACK_FILE_ENV = 'E2E_STACK_FILE';
/** Also exported for tools outside the fixtures (e.g. a quick `curl` while debugging). */
export const BASE_URL_ENV = 'E2E_BASE_URL';
export const RPC_URL_ENV = 'E2E_RPC_URL';

/** Repository root (the directory holding playwright.config.ts). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

export const stackInfoSchema = z.object({
  /** Origin of the real server (static export + `/api` + `/rpc`), e.g. `http://127.0.0.1:41234`. */
  baseURL: z.url(),
  /** Anvil's JSON-RPC endpoint, e.g. `http://127.0.0.1:41233`. */
  rpcUrl: z.url(),
  /** Temp dir owned by this run (logs, DB, snapshot id); removed by global teardown. */
  stateDir: z.string(),
  dataDir: z.string(),
  staticDir: z.string(),
  /** File holding the id of the anvil snapshot the next test reverts to. */
  snapshotFile: z.string(),
  serverLog: z.string(),
  anvilLog: z.string(),
  anvilPid: z.number().int(),
  serverPid: z.number().int(),
});
export type StackInfo = z.infer<typeof stackInfoSchema>;

export function readStackInfo(file = process.env[STACK_FILE_ENV]): StackInfo {
  if (!file) {
    throw new Error(
      `${STACK_FILE_ENV} is not set: the e2e fixtures need the stack started by e2e/global-setup.ts (run \`npx playwright test\`).`,
    );
  }
  return stackInfoSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Last `lines` lines of a log file, for error messages. */
export function tailOf(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
