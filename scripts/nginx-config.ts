/**
 * `npm run nginx:config -- --root <export> --api <host:port>[,…] [--rpc <host:port>[,…]] [--listen 80]
 * [--server-name _] [--out <file>]`: the nginx site for a built export (docs/deploy.md), from the
 * template deploy/nginx/btcw-app.conf. Checks the values and that the export is complete (its
 * per-page CSP map included), then writes the file (or prints it without --out).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportProblems, NGINX_TEMPLATE, readNginxTemplate, renderNginxSite } from './lib/nginx-config';

const USAGE =
  'usage: npm run nginx:config -- --root <export dir> --api <host:port>[,<host:port>…] [--rpc <host:port>[,…]] ' +
  '[--listen 80] [--server-name _] [--out <file>]';

function fail(message: string): never {
  console.error(`[nginx] ${message}\n${USAGE}`);
  process.exit(1);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      root: { type: 'string' },
      api: { type: 'string' },
      rpc: { type: 'string' },
      listen: { type: 'string' },
      'server-name': { type: 'string' },
      out: { type: 'string' },
    },
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (!values.root) fail('--root is required: the built export (out/) as it lies on the nginx machine');
if (!values.api) fail('--api is required: where nginx reaches the platform API, e.g. 127.0.0.1:3000');

const rootDir = path.resolve(values.root);
// The export may be built here and copied to the nginx machine later: say so, but still render.
for (const problem of exportProblems(rootDir)) console.warn(`[nginx] warning: ${problem}`);

let site: string;
try {
  site = renderNginxSite(readNginxTemplate(), {
    rootDir,
    apiUpstream: values.api,
    // The reference server answers /rpc itself (its filtered proxy to the node).
    rpcUpstream: values.rpc ?? values.api,
    ...(values.listen === undefined ? {} : { listen: values.listen }),
    ...(values['server-name'] === undefined ? {} : { serverName: values['server-name'] }),
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

if (values.out) {
  writeFileSync(values.out, site);
  console.error(
    `[nginx] wrote ${values.out} from ${path.relative(process.cwd(), NGINX_TEMPLATE)} for ${rootDir}.\n` +
      '[nginx] It goes in the http block (e.g. /etc/nginx/conf.d/); then: nginx -t && nginx -s reload',
  );
} else {
  process.stdout.write(site);
}
