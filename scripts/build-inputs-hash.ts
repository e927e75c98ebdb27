// What the static build is made of: a hash over its sources and the deploy variables it reads, so
// `npm start` rebuilds only when one of them changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const INPUT_DIRS = ['app', 'components', 'lib', 'messages', 'public', 'config'];
const INPUT_FILES = [
  'next.config.mjs',
  'package-lock.json',
  'tsconfig.json',
  'global.d.ts',
  'package.json',
  'scripts/finish-pages.ts',
  'scripts/lib/app-after-paint.ts',
  'scripts/lib/boot-script.ts',
  'scripts/csp-export.ts',
  'scripts/lib/csp-export.ts',
  'scripts/build-sw.ts',
];
const BUILD_VARIABLES = [
  'API_BASE_URL',
  'BTCW_RPC_URLS',
  'BTCW_EXPLORER_URL',
  'BTCW_CHAIN_NAME',
  'BTCW_MEDIA_ORIGINS',
];
/** Beside the export: `out/` is what the build writes, so the hash of what made it lives there too. */
export const BUILD_HASH_FILE = 'out/.build-inputs-hash';

function filesBelow(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  const found: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesBelow(root, path));
    else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) found.push(path);
  }
  return found;
}

export function buildInputsHash(root: string, env: NodeJS.ProcessEnv): string {
  const hash = createHash('sha256');
  const files = [...INPUT_DIRS.flatMap((dir) => filesBelow(root, dir)), ...INPUT_FILES].sort();
  for (const file of files) {
    const path = join(root, file);
    if (!existsSync(path) || !statSync(path).isFile()) continue;
    hash.update(`${relative(root, path)}\0`);
    hash.update(readFileSync(path));
    hash.update('\0');
  }
  for (const name of BUILD_VARIABLES) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}
