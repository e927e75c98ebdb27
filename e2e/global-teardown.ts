/** Stops what e2e/global-setup.ts started, keeps the logs under test-results/, removes the temp dir. */
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stopProcessGroup } from './support/processes';
import { readStackInfo, REPO_ROOT, STACK_FILE_ENV } from './support/stack';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[STACK_FILE_ENV];
  if (!file || !existsSync(file)) return;
  const info = readStackInfo(file);
  await Promise.all([stopProcessGroup(info.serverPid), stopProcessGroup(info.anvilPid)]);
  const logDir = path.join(REPO_ROOT, 'test-results', 'stack-logs');
  mkdirSync(logDir, { recursive: true });
  for (const log of [info.serverLog, info.anvilLog]) {
    if (existsSync(log)) copyFileSync(log, path.join(logDir, path.basename(log)));
  }
  rmSync(info.stateDir, { recursive: true, force: true });
}
