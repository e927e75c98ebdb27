/**
 * A proxy in front of the stack's server, on its own origin (so a page opened through it starts
 * with no storage and no service worker), that can hold back or refuse chosen requests: a slow
 * network for one kind of file, or a browser that never gets a service worker. Works the same for
 * every engine, including requests a service worker makes, which no driver can intercept.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const INJECTED_PATH = '/__engine-test__/first.js';

export interface HoldingProxy {
  readonly origin: string;
  /** Requests matching `match` wait until {@link release}; resolves when the first one arrives. */
  hold(match: (url: URL) => boolean): Promise<void>;
  release(): void;
  /** Requests matching `match` are answered 404. */
  refuse(match: (url: URL) => boolean): void;
  /**
   * Every page gets `source` as its first script (served from this origin, so the page's CSP allows
   * it): what a test needs in place before the app's code runs, in engines whose driver cannot.
   */
  injectFirst(source: string): void;
  close(): Promise<void>;
}

export async function startHoldingProxy(target: string): Promise<HoldingProxy> {
  const upstream = new URL(target);
  let holding: ((url: URL) => boolean) | null = null;
  let refusing: ((url: URL) => boolean) | null = null;
  let waiters: (() => void)[] = [];
  let arrived: (() => void) | null = null;
  let injected: string | null = null;

  const release = () => {
    holding = null;
    const held = waiters;
    waiters = [];
    held.forEach((forward) => forward());
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://proxy');
    if (injected !== null && url.pathname === INJECTED_PATH) {
      response
        .writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
        .end(injected);
      return;
    }
    if (refusing?.(url)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('refused by the test proxy');
      return;
    }
    const forward = () => {
      const headers = { ...request.headers };
      // Pages are rewritten: asked for uncompressed.
      if (injected !== null) delete headers['accept-encoding'];
      const outgoing = http.request(
        { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers },
        (answer) => {
          const html = (answer.headers['content-type'] ?? '').startsWith('text/html');
          if (injected === null || !html) {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
            return;
          }
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const page = Buffer.concat(chunks)
              .toString('utf8')
              .replace(/<head>/, `<head><script src="${INJECTED_PATH}"></script>`);
            // The page changed: its length and validator no longer hold.
            const rest = { ...answer.headers };
            delete rest['content-length'];
            delete rest.etag;
            response.writeHead(answer.statusCode ?? 502, rest).end(page);
          });
        },
      );
      outgoing.on('error', () => response.destroy());
      request.pipe(outgoing);
    };
    if (holding?.(url)) {
      arrived?.();
      waiters.push(forward);
    } else {
      forward();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    hold(match) {
      holding = match;
      return new Promise<void>((resolve) => {
        arrived = resolve;
      });
    },
    release,
    refuse(match) {
      refusing = match;
    },
    injectFirst(source) {
      injected = source;
    },
    async close() {
      release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
