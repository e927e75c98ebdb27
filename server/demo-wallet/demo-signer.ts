// Signing for the local test wallet (DEMO_WALLET=1 only): the wallet script in the page asks this
// endpoint, which signs with anvil's well-known test keys for the demo accounts and sends through
// eth_sendRawTransaction, so the chain never needs unlocked accounts behind `/rpc`.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  BaseError,
  createWalletClient,
  getAddress,
  http,
  isAddress,
  type Hex,
  type TypedDataDefinition,
} from 'viem';
import { mnemonicToAccount, type HDAccount } from 'viem/accounts';
import { z } from 'zod';
import { btcwChain, BTCW_CHAIN_ID } from '../chain/btcw-chain';
import type { Queryable } from '../db/db';
import {
  acceptJsonBodies,
  BODY_TOO_LARGE,
  InvalidJsonBodyError,
  isBodyError,
  methodsOtherThan,
} from '../http/request-bodies';
import { ANVIL_ACCOUNTS, ANVIL_MNEMONIC, TREASURY_ADDRESS } from '../seed-accounts';
import { readSettings } from '../settings/settings';

export const DEMO_SIGNER_PATH = '/__demo__/wallet';

/** Derivation indices the demo wallet offers (#1..#9); #0 is the platform treasury. */
export const DEMO_SIGNER_INDICES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** What the endpoint signs; the wallet sends every other method to `/rpc`. */
export const DEMO_SIGNER_METHODS = ['eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4'];

const BODY_LIMIT = 256 * 1024;

export interface DemoSignerOptions {
  chainRpcUrl: string;
  /** For the configured treasury (`treasury_address` setting), which is refused too. */
  db: Queryable;
}

interface RpcErrorBody {
  code: number;
  message: string;
}

class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const UNAUTHORIZED = 4100;

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex') as z.ZodType<Hex>;
const quantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a hex quantity')
  .transform((value) => BigInt(value));
const address = z.string().refine((value) => isAddress(value, { strict: false }), 'must be an address');

const transactionSchema = z.object({
  from: address,
  to: address.nullish(),
  value: quantity.optional(),
  data: hex.optional(),
  input: hex.optional(),
  gas: quantity.optional(),
  gasPrice: quantity.optional(),
  maxFeePerGas: quantity.optional(),
  maxPriorityFeePerGas: quantity.optional(),
  nonce: quantity.optional(),
  chainId: quantity.optional(),
});

/**
 * `POST /__demo__/wallet`: one JSON-RPC call (`eth_sendTransaction`, `personal_sign`,
 * `eth_signTypedData_v4`). A Fastify plugin: its scope reads bodies as JSON, at most `BODY_LIMIT`.
 */
