/**
 * The first `npm start` on a clean clone runs the start script and the server on the project's
 * Node 22, with the machine's own Node first on PATH: the shell looks `node` up before the preflight
 * has installed the project's, so the start script must not leave that choice to it.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);
const temp = mkdtempSync(join(tmpdir(), 'btcw-clone-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** PATH as the machine has it: inside `npm`/`npx`, npm put the project's node_modules/.bin first. */
const machinePath = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((dir) => dir !== '' && !dir.includes('node_modules'));
const machineNpm = machinePath.map((dir) => join(dir, 'npm')).find((file) => existsSync(file));

it('the first npm start on a clean clone runs start.ts and the server on Node 22', async () => {
  if (!machineNpm) throw new Error('no npm on PATH outside node_modules');
  const clone = join(temp, 'clone');
  execFileSync('git', ['clone', '--quiet', ROOT, clone]);
  // What this test is about as it is in the working tree, not only as last committed.
  for (const file of ['package.json', 'scripts/preflight.mjs', 'scripts/start.ts'])
    copyFileSync(join(ROOT, file), join(clone, file));
  // The preflight's install: a real `npm ci` takes a minute or more and the registry, so a stand-in `npm`
  // answers `ci` by linking this tree's node_modules (installed from the same lockfile) and passes
  // everything else to the machine's npm. node_modules/.bin/node appears only then, as after an install.
  const bin = join(temp, 'bin');
  mkdirSync(bin);
  writeFileSync(
    join(bin, 'npm'),
    `#!/bin/sh\nif [ "$1" = ci ]; then exec ln -s '${join(ROOT, 'node_modules')}' node_modules; fi\nexec '${machineNpm}' "$@"\n`,
  );
  chmodSync(join(bin, 'npm'), 0o755);
  // The caller's environment without what npm set for this test run (an undefined value is not passed).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: [bin, ...machinePath].join(delimiter),
    START_NODE_VERSIONS: '1',
  };
  for (const key of Object.keys(env)) if (key.startsWith('npm_') || key === 'INIT_CWD') env[key] = undefined;

  const { stdout } = await run('npm', ['start'], { cwd: clone, env });
  expect(stdout).toContain('[preflight] This project brings its own Node 22; installing');
  expect(stdout).toMatch(/\[start\] Node v22\.\d+\.\d+, server on Node v22\.\d+\.\d+\n/);
}, 60_000);
