/** Deployment configuration inlined at build time (validated in config/deploy-config.mjs). */
export const appConfig = {
  apiBaseUrl: process.env.NEXT_PUBLIC_API_BASE_URL ?? '',
  rpcUrls: (process.env.NEXT_PUBLIC_BTCW_RPC_URLS ?? '/rpc').split(',').filter(Boolean),
  explorerUrl: process.env.NEXT_PUBLIC_BTCW_EXPLORER_URL ?? '',
  chainName: process.env.NEXT_PUBLIC_BTCW_CHAIN_NAME ?? 'BTCW Chain',
} as const;

/** RPC URLs may be paths on the app's origin (e.g. `/rpc`); wallets need absolute URLs. */
export function absoluteRpcUrls(origin: string): string[] {
  return appConfig.rpcUrls.map((url) => new URL(url, origin).toString());
}
