import { BTCW_CHAIN_ID, BTCW_CHAIN_ID_HEX } from './btcw-chain';

/**
 * Refuses a node of another chain: crediting payments seen on the wrong chain would mint money.
 * Throws an Error whose message is fit to print as is.
 */
export async function assertBtcwChain(rpcUrl: string, timeoutMs = 10_000): Promise<void> {
  let response: Response;
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new Error(`Cannot reach the chain RPC at ${rpcUrl} (${describe(error)}). Is the node running?`);
  }
  const body: unknown = await response.json().catch(() => null);
  const result =
    typeof body === 'object' && body !== null ? (body as { result?: unknown }).result : undefined;
  if (!response.ok || typeof result !== 'string' || !/^0x[0-9a-f]+$/i.test(result)) {
    throw new Error(
      `The chain RPC at ${rpcUrl} gave no usable eth_chainId answer (HTTP ${response.status}).`,
    );
  }
  const chainId = Number.parseInt(result, 16);
  if (chainId !== BTCW_CHAIN_ID) {
    throw new Error(
      `The chain RPC at ${rpcUrl} is chain ${chainId} (${result}), not BTCW ${BTCW_CHAIN_ID} (${BTCW_CHAIN_ID_HEX}). ` +
        'Point CHAIN_RPC_URL at a BTCW node (for local work: anvil --chain-id 21000).',
    );
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}
