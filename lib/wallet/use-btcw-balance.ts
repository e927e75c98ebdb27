'use client';

import { useBalance } from 'wagmi';
import { BTCW_CHAIN_ID } from './btcw-chain';

/** The wallet's native BTCW balance over JSON-RPC (wei, bigint). */
export function useBtcwBalance(address: `0x${string}` | undefined) {
  return useBalance({
    address,
    chainId: BTCW_CHAIN_ID,
    query: { enabled: Boolean(address), refetchInterval: 15_000 },
  });
}
