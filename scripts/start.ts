// `npm start`: local chain (anvil) + static build + platform server with the demo wallet, one command.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ANVIL_MNEMONIC,
  DEMO_MEMBER,
  ROOT_MEMBER,
  TREASURY_ADDRESS,
  UNREGISTERED_ACCOUNTS,
} from '../server/seed-accounts';
import { BUILD_HASH_FILE, buildInputsHash } from './build-inputs-hash';
import { isLoopbackHost } from '../server/http/loopback';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHAIN_PORT = Number(process.env.CHAIN_PORT ?? 8545);
const PORT = Number(process.env.PORT ?? 3000);
// Loopback unless asked: the chain has unlocked accounts and the demo wallet signs with public keys.
const HOST = process.env.HOST || '127.0.0.1';
const ON_NETWORK = !isLoopbackHost(HOST);
/** Where this machine reaches the server (a wildcard bind answers on loopback too). */
const LOCAL_HOST = ['0.0.0.0', '::', '[::]'].includes(HOST)
  ? '127.0.0.1'
  : HOST.includes(':') && !HOST.startsWith('[')
    ? `[${HOST}]`
    : HOST;
const CHAIN_RPC_URL = `http://127.0.0.1:${CHAIN_PORT}`;
// A first start initialises the embedded database (10–20 s on a small machine).
const READY_TIMEOUT_MS = 180_000;
const ANVIL_STATE = process.env.ANVIL_STATE ?? join(ROOT, '.data', 'anvil-state.json');
/** How the server is run: on this script's own Node (the project's Node 22), through tsx. */
const SERVER_NODE = [process.execPath, '--import', 'tsx'] as const;

const children = new Set<ChildProcess>();
let stopping = false;
// A function, not the variable: TypeScript would assume it unchanged across awaits.
const isStopping = () => stopping;

/** Starts a child whose death stops the stack (`finite` children may end with code 0). */
function run(
  command: string,
  args: readonly string[],
  options: SpawnOptions,
  label: string,
  finite = false,
): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, ...options });
  children.add(child);
  child.on('error', (error) => {
    console.error(`[start] cannot run ${label}: ${error.message}`);
    shutdown(1);
  });
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (stopping || (finite && code === 0)) return;
    console.error(`[start] ${label} stopped (${signal ?? `exit code ${code ?? '?'}`}); stopping everything.`);
    // A service that ends by itself failed, even when it says 0 (anvil does on a busy port).
    shutdown(code || 1);
  });
  return child;
}

/** Stops every child (SIGTERM, then SIGKILL after 5 s) and exits with `code`. */
function shutdown(code: number): void {
  if (stopping) return;
  stopping = true;
  const pending = [...children];
  if (pending.length === 0) process.exit(code);
  const force = setTimeout(() => {
    for (const child of pending) child.kill('SIGKILL');
  }, 5000);
  let left = pending.length;
  for (const child of pending) {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) {
        clearTimeout(force);
        process.exit(code);
      }
    });
    child.kill('SIGTERM');
  }
}

async function waitFor(label: string, probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (isStopping()) return;
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label} did not become ready within ${READY_TIMEOUT_MS / 1000} s`);
}

async function chainAnswers(): Promise<boolean> {
  const response = await fetch(CHAIN_RPC_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  });
  return response.ok;
}

async function serverAnswers(): Promise<boolean> {
  const response = await fetch(`http://${LOCAL_HOST}:${PORT}/api/home/parameters`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  return response.ok;
}

/**
 * The same `npm run build` the operator deploys (export, post-processing, service worker), skipped
 * when nothing it is made of changed since the last one (content hash in `out/`).
 */
function build(): Promise<void> {
  const env = { ...process.env, BTCW_RPC_URLS: process.env.BTCW_RPC_URLS ?? '/rpc' };
  const inputs = buildInputsHash(ROOT, env);
  const hashFile = join(ROOT, BUILD_HASH_FILE);
  if (existsSync(hashFile) && readFileSync(hashFile, 'utf8').trim() === inputs) {
    console.log('[start] the app is unchanged since the last build: serving out/');
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const child = run('npm', ['run', 'build'], { stdio: 'inherit', env }, 'npm run build', true);
    // A failed build ends the stack through the generic exit handler; success just continues.
    child.once('exit', (code) => {
      if (code !== 0) return;
      writeFileSync(hashFile, `${inputs}\n`);
      resolve();
    });
  });
}

