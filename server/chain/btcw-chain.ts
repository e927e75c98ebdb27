import { createPublicClient, defineChain, http } from 'viem';

export const BTCW_CHAIN_ID = 21000;
export const BTCW_CHAIN_ID_HEX = '0x5208';

export function btcwChain(rpcUrl: string) {
  return defineChain({
    id: BTCW_CHAIN_ID,
    name: 'BTCW',
    nativeCurrency: { name: 'BTCW', symbol: 'BTCW', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

/** Read access to the chain (payment receipts, balances) for the handlers. */
export function createChainClient(rpcUrl: string) {
  return createPublicClient({ chain: btcwChain(rpcUrl), transport: http(rpcUrl, { timeout: 30_000 }) });
}

export type ChainClient = ReturnType<typeof createChainClient>;
