/** A minimal JSON-RPC 2.0 client over HTTP for the harness (anvil, the mock wallet's node side). */

/** An EIP-1193 / JSON-RPC error as wallets and nodes report it. */
export interface RpcErrorShape {
  code: number;
  message: string;
  data?: unknown;
}

/** Thrown when a JSON-RPC call answers with an `error` member; carries its `code` and `data`. */
export class JsonRpcError extends Error implements RpcErrorShape {
  readonly code: number;
  readonly data: unknown;

  constructor(shape: RpcErrorShape) {
    super(shape.message);
    this.name = 'JsonRpcError';
    this.code = shape.code;
    this.data = shape.data;
  }

  toShape(): RpcErrorShape {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}

let nextId = 1;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function toRpcErrorShape(value: unknown): RpcErrorShape | undefined {
  if (!isRecord(value)) return undefined;
  const { code, message, data } = value;
  if (typeof code !== 'number' || typeof message !== 'string') return undefined;
  return data === undefined ? { code, message } : { code, message, data };
}

/** Sends one JSON-RPC request; resolves with `result`, rejects with {@link JsonRpcError} or a transport error. */
export async function jsonRpc(
  url: string,
  method: string,
  params: unknown = [],
  timeoutMs = 30_000,
): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(
      `${method}: HTTP ${response.status} from ${url} with a non-JSON body: ${text.slice(0, 200)}`,
    );
  }
  if (!isRecord(body)) throw new Error(`${method}: unexpected JSON-RPC answer ${text.slice(0, 200)}`);
  if ('error' in body && body.error !== undefined && body.error !== null) {
    const shape = toRpcErrorShape(body.error);
    throw new JsonRpcError(
      shape ?? { code: -32603, message: `${method}: malformed error ${JSON.stringify(body.error)}` },
    );
  }
  if (!('result' in body))
    throw new Error(`${method}: JSON-RPC answer without result: ${text.slice(0, 200)}`);
  return body.result;
}
