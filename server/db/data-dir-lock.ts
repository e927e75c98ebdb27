import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Who holds a data directory: the lock file's content (JSON; older versions wrote the bare pid). */
export interface LockOwner {
  pid: number;
  /** Field 22 of `/proc/<pid>/stat` (clock ticks since boot): tells a reused pid from the owner. */
  startTime?: string;
  /** `/proc/sys/kernel/random/boot_id`: start times restart at zero after a reboot. */
  bootId?: string;
}

export interface LockOptions {
  /**
   * How long to keep asking whether a holder that still looks alive is exiting (a `kill -9` returns
   * before the process is gone, and its exit takes a moment) before refusing. Default 2000 ms.
   */
  graceMs?: number;
  /** Where to read process state (tests point it elsewhere); default `/proc`. */
  procDir?: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: number,
  ) {
    super(
      `The database in ${dataDir} is in use by process ${holder} (a running server?). ` +
        'Stop it first, or use PostgreSQL via DATABASE_URL for concurrent access.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * PGlite is single-process: a second process opening the same data directory corrupts it. A lock
 * file beside the directory (`<dataDir>.lock`) records the owner's pid and, where `/proc` exists,
 * its start time and the boot id. The lock is stale, and taken over at once, when that process is
 * gone, is a zombie (killed, not yet reaped), or the pid now belongs to another process (different
 * start time or boot). A holder that still looks alive is asked again for `graceMs` (it may be
 * dying from a `kill -9` sent just before) before the open is refused with {@link DataDirInUseError}.
 * Without `/proc` (macOS) only "does the pid exist" is checked. PGlite itself leaves
 * `postmaster.pid` in the directory after a crash but ignores it (its pid is a fixed -42), and
 * replays its WAL on the next open, so the lock file is the only thing to clear.
 */
export async function acquireDataDirLock(dataDir: string, options: LockOptions = {}): Promise<() => void> {
  const lockPath = `${dataDir}.lock`;
  const procDir = options.procDir ?? '/proc';
  const graceMs = options.graceMs ?? 2000;
  mkdirSync(dirname(lockPath), { recursive: true });
  const me = describeProcess(process.pid, procDir);
  const deadline = Date.now() + graceMs;
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    if (tryCreate(lockPath, me)) return releaser(lockPath);
    const text = readLock(lockPath);
    if (text === null) continue; // released in between: try again
    const holder = parseOwner(text);
    // Unreadable, or our pid without a start time (a previous process that had it, e.g. in a
    // restarted container; older versions wrote no start time): stale.
    if (
      !holder ||
      (holder.pid === process.pid && !holder.startTime) ||
      ownerState(holder, procDir) === 'dead'
    ) {
      breakStaleLock(lockPath, text);
      continue;
    }
    // Held by this very process (opened twice) or, after the grace period, by another live one.
    if (holder.pid === process.pid || Date.now() >= deadline)
      throw new DataDirInUseError(dataDir, holder.pid);
    await sleep(25);
  }
  throw new Error(`Could not lock ${dataDir}`);
}

/** Creates the lock file with its content in one step (a reader never sees it empty). */
function tryCreate(lockPath: string, owner: LockOwner): boolean {
  const temp = `${lockPath}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, JSON.stringify(owner));
  try {
    linkSync(temp, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    unlinkSync(temp);
  }
}

function readLock(lockPath: string): string | null {
  try {
    return readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Removes a stale lock whose content was `staleText`. It is first renamed aside, so two processes
 * breaking the same stale lock cannot delete the fresh lock one of them has just made: if what was
 * renamed is not the stale lock, it is put back.
 */
function breakStaleLock(lockPath: string, staleText: string): void {
  const aside = `${lockPath}.${process.pid}.stale`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const taken = readFileSync(aside, 'utf8');
  if (taken !== staleText) {
    try {
      linkSync(aside, lockPath);
    } catch {
      // Another process locked in between; its lock wins, this one was not live anyway.
    }
  }
  unlinkSync(aside);
}

function releaser(lockPath: string): () => void {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      const owner = parseOwner(readFileSync(lockPath, 'utf8'));
      if (owner?.pid === process.pid) unlinkSync(lockPath);
    } catch {
      // already gone
    }
  };
  process.on('exit', release);
  return release;
}

export function parseOwner(text: string): LockOwner | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const value: unknown = JSON.parse(trimmed);
    if (typeof value !== 'object' || value === null) return null;
    const { pid, startTime, bootId } = value as Record<string, unknown>;
    if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0) return null;
    return {
      pid,
      ...(typeof startTime === 'string' ? { startTime } : {}),
      ...(typeof bootId === 'string' ? { bootId } : {}),
    };
  } catch {
    return null;
  }
}

/** This process as the lock records it. */
export function describeProcess(pid: number, procDir = '/proc'): LockOwner {
  const stat = readProcStat(pid, procDir);
  const bootId = readBootId(procDir);
  return {
    pid,
    ...(stat ? { startTime: stat.startTime } : {}),
    ...(bootId ? { bootId } : {}),
  };
}

/** 'alive' only when the recorded process still runs: same pid, same start, same boot, not a zombie. */
export function ownerState(owner: LockOwner, procDir = '/proc'): 'alive' | 'dead' {
  if (!pidExists(owner.pid)) return 'dead';
  const bootId = readBootId(procDir);
  if (owner.bootId && bootId && owner.bootId !== bootId) return 'dead';
  const stat = readProcStat(owner.pid, procDir);
  if (stat) {
    // Z: killed, waiting for its parent to reap it; X: dead.
    if (stat.state === 'Z' || stat.state === 'X') return 'dead';
    if (owner.startTime && stat.startTime !== owner.startTime) return 'dead';
  }
  return 'alive';
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** State (field 3) and start time (field 22) from `/proc/<pid>/stat`; null without /proc. */
function readProcStat(pid: number, procDir: string): { state: string; startTime: string } | null {
  let text: string;
  try {
    text = readFileSync(`${procDir}/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const startTime = fields[19];
  if (!state || !startTime || !/^\d+$/.test(startTime)) return null;
  return { state, startTime };
}

function readBootId(procDir: string): string | null {
  try {
    return readFileSync(`${procDir}/sys/kernel/random/boot_id`, 'utf8').trim() || null;
  } catch {
    return null;
  }
}
