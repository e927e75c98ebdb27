import { defineChain } from 'viem';
import { appConfig, absoluteRpcUrls } from '@/lib/config/app-config';
import { BTCW_CHAIN_ID, BTCW_DECIMALS } from './btcw-chain';

/** The product's own chain; RPC URLs come from the deployment config, resolved against the page origin. */
export function createBtcwChain(origin: string) {
  return defineChain({
    id: BTCW_CHAIN_ID,
    name: appConfig.chainName,
    nativeCurrency: { name: 'BTCW', symbol: 'BTCW', decimals: BTCW_DECIMALS },
    rpcUrls: { default: { http: absoluteRpcUrls(origin) } },
    ...(appConfig.explorerUrl
      ? { blockExplorers: { default: { name: appConfig.chainName, url: appConfig.explorerUrl } } }
      : {}),
  });
}

export type BtcwChain = ReturnType<typeof createBtcwChain>;
