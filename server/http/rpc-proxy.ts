import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, readBody } from './read-body';

export const RPC_BODY_LIMIT = 1024 * 1024;
const UPSTREAM_TIMEOUT_MS = 60_000;

// A public proxy must not expose node administration (anvil_*, debug_*, admin_*, personal_* …).
const ALLOWED_METHOD = /^(eth_|net_|web3_)|^personal_sign$/;

export interface RpcProxyOptions {
  upstreamUrl: string;
  /** Test mode: forward every method (e2e tests drive anvil through the app origin). */
  allowAllMethods?: boolean;
}

/** `POST /rpc` → the chain node, so the browser and wallet need no second origin. */
export function createRpcProxy({ upstreamUrl, allowAllMethods = false }: RpcProxyOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      sendJson(res, 405, rpcError(null, -32600, 'Only POST is allowed'));
      return;
    }
    let raw: Buffer;
    try {
      raw = await readBody(req, RPC_BODY_LIMIT);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        sendJson(res, 413, rpcError(null, -32600, 'Request too large'));
        return;
      }
      throw error;
    }
    let payload: unknown;
    try {
      payload = JSON.parse(raw.toString('utf8'));
    } catch {
      sendJson(res, 200, rpcError(null, -32700, 'Parse error'));
      return;
    }
    if (!allowAllMethods) {
      const calls: unknown[] = Array.isArray(payload) ? (payload as unknown[]) : [payload];
      const refused = calls.find((call) => !isAllowedCall(call));
      if (refused !== undefined) {
        sendJson(res, 200, rpcError(idOf(refused), -32601, 'Method not available through this proxy'));
        return;
      }
    }
    let upstream: Response;
    try {
      upstream = await fetch(upstreamUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new Uint8Array(raw),
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
    } catch (error) {
      console.error(`[rpc] upstream ${upstreamUrl} failed:`, error instanceof Error ? error.message : error);
      sendJson(res, 502, rpcError(idOf(payload), -32603, 'Chain node unavailable'));
      return;
    }
    const body = Buffer.from(await upstream.arrayBuffer());
    res.writeHead(upstream.status, {
      'Content-Type': upstream.headers.get('content-type') ?? 'application/json',
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
    });
    res.end(body);
  };
}

function isAllowedCall(call: unknown): boolean {
  if (typeof call !== 'object' || call === null) return false;
  const { method } = call as { method?: unknown };
  return typeof method === 'string' && ALLOWED_METHOD.test(method);
}

function idOf(call: unknown): unknown {
  return typeof call === 'object' && call !== null && !Array.isArray(call)
    ? ((call as { id?: unknown }).id ?? null)
    : null;
}

function rpcError(id: unknown, code: number, message: string) {
  return { jsonrpc: '2.0', id, error: { code, message } };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}
