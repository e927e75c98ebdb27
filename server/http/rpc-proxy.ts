import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from '../auth/client-address';
import { TokenBuckets } from './rate-limit';
import {
  acceptJsonBodies,
  BODY_TOO_LARGE,
  InvalidJsonBodyError,
  isBodyError,
  methodsOtherThan,
} from './request-bodies';

export const RPC_BODY_LIMIT = 1024 * 1024;
const UPSTREAM_TIMEOUT_MS = 60_000;
const TAG_LOOKUP_TIMEOUT_MS = 10_000;

/**
 * What `POST /rpc` forwards, each with the reason the app or a wallet needs it. Everything else is
 * refused with -32601: accounts and signing (`eth_accounts`, `eth_sendTransaction`, `eth_sign*`,
 * `personal_*` — a node with unlocked or managed accounts would sign for anyone), filters and
 * subscriptions (node-side state shared by every client; the app and wallets poll instead), and node
 * administration (`anvil_*`, `evm_*`, `hardhat_*`, `debug_*`, `admin_*`, `miner_*`, `txpool_*`, …).
 */
export const RPC_ALLOWED_METHODS: Readonly<Record<string, string>> = Object.freeze({
  eth_chainId: 'the app and wallets check they are on BTCW (0x5208)',
  net_version: 'older wallets identify the chain by network id',
  web3_clientVersion: 'wallets and tools identify the node',
  eth_syncing: 'wallets check the node is usable',
  eth_blockNumber: 'receipt polling and confirmation counts',
  eth_getBlockByNumber: 'base fee for fee estimates; the pending block when the app recovers a payment',
  eth_getBlockByHash: 'wallets and viem follow blocks a receipt points to',
  eth_getBalance: 'balances shown and checked before paying',
  eth_getCode: 'wallets check whether the recipient is a contract',
  eth_getStorageAt: 'wallets and tools read contract state (e.g. proxy detection)',
  eth_call: 'read-only contract calls',
  eth_estimateGas: 'the fee check before paying; wallets fill in gas',
  eth_gasPrice: 'legacy fee data',
  eth_maxPriorityFeePerGas: 'EIP-1559 tip (viem estimateFeesPerGas)',
  eth_feeHistory: "wallets' fee suggestions",
  eth_getTransactionCount: 'nonces: wallets sign with them, the app spots replaced payments',
  eth_getTransactionByHash: 'payment tracking and replacement detection',
  eth_getTransactionReceipt: 'payment confirmation',
  eth_getTransactionByBlockNumberAndIndex: 'reading a block’s transactions one by one (wallets, tools)',
  eth_getTransactionByBlockHashAndIndex: 'the same by block hash',
  eth_sendRawTransaction: 'the only way to send: the wallet has signed the transaction itself',
  eth_getLogs: 'event reads, at most RPC_MAX_LOG_RANGE blocks per call',
});

export interface RpcLimits {
  /** Most calls in one batch (a larger batch is refused whole). */
  maxBatch: number;
  /** Most blocks one `eth_getLogs` call may span. */
  maxLogRange: number;
  /** Calls per second per client, refilled continuously; 0 turns the limiter off. */
  ratePerSecond: number;
  /** Calls a client may make at once (the bucket size). */
  burst: number;
  /**
   * Reverse proxies (IP addresses) whose `X-Forwarded-For` names the client (`TRUSTED_PROXIES`, shared
   * with the login throttle; `server/auth/client-address.ts`). Empty: the TCP peer is the client.
   */
  trustedProxies: readonly string[];
}

/** Roomy enough that the app, the e2e suite and the bench (one loopback client each) never wait. */
export const DEFAULT_RPC_LIMITS: Readonly<RpcLimits> = Object.freeze({
  maxBatch: 20,
  maxLogRange: 1000,
  ratePerSecond: 50,
  burst: 500,
  trustedProxies: [],
});

export interface RpcProxyOptions {
  upstreamUrl: string;
  limits?: Partial<RpcLimits>;
  /** Clock for the rate limiter (ms). */
  now?: () => number;
  /** Told of every request the rate limit refuses (for /metrics). */
  onRateLimited?: () => void;
}

