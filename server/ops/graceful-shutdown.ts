/**
 * Stopping an instance without failing a request it accepted: stop taking new connections, finish
 * the requests in flight (their answers say `Connection: close`), stop background work at a safe
 * point, all within a bounded time.
 */
import { Server as NetServer } from 'node:net';
import type { Server } from 'node:http';

export interface ShutdownOptions {
  /**
   * How long to keep serving, answering /readyz 503, before the listener closes, so a load balancer
   * that polls /readyz stops sending first (`SHUTDOWN_DRAIN_MS`; 0 behind nginx, which moves a
   * refused connection to the next instance by itself).
   */
  drainMs: number;
  /** The most the requests in flight get to finish (`SHUTDOWN_TIMEOUT_MS`); then they are cut. */
  timeoutMs: number;
  log?: (message: string) => void;
}

export interface ShutdownReport {
  /** Connections still open (a request running or a client not letting go) when time ran out. */
  cut: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Drains `server`: the caller has already started answering /readyz 503 and `Connection: close`.
 * The listener is closed without dropping idle keep-alive connections (`http.Server.close` would
 * drop them, racing a proxy that is just sending its next request on one: that request would fail
 * without ever being read). They end when their client closes them or at the server's keep-alive
 * timeout, and a request that arrives on one meanwhile is served with `Connection: close`.
 * `stopBackground` (the settlers) runs alongside.
 */
export async function drainServer(
  server: Server,
  stopBackground: () => Promise<void>,
  { drainMs, timeoutMs, log = (message) => console.log(message) }: ShutdownOptions,
): Promise<ShutdownReport> {
  if (drainMs > 0) {
    log(`[server] draining: /readyz answers 503; the listener closes in ${drainMs} ms`);
    await sleep(drainMs);
  }
  const closed = new Promise<void>((resolve) => {
    NetServer.prototype.close.call(server, () => resolve());
  });
  log('[server] no longer accepting connections; finishing the requests in flight');
  const background = stopBackground().then(
    () => true,
    () => true,
  );
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const outcome = await Promise.race([
    Promise.all([closed, background]).then(() => 'done' as const),
    timedOut,
  ]);
  clearTimeout(timer);
  let cut = 0;
  if (outcome === 'timeout') {
    cut = await new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count)));
    log(
      `[server] still busy after ${timeoutMs} ms: closing ${cut} connection(s)` +
        ((await Promise.race([background, sleep(0).then(() => false)]))
          ? ''
          : '; the settler had not stopped'),
    );
    server.closeAllConnections();
  }
  return { cut };
}
