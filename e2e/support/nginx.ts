/**
 * Runs the repository's nginx template (deploy/nginx/btcw-app.conf) for real: rendered for a free
 * port in front of a given export and platform server, checked with `nginx -t`, then started as this
 * user in a temp dir (scripts/lib/nginx-config.ts, `standaloneNginxConf`). Used by e2e/nginx.spec.ts
 * and the config's own test (scripts/lib/nginx-config.test.ts). No nginx installed is an error, never
 * a skip: `.ci/run` installs it and `npm test`'s preflight asks for it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  exportProblems,
  findNginx,
  nginxMimeTypes,
  readNginxTemplate,
  renderNginxSite,
  standaloneNginxConf,
} from '../../scripts/lib/nginx-config';
import { freePorts, killProcessGroupNow, startProcess, stopProcessGroup, waitFor } from './processes';
import { tailOf } from './stack';

export const NGINX_MISSING =
  'nginx is not installed (looked on PATH and in /usr/sbin): the static-host tests run the ' +
  "repository's nginx config for real. Install it: apt-get install -y nginx-light (`.ci/run` does).";

export interface NginxSite {
  /** `http://127.0.0.1:<port>` (`https://` with `tls`). */
  origin: string;
  /** The export it serves. */
  rootDir: string;
  pid: number;
  /** The rendered site config (deploy/nginx/btcw-app.conf filled in). */
  siteFile: string;
  errorLog: string;
  /** Stops nginx and removes its temp dir. Idempotent. */
  stop(): Promise<void>;
}

export interface NginxSiteOptions {
  /** The built export nginx serves. */
  rootDir: string;
  /** The platform server (`http://127.0.0.1:<port>`) behind both `/api/` and `/rpc`, or its instances. */
  platformOrigin: string | readonly string[];
  /** Listen with TLS (`ssl`), with this certificate and key (PEM files). */
  tls?: { certificate: string; key: string };
}

/** The nginx binary, or an error that says how to install it. */
export function requireNginx(): string {
  const nginx = findNginx();
  if (!nginx) throw new Error(NGINX_MISSING);
  return nginx;
}

/** Renders the site and its standalone main config into `prefixDir`. */
function prepare(nginx: string, prefixDir: string, port: number, options: NginxSiteOptions) {
  const problems = exportProblems(options.rootDir);
  if (problems.length > 0) throw new Error(`nginx: ${problems.join('; ')}`);
  const origins =
    typeof options.platformOrigin === 'string' ? [options.platformOrigin] : options.platformOrigin;
  const upstream = origins.map((origin) => new URL(origin).host).join(',');
  const siteFile = path.join(prefixDir, 'btcw-app.conf');
  writeFileSync(
    siteFile,
    renderNginxSite(readNginxTemplate(), {
      rootDir: path.resolve(options.rootDir),
      apiUpstream: upstream,
      rpcUpstream: upstream,
      listen: `127.0.0.1:${port}${options.tls ? ' ssl' : ''}`,
      serverName: 'localhost',
    }),
  );
  const mainFile = path.join(prefixDir, 'nginx.conf');
  writeFileSync(
    mainFile,
    standaloneNginxConf({ prefixDir, siteFile, mimeTypes: nginxMimeTypes(nginx), tls: options.tls }),
  );
  return { siteFile, mainFile, errorLog: path.join(prefixDir, 'error.log') };
}

/** `nginx -t` on a main config: throws with nginx's own words when it is not valid. */
export function checkNginxConfig(nginx: string, prefixDir: string, mainFile: string): string {
  const result = spawnSync(
    nginx,
    ['-t', '-e', path.join(prefixDir, 'error.log'), '-p', prefixDir, '-c', mainFile],
    {
      encoding: 'utf8',
    },
  );
  const output = `${result.stdout}${result.stderr}`.trim();
  if (result.status !== 0) throw new Error(`nginx -t failed (exit ${String(result.status)}):\n${output}`);
  return output;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', reject);
  });
}

/** Starts nginx on a free port for the export and platform; resolves once it answers. */
export async function startNginxSite(options: NginxSiteOptions): Promise<NginxSite> {
  const nginx = requireNginx();
  const prefixDir = mkdtempSync(path.join(os.tmpdir(), 'btcw-nginx-'));
  let pid: number | undefined;
  let stopped = false;
  // Last resort if the test process exits without stopping it (nginx runs in its own process group).
  const killNow = () => {
    if (pid !== undefined) killProcessGroupNow(pid);
  };
  process.once('exit', killNow);
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (pid !== undefined) await stopProcessGroup(pid);
    process.removeListener('exit', killNow);
    rmSync(prefixDir, { recursive: true, force: true });
  };
  try {
    const [port] = await freePorts(1);
    if (port === undefined) throw new Error('no free port');
    const { siteFile, mainFile, errorLog } = prepare(nginx, prefixDir, port, options);
    checkNginxConfig(nginx, prefixDir, mainFile);
    const started = startProcess(nginx, ['-e', errorLog, '-p', prefixDir, '-c', mainFile], {
      cwd: prefixDir,
      env: process.env,
      logFile: path.join(prefixDir, 'stdout.log'),
    });
    pid = started.pid;
    const origin = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
    // Listening is enough: the tests' first requests show whether it answers right.
    await waitFor('nginx', () => accepts(port), { timeoutMs: 10_000, exited: started.exited }).catch(
      (error: unknown) => {
        throw new Error(
          `${error instanceof Error ? error.message : String(error)}\n--- nginx error log ---\n${tailOf(errorLog)}`,
        );
      },
    );
    return { origin, rootDir: options.rootDir, pid: started.pid, siteFile, errorLog, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