interface RpcErrorBody {
  code: number;
  message: string;
}

type Call = Record<string, unknown>;

/** Where the proxy answers (POST only). */
export const RPC_PATH = '/rpc';

/**
 * `POST /rpc` → the chain node, so the browser and wallet need no second origin. A Fastify plugin:
 * its scope reads bodies as JSON (at most `RPC_BODY_LIMIT`) and answers in JSON-RPC.
 */
export function rpcProxy(
  app: FastifyInstance,
  { upstreamUrl, limits: overrides = {}, now, onRateLimited }: RpcProxyOptions,
  done: () => void,
): void {
  const limits: RpcLimits = { ...DEFAULT_RPC_LIMITS, ...overrides };
  const buckets = new TokenBuckets({ ratePerSecond: limits.ratePerSecond, burst: limits.burst, now });
  const refusals = throttledWarning();

  /** Spends `cost` of the client's tokens, or answers 429 (and says so). IPv4 address or IPv6 /64. */
  const limited = (request: FastifyRequest, reply: FastifyReply, cost: number): boolean => {
    const client = clientAddress(request.raw, limits.trustedProxies);
    const taken = buckets.take(client, cost);
    if (taken.ok) return false;
    refusals(client);
    onRateLimited?.();
    void reply.header('retry-after', String(Math.max(1, Math.ceil(taken.retryAfterMs / 1000))));
    void sendJson(
      reply,
      429,
      rpcError(null, { code: -32005, message: 'Too many requests from this client: slow down' }),
    );
    return true;
  };

  acceptJsonBodies(app, RPC_BODY_LIMIT);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (request.method !== 'POST') return refuseMethod(reply);
    if (error.code === BODY_TOO_LARGE)
      return sendJson(reply, 413, rpcError(null, { code: -32600, message: 'Request too large' }));
    if (error instanceof InvalidJsonBodyError || isBodyError(error))
      return sendJson(reply, 200, rpcError(null, { code: -32700, message: 'Parse error' }));
    throw error;
  });

  app.route({
    method: methodsOtherThan(app, 'POST'),
    url: RPC_PATH,
    handler: (_request, reply) => refuseMethod(reply),
  });
  // The first token before the body is read; a batch pays for its other calls once it is parsed.
  app.post(
    RPC_PATH,
    {
      onRequest: async (request, reply) => {
        if (limited(request, reply, 1)) return reply;
      },
    },
    async (request, reply) => {
      const payload = request.body;
      // No body at all (Fastify reads none without a length or type): not JSON either.
      if (payload === undefined)
        return sendJson(reply, 200, rpcError(null, { code: -32700, message: 'Parse error' }));
      const checker = createChecker(upstreamUrl, limits.maxLogRange);
      if (!Array.isArray(payload)) {
        const refusal = await checker(payload);
        if (refusal) return sendJson(reply, 200, rpcError(idOf(payload), refusal));
        return forwardSingle(upstreamUrl, payload as Call, reply);
      }

      // A batch: refused whole when empty or too large; otherwise every call is answered on its own,
      // as JSON-RPC 2.0 says (a refused call gets its error, the allowed ones go to the node).
      const calls = payload as unknown[];
      if (calls.length === 0)
        return sendJson(reply, 200, rpcError(null, { code: -32600, message: 'Empty batch' }));
      if (calls.length > limits.maxBatch) {
        return sendJson(
          reply,
          200,
          rpcError(null, {
            code: -32600,
            message: `Batch too large: ${calls.length} calls, at most ${limits.maxBatch} per request`,
          }),
        );
      }
      if (calls.length > 1 && limited(request, reply, calls.length - 1)) return reply;
      return forwardBatch(upstreamUrl, calls, checker, reply);
    },
  );
  done();
}

function refuseMethod(reply: FastifyReply): FastifyReply {
  return sendJson(
    reply.header('allow', 'POST'),
    405,
    rpcError(null, { code: -32600, message: 'Only POST is allowed' }),
  );
}

