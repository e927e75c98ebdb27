// Runs first in `npm start` and `npm test`, before node_modules may exist: plain Node (whatever runs
// npm, ≥ 20), no dependencies. Installs from the lockfile when node_modules is missing or older than
// it, then checks what else the command needs, with a message that says how to get it.
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const command = process.argv[2] ?? 'start';
const LOCK = 'package-lock.json';
// npm writes this file on every install: its age is the age of node_modules.
const MARKER = 'node_modules/.package-lock.json';

function npm(args) {
  return spawnSync('npm', args, { stdio: 'inherit', shell: process.platform === 'win32' }).status === 0;
}

const stale = !existsSync(MARKER) || statSync(MARKER).mtimeMs < statSync(LOCK).mtimeMs;
if (stale) {
  console.log(
    `[preflight] node_modules is ${existsSync(MARKER) ? 'older than' : 'missing, installing from'} ${LOCK}`,
  );
  let installed = npm(['ci', '--no-audit', '--no-fund']);
  if (!installed) {
    // The registry reachable here serves only linux-x64 builds of per-platform packages, so the
    // lockfile cannot list other platforms' optional packages and `npm ci` refuses it (see README).
    console.log('[preflight] npm ci refused the lockfile; installing from it with npm install');
    installed = npm(['install', '--no-audit', '--no-fund']);
  }
  if (!installed) {
    console.error(
      '[preflight] installing the dependencies failed (see above). Is the npm registry reachable?',
    );
    process.exit(1);
  }
  // `npm install` may rewrite the lockfile's timestamp: mark node_modules as current.
  if (existsSync(MARKER)) {
    const now = new Date();
    utimesSync(MARKER, now, now);
  }
}

if (command === 'test') {
  const missing = [];
  if (!existsSync('/usr/bin/chromium'))
    missing.push("Debian's chromium at /usr/bin/chromium (end-to-end tests): apt-get install -y chromium");
  const postgres = existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').length > 0;
  if (!postgres && !process.env.TEST_DATABASE_URL)
    missing.push(
      "Debian's postgresql (payment tests on two server instances): apt-get install -y postgresql, or set TEST_DATABASE_URL",
    );
  // The nginx tests run deploy/nginx/btcw-app.conf for real (docs/deploy.md); Debian's is in /usr/sbin.
  const pathDirs = (process.env.PATH ?? '').split(':').filter((dir) => dir !== '');
  const nginx = [...pathDirs, '/usr/sbin', '/usr/local/sbin'].some((dir) => existsSync(`${dir}/nginx`));
  if (!nginx)
    missing.push(
      "nginx (the static-host tests run the repository's nginx config): apt-get install -y nginx-light",
    );
  if (missing.length > 0) {
    console.error(`[preflight] npm test needs:\n  - ${missing.join('\n  - ')}`);
    process.exit(1);
  }
}
