import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './test-chain';

export interface TempPostgres {
  url: string;
  stop(): Promise<void>;
}

/** Debian's PostgreSQL server binaries, newest version first (the machine image ships 15). */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'initdb'))) return bin;
  }
  return null;
}

/**
 * A PostgreSQL for a test: `TEST_DATABASE_URL` when given, otherwise a throwaway cluster in a
 * temporary directory on a free loopback port (as the `postgres` user when running as root, since
 * PostgreSQL refuses root). Null when neither is available. `settings` are server settings
 * (`shared_buffers`, …) for the throwaway cluster; `fsync` is off unless they say otherwise.
 */
export async function startTempPostgres(
  settings: Readonly<Record<string, string>> = {},
): Promise<TempPostgres | null> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { url: given, stop: () => Promise.resolve() };
  const bin = postgresBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'btcw-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    asRoot ? (['runuser', ['-u', 'postgres', '--', command, ...args]] as const) : ([command, args] as const);
  const [initCommand, initArgs] = run(join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
  ]);
  execFileSync(initCommand, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const [command, args] = run(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    ...Object.entries({ fsync: 'off', max_connections: '60', ...settings }).flatMap(([key, value]) => [
      '-c',
      `${key}=${value}`,
    ]),
  ]);
  const server: ChildProcess = spawn(command, args, { stdio: 'ignore' });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  for (let attempt = 0; ; attempt += 1) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (attempt > 100) {
        server.kill();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      const [stopCommand, stopArgs] = run(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate']);
      execFileSync(stopCommand, stopArgs, { stdio: 'ignore' });
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