/** A JSON answer that no cache keeps. */
function sendJson(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

/** Checks one call; resolves with the error to answer, or null to forward it. */
function createChecker(upstreamUrl: string, maxLogRange: number) {
  const resolveTag = tagResolver(upstreamUrl);
  return async (call: unknown): Promise<RpcErrorBody | null> => {
    if (!isRecord(call) || typeof call.method !== 'string')
      return { code: -32600, message: 'Invalid request: expected an object with a method' };
    const { method } = call;
    if (!Object.hasOwn(RPC_ALLOWED_METHODS, method)) {
      const shown = method.length > 64 ? `${method.slice(0, 64)}…` : method;
      return { code: -32601, message: `Method ${shown} is not available through this proxy` };
    }
    if (method === 'eth_getLogs') return checkLogRange(call.params, maxLogRange, resolveTag);
    return null;
  };
}

type BlockRef = bigint | 'latest' | 'pending' | 'safe' | 'finalized';
const BLOCK_TAGS = new Set(['latest', 'pending', 'safe', 'finalized']);

function parseBlockRef(value: unknown): BlockRef | undefined {
  if (typeof value !== 'string') return undefined;
  if (/^0x[0-9a-f]{1,64}$/i.test(value)) return BigInt(value);
  if (value === 'earliest') return 0n;
  return BLOCK_TAGS.has(value) ? (value as BlockRef) : undefined;
}

/**
 * `eth_getLogs` may span at most `maxRange` blocks. A `blockHash` filter is one block. A missing
 * `fromBlock`/`toBlock` means `latest`; `earliest` is block 0; the other tags are looked up on the
 * node (`latest` and `pending` by `eth_blockNumber`, `safe`/`finalized` by their block), so
 * `earliest`…`latest` passes only while the chain is shorter than the cap.
 */
async function checkLogRange(
  params: unknown,
  maxRange: number,
  resolveTag: (tag: Exclude<BlockRef, bigint>) => Promise<bigint | null>,
): Promise<RpcErrorBody | null> {
  const filter: unknown = Array.isArray(params) ? params[0] : undefined;
  if (!isRecord(filter)) return { code: -32602, message: 'eth_getLogs needs a filter object' };
  if (filter.blockHash !== undefined) {
    if (filter.fromBlock !== undefined || filter.toBlock !== undefined)
      return { code: -32602, message: 'eth_getLogs takes blockHash or fromBlock/toBlock, not both' };
    return null;
  }
  const from = parseBlockRef(filter.fromBlock ?? 'latest');
  const to = parseBlockRef(filter.toBlock ?? 'latest');
  if (from === undefined || to === undefined) {
    return {
      code: -32602,
      message: 'eth_getLogs: fromBlock/toBlock must be a hex block number or a block tag',
    };
  }
  if (from === to) return null;
  const [first, last] = await Promise.all(
    [from, to].map((ref) => (typeof ref === 'bigint' ? Promise.resolve(ref) : resolveTag(ref))),
  );
  if (first === null || first === undefined || last === null || last === undefined)
    return { code: -32603, message: 'eth_getLogs: the chain node could not resolve the block range' };
  const span = last - first + 1n;
  if (span > BigInt(maxRange)) {
    return {
      code: -32602,
      message: `eth_getLogs block range too wide: ${span} blocks, at most ${maxRange} per call`,
    };
  }
  return null;
}

/** Per request: each block tag is looked up once on the node. */
function tagResolver(upstreamUrl: string) {
  const cache = new Map<string, Promise<bigint | null>>();
  const head = () => upstreamCall(upstreamUrl, 'eth_blockNumber', []).then(quantity);
  return (tag: Exclude<BlockRef, bigint>): Promise<bigint | null> => {
    let found = cache.get(tag);
    if (!found) {
      found =
        tag === 'latest'
          ? head()
          : tag === 'pending'
            ? head().then((number) => (number === null ? null : number + 1n))
            : upstreamCall(upstreamUrl, 'eth_getBlockByNumber', [tag, false]).then((block) =>
                quantity(isRecord(block) ? block.number : null),
              );
      cache.set(tag, found);
    }
    return found;
  };
}

function quantity(value: unknown): bigint | null {
  return typeof value === 'string' && /^0x[0-9a-f]{1,64}$/i.test(value) ? BigInt(value) : null;
}

async function upstreamCall(upstreamUrl: string, method: string, params: unknown[]): Promise<unknown> {
  try {
    const response = await fetch(upstreamUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(TAG_LOOKUP_TIMEOUT_MS),
    });
    const body: unknown = await response.json();
    return isRecord(body) ? body.result : undefined;
  } catch {
    return undefined;
  }
}

