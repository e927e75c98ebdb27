import { createConfig, createStorage, fallback, http, type Config } from 'wagmi';
import { injected } from 'wagmi/connectors';
import { createBtcwChain } from './btcw-chain-definition';

let config: Config | undefined;

/**
 * The one wagmi config: the BTCW chain and the injected connector, with EIP-6963 discovery
 * (each announced wallet becomes a connector). Built on first use in the browser (the wallet runtime
 * loads after first paint), since RPC URLs may be paths on the page's origin; nothing prerenders
 * with it, so it hydrates its storage at creation (`ssr: false`).
 */
export function getWagmiConfig(): Config {
  if (config) return config;
  const browser = typeof window !== 'undefined';
  const chain = createBtcwChain(browser ? window.location.origin : 'http://localhost');
  config = createConfig({
    chains: [chain],
    connectors: [injected({ shimDisconnect: true })],
    multiInjectedProviderDiscovery: true,
    ssr: false,
    storage: createStorage({ storage: browser ? window.localStorage : undefined, key: 'btcw.wagmi' }),
    transports: {
      [chain.id]: fallback(
        chain.rpcUrls.default.http.map((url) => http(url, { batch: false, retryCount: 2 })),
      ),
    },
  });
  return config;
}
