/**
 * Renders the nginx template (deploy/nginx/btcw-app.conf) for an operator's machine or a test, and a
 * minimal standalone nginx main config around it (tests, trying it out locally without root). Pure
 * except for the file reads; `npm run nginx:config` (scripts/nginx-config.ts) is the operator's CLI.
 * Every value is checked before it goes in: a stray `;` or `{` would change the configuration.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NGINX_CSP_FILE } from './nginx-csp';

export const NGINX_TEMPLATE = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'deploy',
  'nginx',
  'btcw-app.conf',
);

export interface NginxSiteOptions {
  /** The built export (absolute): index.html, 404.html and the CSP map in it. */
  rootDir: string;
  /** Platform API server: `host:port`, `[v6]:port` or `unix:/path`; several instances comma-separated. */
  apiUpstream: string;
  /** The platform's filtered JSON-RPC proxy, same forms (often the same servers as the API). */
  rpcUpstream: string;
  /** `listen` parameters; default `80`. */
  listen?: string;
  /** `server_name`; default `_` (any host). */
  serverName?: string;
}

const UPSTREAM = /^(?:(?:[A-Za-z0-9-]+\.)*[A-Za-z0-9-]+|\[[0-9A-Fa-f:.]+\]):\d{1,5}$|^unix:\/[\w./-]+$/;
const LISTEN = /^[\w.:[\]= -]+$/;
const SERVER_NAME = /^[\w.*-]+(?: [\w.*-]+)*$/;
/** Plain absolute paths: nothing nginx would read as syntax, a variable or a comment. */
const ROOT_DIR = /^\/[\w./@+-]*$/;

function checked(what: string, value: string, pattern: RegExp, example: string): string {
  if (!pattern.test(value))
    throw new Error(`${what}: ${JSON.stringify(value)} is not valid here (e.g. ${example})`);
  return value;
}

/** Each instance of a comma-separated upstream list, checked. */
function upstreams(what: string, value: string): string[] {
  return value.split(',').map((entry) => checked(what, entry.trim(), UPSTREAM, '127.0.0.1:3000'));
}

/**
 * The template with every `@@PLACEHOLDER@@` filled in; throws on a value that does not fit. An
 * upstream of several instances gets one `server` line each in its `upstream` block.
 */
export function renderNginxSite(template: string, options: NginxSiteOptions): string {
  const servers = {
    API_UPSTREAM: upstreams('API upstream', options.apiUpstream),
    RPC_UPSTREAM: upstreams('RPC upstream', options.rpcUpstream),
  };
  const expanded = template.replace(
    /^(\s*)server @@(API_UPSTREAM|RPC_UPSTREAM)@@;$/gm,
    (_line, indent: string, name: keyof typeof servers) =>
      servers[name].map((server) => `${indent}server ${server};`).join('\n'),
  );
  const values: Record<string, string> = {
    ROOT_DIR: checked('root dir', options.rootDir.replace(/(?<=.)\/+$/, ''), ROOT_DIR, '/srv/btcw/out'),
    API_UPSTREAM: servers.API_UPSTREAM.join(','),
    RPC_UPSTREAM: servers.RPC_UPSTREAM.join(','),
    LISTEN: checked('listen', options.listen ?? '80', LISTEN, '80 or 443 ssl'),
    SERVER_NAME: checked('server name', options.serverName ?? '_', SERVER_NAME, 'app.example.com'),
  };
  const rendered = expanded.replace(/@@([A-Z_]+)@@/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: unknown placeholder ${placeholder}`);
    return value;
  });
  return rendered;
}

/** What is wrong with `rootDir` as the export nginx serves (nothing: []). */
export function exportProblems(rootDir: string): string[] {
  const missing = ['index.html', '404.html', NGINX_CSP_FILE].filter(
    (file) => !existsSync(path.join(rootDir, file)),
  );
  if (missing.length === 0) return [];
  const rebuild = missing.includes(NGINX_CSP_FILE) ? ' (an export from `npm run build` has all of them)' : '';
  return [`${rootDir} has no ${missing.join(', ')}${rebuild}`];
}

/** The nginx binary: on PATH, else Debian's /usr/sbin/nginx (not on a normal user's PATH); null if none. */
export function findNginx(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs) {
    if (dir === '') continue;
    const candidate = path.join(dir, 'nginx');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return null;
}

/** Where this nginx keeps its `mime.types` (next to its nginx.conf, per `nginx -V`). */
export function nginxMimeTypes(nginx: string): string {
  const version = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const confPath = /--conf-path=(\S+)/.exec(`${version.stderr}${version.stdout}`)?.[1];
  const candidates = [
    confPath ? path.join(path.dirname(confPath), 'mime.types') : '',
    '/etc/nginx/mime.types',
  ];
  const found = candidates.find((file) => file !== '' && existsSync(file));
  if (!found) throw new Error(`no mime.types next to ${confPath ?? 'nginx.conf'} or in /etc/nginx`);
  return found;
}

export interface StandaloneOptions {
  /** A directory this process may write to: logs, pid, nginx's temp files. */
  prefixDir: string;
  /** The rendered site (`renderNginxSite`). */
  siteFile: string;
  mimeTypes: string;
  /** Certificate and key (PEM files) for a site that listens with `ssl`. */
  tls?: { certificate: string; key: string } | undefined;
}

/**
 * A main nginx.conf that runs without root and touches nothing outside `prefixDir`: every path nginx
 * would otherwise take from its build (/var/log/nginx, /var/lib/nginx, /run) points there. Run with
 * `nginx -e <prefix>/error.log -p <prefix> -c <this file>` (`-e`: the log before this file is read).
 */
export function standaloneNginxConf({ prefixDir, siteFile, mimeTypes, tls }: StandaloneOptions): string {
  const at = (name: string) => path.join(prefixDir, name);
  // Started by root, nginx would run its workers as `nobody`, who cannot read a private temp dir.
  const user = process.getuid?.() === 0 ? ['user root;'] : [];
  return [
    '# Standalone nginx for tests and local tries (scripts/lib/nginx-config.ts); not for production.',
    ...user,
    'daemon off;',
    'worker_processes 1;',
    `pid ${at('nginx.pid')};`,
    `error_log ${at('error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `    include ${mimeTypes};`,
    '    default_type application/octet-stream;',
    `    access_log ${at('access.log')};`,
    `    client_body_temp_path ${at('client-body')};`,
    `    proxy_temp_path ${at('proxy')};`,
    `    fastcgi_temp_path ${at('fastcgi')};`,
    `    uwsgi_temp_path ${at('uwsgi')};`,
    `    scgi_temp_path ${at('scgi')};`,
    // At http level the site's server block inherits them: the template itself names no certificate.
    ...(tls ? [`    ssl_certificate ${tls.certificate};`, `    ssl_certificate_key ${tls.key};`] : []),
    `    include ${siteFile};`,
    '}',
    '',
  ].join('\n');
}

/** Reads the template from the repository. */
export function readNginxTemplate(): string {
  return readFileSync(NGINX_TEMPLATE, 'utf8');
}