async function postUpstream(upstreamUrl: string, body: string): Promise<Response | null> {
  try {
    return await fetch(upstreamUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch (error) {
    console.error(`[rpc] upstream ${upstreamUrl} failed:`, error instanceof Error ? error.message : error);
    return null;
  }
}

async function forwardSingle(upstreamUrl: string, call: Call, reply: FastifyReply): Promise<FastifyReply> {
  const upstream = await postUpstream(upstreamUrl, JSON.stringify(call));
  if (!upstream) return sendJson(reply, 502, rpcError(idOf(call), UNAVAILABLE));
  const body = Buffer.from(await upstream.arrayBuffer());
  return reply
    .code(upstream.status)
    .header('content-type', upstream.headers.get('content-type') ?? 'application/json')
    .header('cache-control', 'no-store')
    .send(body);
}

const UNAVAILABLE: RpcErrorBody = { code: -32603, message: 'Chain node unavailable' };
const NO_ANSWER: RpcErrorBody = { code: -32603, message: 'No answer from the chain node' };

/**
 * Forwards the allowed calls of a batch as one batch (ids replaced by their position, so duplicate
 * or odd client ids cannot be confused) and answers in the client's order; notifications (no `id`)
 * get no answer, refused or not.
 */
async function forwardBatch(
  upstreamUrl: string,
  calls: unknown[],
  check: (call: unknown) => Promise<RpcErrorBody | null>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const answers: unknown[] = new Array<unknown>(calls.length).fill(undefined);
  const forwarded: { index: number; call: Call }[] = [];
  for (const [index, call] of calls.entries()) {
    const refusal = await check(call);
    if (refusal) {
      if (!isNotification(call)) answers[index] = rpcError(idOf(call), refusal);
    } else {
      forwarded.push({ index, call: call as Call });
    }
  }

  let status = 200;
  if (forwarded.length > 0) {
    const upstream = await postUpstream(
      upstreamUrl,
      JSON.stringify(forwarded.map(({ call }, position) => ({ ...call, id: position }))),
    );
    const body: unknown = upstream ? await upstream.json().catch(() => null) : null;
    if (!upstream) status = 502;
    const byPosition = new Map<number, Record<string, unknown>>();
    if (Array.isArray(body)) {
      for (const answer of body as unknown[]) {
        if (isRecord(answer) && typeof answer.id === 'number') byPosition.set(answer.id, answer);
      }
    }
    // A node that refused the whole batch answers one error object: every call gets it.
    const whole = !Array.isArray(body) && isRecord(body) && isRecord(body.error) ? body.error : null;
    for (const [position, { index, call }] of forwarded.entries()) {
      if (isNotification(call)) continue;
      const answer = byPosition.get(position);
      answers[index] = answer
        ? { ...answer, id: call.id }
        : whole
          ? { jsonrpc: '2.0', id: call.id, error: whole }
          : rpcError(call.id, upstream ? NO_ANSWER : UNAVAILABLE);
    }
  }

  const out = answers.filter((answer) => answer !== undefined);
  if (out.length === 0) return reply.code(204).header('cache-control', 'no-store').send();
  return sendJson(reply, status, out);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNotification(call: unknown): boolean {
  return isRecord(call) && !('id' in call);
}

function idOf(call: unknown): unknown {
  return isRecord(call) ? (call.id ?? null) : null;
}

function rpcError(id: unknown, error: RpcErrorBody) {
  return { jsonrpc: '2.0', id, error };
}

/** At most one log line per 10 s about rate-limited clients, with how many calls were refused. */
function throttledWarning() {
  let refused = 0;
  let last = 0;
  return (client: string) => {
    refused += 1;
    const now = Date.now();
    if (now - last < 10_000) return;
    console.warn(`[rpc] rate limit: refused ${refused} call(s) since the last note (latest: ${client})`);
    refused = 0;
    last = now;
  };
}
