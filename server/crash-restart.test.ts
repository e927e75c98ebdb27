import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_MEMBER } from './seed-accounts';
import { postApi } from './test-support/test-app';
import { startAnvil, type RunningAnvil } from './test-support/test-chain';

/**
 * The real server (`node --import tsx server/main.ts`) on an embedded database in a temp DATA_DIR:
 * kill -9, restart at once (the lock must see its holder is dead), and a second server on the same
 * DATA_DIR while one runs (refused with a readable reason).
 */
const ROOT = path.resolve(import.meta.dirname, '..');

let anvil: RunningAnvil | undefined;
let chainUrl = '';
let dir = '';
const running: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  /** The server's pid (not the child's when started under a non-reaping parent). */
  pid: () => number;
  output: () => string;
  /** Resolves with the URL once the server listens; rejects when it exits first. */
  listening: Promise<string>;
  exited: Promise<number | null>;
}

/**
 * `underNonReapingParent`: the server runs under a parent that never reaps it (sh that became
 * `sleep`), like a supervisor that does not wait for its children: once killed it stays a zombie.
 */
function startServer(dataDir: string, { underNonReapingParent = false } = {}): Started {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CHAIN_RPC_URL: chainUrl,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    STATIC_DIR: path.join(dir, 'no-static'),
    DATABASE_URL: '',
    TEST_MODE: '',
    DEMO_WALLET: '',
  };
  const child = underNonReapingParent
    ? spawn(
        'sh',
        ['-c', '"$0" --import tsx server/main.ts & echo "server pid $!"; exec sleep 600', process.execPath],
        {
          cwd: ROOT,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
    : spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
  running.push(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  listening.catch(() => undefined);
  const pid = () => {
    const shown = /server pid (\d+)/.exec(output)?.[1];
    const value = underNonReapingParent ? Number(shown) : child.pid;
    if (!value) throw new Error(`no server pid yet:\n${output}`);
    return value;
  };
  return { child, pid, output: () => output, listening, exited };
}

const login = async (url: string) =>
  (await postApi(url, 'member/login', { account: DEMO_MEMBER.address, password: DEMO_MEMBER.password }))
    .envelope;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'crash-restart-'));
  anvil = await startAnvil();
  chainUrl = anvil.rpcUrl;
}, 60_000);

afterAll(async () => {
  for (const child of running)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  anvil?.stop();
  await new Promise((resolve) => setTimeout(resolve, 100));
  rmSync(dir, { recursive: true, force: true });
});

it('restarts at once after kill -9, and refuses a second server on the same DATA_DIR readably', async () => {
  const dataDir = path.join(dir, 'pglite');

  const first = startServer(dataDir, { underNonReapingParent: true });
  const firstUrl = await first.listening;
  expect((await login(firstUrl)).code).toBe(200);
  const firstPid = first.pid();
  expect(readFileSync(`${dataDir}.lock`, 'utf8')).toContain(String(firstPid));

  // kill -9, then restart at once. Its parent never reaps it, so the pid stays taken by a zombie
  // (the old lock answered "in use by process <killed pid>" for as long as that lasted).
  process.kill(firstPid, 'SIGKILL');
  const started = Date.now();
  if (existsSync('/proc/self/stat')) {
    for (let i = 0; i < 200 && !/\) Z /.test(readFileSync(`/proc/${firstPid}/stat`, 'utf8')); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(readFileSync(`/proc/${firstPid}/stat`, 'utf8')).toMatch(/\) Z /);
  }
  const second = startServer(dataDir);
  const secondUrl = await second.listening;
  const restartMs = Date.now() - started;
  expect(second.output()).not.toMatch(/in use by process|cannot start/);
  expect(second.output()).not.toMatch(/seeded/); // the data survived the crash
  expect(await login(secondUrl)).toMatchObject({ code: 200, msg: 'Login Successful' });

  // A third server on the same directory while the second runs: refused, with a readable reason.
  const third = startServer(dataDir);
  expect(await third.exited).toBe(1);
  expect(third.output()).toContain(
    `[server] cannot start: The database in ${dataDir} is in use by process ${second.pid()}`,
  );
  expect(third.output()).not.toContain('[object Object]');
  // …and the running server is unharmed.
  expect((await login(secondUrl)).code).toBe(200);

  console.log(`[crash-restart] restart after kill -9 listened in ${restartMs} ms`);
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
}, 180_000);
