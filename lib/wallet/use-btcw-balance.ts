'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { BTCW_CHAIN_ID } from './btcw-chain';
import { loadWalletRuntime } from './load-wallet-runtime';

/** Kept across logout (`clearSession` spares the `balance` key): it is the chain's, not the session's. */
export function btcwBalanceQueryOptions(address: `0x${string}` | undefined) {
  return queryOptions({
    queryKey: ['balance', { address: address?.toLowerCase(), chainId: BTCW_CHAIN_ID }] as const,
    queryFn: async () => {
      if (!address) throw new Error('no address');
      const runtime = await loadWalletRuntime();
      return runtime.readBtcwBalance(address);
    },
    enabled: Boolean(address),
  });
}

/** The wallet's native BTCW balance over JSON-RPC (wei, bigint). */
export function useBtcwBalance(address: `0x${string}` | undefined) {
  return useQuery({ ...btcwBalanceQueryOptions(address), refetchInterval: 15_000 });
}
