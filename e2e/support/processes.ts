/** Starting and stopping the harness's background processes (each leads its own process group). */
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import net from 'node:net';

/** Asks the OS for `count` distinct free TCP ports on 127.0.0.1. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    return address.port;
  });
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  return ports;
}

export interface StartedProcess {
  pid: number;
  /** Resolves with a description once the process has exited (it should not while the suite runs). */
  exited: Promise<string>;
}

/** Spawns a detached process (own process group) with stdout+stderr appended to `logFile`. */
export function startProcess(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): StartedProcess {
  const log = openSync(options.logFile, 'a');
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) =>
      resolve(signal ? `killed by ${signal}` : `exited with code ${code}`),
    );
    child.once('error', (error) => resolve(`failed to start: ${error.message}`));
  });
  child.unref();
  if (child.pid === undefined) throw new Error(`could not start ${command}`);
  return { pid: child.pid, exited };
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** SIGTERM to the process group led by `pid`, SIGKILL after `graceMs` if it is still there. */
export async function stopProcessGroup(pid: number, graceMs = 5_000): Promise<void> {
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(50);
  if (groupAlive(pid)) signalGroup(pid, 'SIGKILL');
}

/** Synchronous last resort for `process.on('exit')`. */
export function killProcessGroupNow(pid: number): void {
  signalGroup(pid, 'SIGKILL');
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Polls `probe` until it returns true. Fails early if `exited` settles (the process died) and after
 * `timeoutMs`, with the last probe error in the message.
 */
export async function waitFor(
  what: string,
  probe: () => Promise<boolean>,
  options: { timeoutMs: number; exited: Promise<string>; intervalMs?: number },
): Promise<void> {
  let exitReason: string | undefined;
  void options.exited.then((reason) => {
    exitReason = reason;
  });
  const deadline = Date.now() + options.timeoutMs;
  let lastError = 'no answer yet';
  for (;;) {
    if (exitReason !== undefined) throw new Error(`${what}: the process ${exitReason} before it was ready`);
    try {
      if (await probe()) return;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline)
      throw new Error(`${what}: not ready after ${options.timeoutMs} ms (${lastError})`);
    await sleep(options.intervalMs ?? 100);
  }
}
