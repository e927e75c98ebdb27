/**
 * `npm run bench -- --busy N`: a contended CPU made on purpose, so a run "on a busy host" can be
 * repeated. N processes each keep a core busy while Lighthouse runs.
 *
 * Each runs in a session of its own (`detached`), as the other programs of a busy host do. Linux's
 * autogroup scheduler shares the CPU between sessions first: busy loops started in one shell
 * session share that session's part, and left Chromium's alone. Three of them raised this 2-core
 * host's load average to 7–9 and left Lighthouse's benchmarkIndex where it was on the quiet host.
 */
import { spawn } from 'node:child_process';

/** Starts `count` busy processes; returns what stops them (also done when the bench exits). */
export function startBusyHost(count: number): () => void {
  const pids = Array.from({ length: count }, () => {
    const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { detached: true, stdio: 'ignore' });
    child.unref();
    return child.pid;
  }).filter((pid): pid is number => pid !== undefined);
  const stop = () => {
    for (const pid of pids.splice(0)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  };
  process.once('exit', stop);
  return stop;
}
