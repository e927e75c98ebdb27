import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  acquireDataDirLock,
  DataDirInUseError,
  describeProcess,
  ownerState,
  parseOwner,
} from './data-dir-lock';

const HAS_PROC = existsSync('/proc/self/stat');

let dir: string;
let dataDir: string;
let lockPath: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
  dataDir = path.join(dir, 'pglite');
  lockPath = `${dataDir}.lock`;
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** A process that stays alive until killed, and its pid. */
async function liveProcess(): Promise<number> {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  if (child.pid === undefined) throw new Error('no pid');
  return child.pid;
}

describe('acquireDataDirLock', () => {
  it('records pid, start time and boot id, and removes the file on release', async () => {
    const release = await acquireDataDirLock(dataDir);
    const owner = parseOwner(readFileSync(lockPath, 'utf8'));
    expect(owner?.pid).toBe(process.pid);
    if (HAS_PROC) expect(owner).toEqual(describeProcess(process.pid));
    release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses a directory a live process holds, after the grace period', async () => {
    const pid = await liveProcess();
    writeFileSync(lockPath, JSON.stringify(describeProcess(pid)));
    const started = Date.now();
    const error: unknown = await acquireDataDirLock(dataDir, { graceMs: 200 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DataDirInUseError);
    expect((error as Error).message).toContain(`in use by process ${pid}`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(existsSync(lockPath)).toBe(true);
  });

  it('takes over at once from a process that is gone (bare pid, the old format)', async () => {
    const pid = await liveProcess();
    const child = children.pop();
    child?.kill('SIGKILL');
    await new Promise((resolve) => child?.once('exit', resolve));
    writeFileSync(lockPath, String(pid));
    const release = await acquireDataDirLock(dataDir, { graceMs: 10_000 });
    expect(parseOwner(readFileSync(lockPath, 'utf8'))?.pid).toBe(process.pid);
    release();
  });

  it('takes over when the holder dies during the grace period (kill -9 just before)', async () => {
    const pid = await liveProcess();
    writeFileSync(lockPath, JSON.stringify(describeProcess(pid)));
    setTimeout(() => children.pop()?.kill('SIGKILL'), 100);
    const release = await acquireDataDirLock(dataDir, { graceMs: 5_000 });
    expect(parseOwner(readFileSync(lockPath, 'utf8'))?.pid).toBe(process.pid);
    release();
  });

  it.runIf(HAS_PROC)('takes over from a reused pid (another start time) and from another boot', async () => {
    const pid = await liveProcess();
    const real = describeProcess(pid);
    writeFileSync(lockPath, JSON.stringify({ ...real, startTime: '1' }));
    (await acquireDataDirLock(dataDir, { graceMs: 10_000 }))();
    writeFileSync(lockPath, JSON.stringify({ ...real, bootId: 'another-boot' }));
    (await acquireDataDirLock(dataDir, { graceMs: 10_000 }))();
    // Our own pid left by an earlier process (a restarted container) is stale too.
    writeFileSync(lockPath, JSON.stringify({ ...describeProcess(process.pid), startTime: '1' }));
    (await acquireDataDirLock(dataDir, { graceMs: 10_000 }))();
  });

  it.runIf(HAS_PROC)('takes over from a zombie (killed, not reaped by its parent)', async () => {
    // sh starts a short child, then becomes `sleep`, which never reaps it: the child stays a zombie.
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    children.push(parent);
    const zombie = Number(
      await new Promise<string>((resolve) =>
        parent.stdout.once('data', (chunk: Buffer) => resolve(String(chunk))),
      ),
    );
    for (let i = 0; i < 100 && !/\) Z /.test(readFileSync(`/proc/${zombie}/stat`, 'utf8')); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readFileSync(`/proc/${zombie}/stat`, 'utf8')).toMatch(/\) Z /);
    writeFileSync(lockPath, JSON.stringify({ pid: zombie }));
    expect(ownerState({ pid: zombie })).toBe('dead');
    const release = await acquireDataDirLock(dataDir, { graceMs: 10_000 });
    expect(parseOwner(readFileSync(lockPath, 'utf8'))?.pid).toBe(process.pid);
    release();
  });

  it('refuses a second open from the same process', async () => {
    const release = await acquireDataDirLock(dataDir);
    await expect(acquireDataDirLock(dataDir, { graceMs: 10_000 })).rejects.toBeInstanceOf(DataDirInUseError);
    release();
  });

  it('treats an unreadable lock file as stale', async () => {
    writeFileSync(lockPath, 'garbage');
    (await acquireDataDirLock(dataDir))();
  });
});
