// Runs first in `npm start` and `npm test`, before node_modules may exist: plain Node (whatever runs
// npm, ≥ 20), no dependencies. Installs from the lockfile when node_modules is missing or older than
// it, then checks what else the command needs, with a message that says how to get it.
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const command = process.argv[2] ?? 'start';
const LOCK = 'package-lock.json';
// npm writes this file on every install: its age is the age of node_modules.
const MARKER = 'node_modules/.package-lock.json';

/**
 * Runs npm, passing its output through except its engine warnings: npm runs on whatever Node is
 * installed (≥ 20) while the packages ask for Node 22, which the project brings itself (the `node`
 * devDependency runs every script), so each of them would warn, some 80 lines that read like a
 * failure on a first start though nothing is wrong.
 */
function npm(args) {
  const result = spawnSync('npm', args, {
    stdio: ['inherit', 'pipe', 'pipe'],
    encoding: 'utf8',
    shell: process.platform === 'win32',
    maxBuffer: 64 * 1024 * 1024,
  });
  const quiet = (text) =>
    (text ?? '')
      .split('\n')
      .filter((line) => !line.includes('EBADENGINE'))
      .join('\n');
  process.stdout.write(quiet(result.stdout));
  process.stderr.write(quiet(result.stderr));
  return result.status === 0;
}

const stale = !existsSync(MARKER) || statSync(MARKER).mtimeMs < statSync(LOCK).mtimeMs;
if (stale) {
  console.log(
    `[preflight] This project brings its own Node 22; installing its dependencies from ${LOCK}` +
      `${existsSync(MARKER) ? ' (node_modules is older than it)' : ''}…`,
  );
  let installed = npm(['ci', '--no-audit', '--no-fund']);
  if (!installed) {
    // A registry that lacks some platform's optional packages makes `npm ci` refuse the lockfile
    // (README, "Lockfile"); `npm install` installs the same locked versions.
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
  // The cross-engine suite (e2e/engines): WebKitGTK through its WebDriver under Xvfb, and Firefox ESR.
  if (!pathDirs.some((dir) => existsSync(`${dir}/WebKitWebDriver`)) || !existsSync('/usr/bin/xvfb-run'))
    missing.push(
      "WebKitGTK's WebDriver and Xvfb (WebKit journeys): apt-get install -y webkit2gtk-driver xvfb",
    );
  if (!existsSync('/usr/bin/firefox-esr'))
    missing.push("Debian's Firefox ESR (Firefox journeys): apt-get install -y firefox-esr");
  if (missing.length > 0) {
    console.error(`[preflight] npm test needs:\n  - ${missing.join('\n  - ')}`);
    process.exit(1);
  }
}