function banner(): string {
  const url = `http://${LOCAL_HOST === '127.0.0.1' ? 'localhost' : LOCAL_HOST}:${PORT}`;
  return [
    '',
    `  BTCW platform running at ${url}${ON_NETWORK ? ` (listening on ${HOST})` : ''}`,
    `  Local chain (anvil, chain id 21000): ${CHAIN_RPC_URL}  mnemonic "${ANVIL_MNEMONIC}"`,
    `  A "Local test wallet" badge (bottom left) picks the anvil account; click it to switch.`,
    '',
    `  Treasury            #0 ${TREASURY_ADDRESS}`,
    `  Root member         #1 ${ROOT_MEMBER.address}  password: ${ROOT_MEMBER.password}`,
    `  Demo member         #2 ${DEMO_MEMBER.address}  password: ${DEMO_MEMBER.password}  (balance ${DEMO_MEMBER.balance} BTCW)`,
    `  Unregistered        #3..#9 (e.g. ${UNREGISTERED_ACCOUNTS[0] ?? ''}): register with inviter ${ROOT_MEMBER.address}`,
    '',
    '  Ctrl-C stops everything.',
    '',
    ...(ON_NETWORK ? [networkWarning()] : []),
  ].join('\n');
}

function networkWarning(): string {
  return [
    '  ******************************************************************************************',
    `  WARNING: HOST=${HOST} makes this demo reachable from other machines. Its chain (anvil)`,
    "  has unlocked accounts whose keys are PUBLIC (anvil's test mnemonic, treasury #0 included),",
    '  and the local test wallet signs for accounts #1..#9 on request: anyone who can reach this',
    '  port can spend them. Test coins only, never real funds. Unset HOST to listen on 127.0.0.1.',
    '  ******************************************************************************************',
    '',
  ].join('\n');
}

/**
 * `START_NODE_VERSIONS=1`: prints the Node this script and the server run on and stops before any
 * service (scripts/start-node.test.ts checks a first start on a clean clone with it).
 */
function printNodeVersions(): void {
  const [command, ...args] = SERVER_NODE;
  const server = spawnSync(command, [...args, '--print', 'process.version'], { cwd: ROOT, encoding: 'utf8' });
  console.log(`[start] Node ${process.version}, server on Node ${server.stdout.trim()}`);
}

async function main(): Promise<void> {
  if (process.env.START_NODE_VERSIONS === '1') return printNodeVersions();
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  if (ON_NETWORK) console.warn(networkWarning());

  mkdirSync(dirname(ANVIL_STATE), { recursive: true });
  console.log(`[start] starting anvil on ${CHAIN_RPC_URL} (state: ${ANVIL_STATE})`);
  run(
    join(ROOT, 'node_modules/.bin/anvil'),
    [
      '--chain-id',
      '21000',
      '--port',
      String(CHAIN_PORT),
      '--host',
      '127.0.0.1',
      '--mnemonic',
      ANVIL_MNEMONIC,
      // The chain keeps its state beside the database, so payments recorded there stay on chain.
      '--state',
      ANVIL_STATE,
      '--state-interval',
      '30',
    ],
    { stdio: 'ignore' },
    `anvil (is port ${CHAIN_PORT} free? set CHAIN_PORT to use another)`,
  );
  await waitFor('anvil', chainAnswers);

  if (process.env.SKIP_BUILD === '1') console.log('[start] SKIP_BUILD=1: serving the existing out/');
  else await build();
  if (isStopping()) return;

  const [node, ...nodeArgs] = SERVER_NODE;
  run(
    node,
    [...nodeArgs, 'server/main.ts'],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        DEMO_WALLET: '1',
        CHAIN_RPC_URL,
        PORT: String(PORT),
        HOST,
        // The server refuses the demo wallet on a network HOST unless told that this was asked for.
        ALLOW_DEMO_ON_NETWORK: ON_NETWORK ? '1' : '',
      },
    },
    'server',
  );
  await waitFor('server', serverAnswers);
  if (!isStopping()) console.log(banner());
}

main().catch((error: unknown) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  shutdown(1);
});