export function demoSigner(
  app: FastifyInstance,
  { chainRpcUrl, db }: DemoSignerOptions,
  done: () => void,
): void {
  const chain = btcwChain(chainRpcUrl);
  const transport = http(chainRpcUrl, { retryCount: 0, timeout: 30_000 });
  const accounts = new Map<string, HDAccount>();
  const demoAddresses = new Map<string, number>(
    DEMO_SIGNER_INDICES.map((index) => [ANVIL_ACCOUNTS[index].toLowerCase(), index]),
  );

  /** The key for `from`, if it is a demo account and not the treasury. */
  async function signerFor(from: string): Promise<HDAccount> {
    const wanted = from.toLowerCase();
    const { treasury_address: treasury } = await readSettings(db);
    const index = demoAddresses.get(wanted);
    if (index === undefined || wanted === TREASURY_ADDRESS.toLowerCase() || wanted === treasury.toLowerCase())
      throw new RpcFailure(UNAUTHORIZED, `The local test wallet does not sign for ${from}`);
    let account = accounts.get(wanted);
    if (!account) {
      account = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index });
      if (account.address.toLowerCase() !== wanted) throw new Error(`anvil key #${index} derived wrongly`);
      accounts.set(wanted, account);
    }
    return account;
  }

  async function sendTransaction(params: unknown): Promise<Hex> {
    const parsed = transactionSchema.safeParse(Array.isArray(params) ? params[0] : undefined);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new RpcFailure(
        -32602,
        `Invalid transaction: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`,
      );
    }
    const tx = parsed.data;
    if (tx.chainId !== undefined && tx.chainId !== BigInt(BTCW_CHAIN_ID))
      throw new RpcFailure(-32602, `chainId 0x${tx.chainId.toString(16)} is not the local chain 0x5208`);
    const account = await signerFor(tx.from);
    const client = createWalletClient({ account, chain, transport });
    const common = {
      to: tx.to ? getAddress(tx.to) : tx.to === null ? null : undefined,
      value: tx.value,
      data: tx.data ?? tx.input,
      gas: tx.gas,
      nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
    };
    // Like anvil's eth_sendTransaction: a gasPrice makes a legacy transaction, else EIP-1559;
    // anything missing (nonce, gas, fees) is filled in from the node.
    return tx.gasPrice !== undefined
      ? client.sendTransaction({ ...common, gasPrice: tx.gasPrice })
      : client.sendTransaction({
          ...common,
          maxFeePerGas: tx.maxFeePerGas,
          maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
        });
  }

  async function personalSign(params: unknown): Promise<Hex> {
    const [first, second] = Array.isArray(params) ? (params as unknown[]) : [];
    // [message, address] (EIP-1193); some dapps swap them.
    const [message, from] =
      typeof first === 'string' && isAddress(first) && !(typeof second === 'string' && isAddress(second))
        ? [second, first]
        : [first, second];
    if (typeof message !== 'string' || typeof from !== 'string' || !isAddress(from, { strict: false }))
      throw new RpcFailure(-32602, 'personal_sign expects [message, address]');
    const account = await signerFor(from);
    return account.signMessage({
      message: /^0x[0-9a-fA-F]*$/.test(message) ? { raw: message as Hex } : message,
    });
  }

  async function signTypedData(params: unknown): Promise<Hex> {
    const [from, data] = Array.isArray(params) ? (params as unknown[]) : [];
    let typed: unknown = data;
    if (typeof data === 'string') {
      try {
        typed = JSON.parse(data);
      } catch {
        throw new RpcFailure(-32602, 'eth_signTypedData_v4: typed data is not JSON');
      }
    }
    if (
      typeof from !== 'string' ||
      !isAddress(from, { strict: false }) ||
      typeof typed !== 'object' ||
      typed === null
    )
      throw new RpcFailure(-32602, 'eth_signTypedData_v4 expects [address, typedData]');
    const account = await signerFor(from);
    return account.signTypedData(typed as TypedDataDefinition);
  }

  async function sign(method: string, params: unknown): Promise<Hex> {
    switch (method) {
      case 'eth_sendTransaction':
        return sendTransaction(params);
      case 'personal_sign':
        return personalSign(params);
      case 'eth_signTypedData_v4':
        return signTypedData(params);
      default:
        throw new RpcFailure(-32601, `The local test wallet does not sign ${method}`);
    }
  }

  const answer = (reply: FastifyReply, status: number, body: Record<string, unknown>) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .send({ jsonrpc: '2.0', id: null, ...body });

  acceptJsonBodies(app, BODY_LIMIT);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (request.method !== 'POST') return refuseMethod(reply);
    if (error.code === BODY_TOO_LARGE)
      return answer(reply, 413, { error: { code: -32600, message: 'Request too large' } });
    if (error instanceof InvalidJsonBodyError || isBodyError(error))
      return answer(reply, 200, { error: { code: -32700, message: 'Parse error' } });
    throw error;
  });
  const refuseMethod = (reply: FastifyReply) =>
    answer(reply.header('allow', 'POST'), 405, { error: { code: -32600, message: 'Only POST is allowed' } });

  app.route({
    method: methodsOtherThan(app, 'POST'),
    url: DEMO_SIGNER_PATH,
    handler: (_request, reply) => refuseMethod(reply),
  });
  app.post(
    DEMO_SIGNER_PATH,
    {
      // Before the body is read.
      onRequest: async (request, reply) => {
        const refusal = crossSiteRefusal(request.raw);
        if (refusal) return answer(reply, 403, { error: { code: UNAUTHORIZED, message: refusal } });
      },
    },
    async (request, reply) => {
      // No body at all (Fastify reads none without a length or type): not JSON either.
      if (request.body === undefined)
        return answer(reply, 200, { error: { code: -32700, message: 'Parse error' } });
      const payload: unknown = request.body;
      const call = typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? payload : {};
      const { id = null, method, params } = call as { id?: unknown; method?: unknown; params?: unknown };
      let outcome: Record<string, unknown>;
      try {
        if (typeof method !== 'string') throw new RpcFailure(-32600, 'Invalid request: no method');
        outcome = { id, result: await sign(method, params) };
      } catch (error) {
        outcome = { id, error: toRpcError(error) };
      }
      return answer(reply, 200, outcome);
    },
  );
  done();
}

/**
 * Only the app's own pages may ask: no other site (Sec-Fetch-Site / Origin) and, against DNS
 * rebinding, only `localhost` or an IP address in the Host header. A JSON content type forces a
 * CORS preflight on cross-origin callers, which this server never grants.
 */
function crossSiteRefusal(req: IncomingMessage): string | null {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return 'Cross-site requests are refused';
  const host = req.headers.host ?? '';
  const origin = req.headers.origin;
  if (origin !== undefined) {
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      // refused below
    }
    if (originHost !== host) return 'Cross-origin requests are refused';
  }
  const hostname = host.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1');
  if (hostname !== 'localhost' && isIP(hostname) === 0)
    return 'Open the app as localhost or by IP address to use the local test wallet';
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return 'Expected application/json';
  return null;
}

/** A JSON-RPC error from what failed: the node's code when it gave one (as anvil's answer had). */
function toRpcError(error: unknown): RpcErrorBody {
  if (error instanceof RpcFailure) return { code: error.code, message: error.message };
  if (error instanceof BaseError) {
    const coded = error.walk((inner) => typeof (inner as { code?: unknown }).code === 'number');
    const code = (coded as { code?: number } | null)?.code ?? -32603;
    return { code, message: error.shortMessage };
  }
  console.error('[demo wallet] signing failed:', error);
  return { code: -32603, message: 'The local test wallet could not sign' };
}
