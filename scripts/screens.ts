/**
 * `npm run screens`: every route at 375 px in English, Traditional Chinese and Vietnamese, logged in
 * as the demo member with long data, into `screens/` (playwright.screens.config.ts). Needs the
 * static export: builds it with `npm run build` only when `out/` has none.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(path.join(root, 'out', 'index.html'))) {
  console.log('[screens] no static export in out/: running npm run build first');
  run(npm, ['run', 'build']);
}
run(npx, ['playwright', 'test', '--config', 'playwright.screens.config.ts', ...process.argv.slice(2)]);
console.log(`[screens] pictures in ${path.join(root, 'screens')}`);
