/**
 * Everything that needs wagmi/viem to reach the wallet, in one lazily loaded module: starts the
 * config (storage, EIP-6963 discovery, reconnect) and mirrors the connection and the available
 * wallets into `wallet-state.ts` atoms; connects; reads the BTCW balance; signs a login challenge.
 */
import type { Connector } from 'wagmi';
import {
  connect,
  getBalance,
  getConnection,
  getConnectors,
  reconnect,
  signMessage,
  watchConnection,
  watchConnectors,
} from 'wagmi/actions';
import type { appStore } from '@/lib/state/store';
import { BTCW_CHAIN_ID } from './btcw-chain';
import type { BtcwChain } from './btcw-chain-definition';
import { ensureBtcwChain, type Eip1193Like } from './ensure-btcw-chain';
import { getWagmiConfig } from './wagmi-config';
import { WalletError } from './wallet-errors';
import {
  injectedProviderAtom,
  walletConnectionAtom,
  walletConnectorsAtom,
  type WalletConnection,
  type WalletConnectorInfo,
} from './wallet-state';

type Store = typeof appStore;

let started = false;

/** Wallets announced through EIP-6963; the legacy injected connector only when nothing announced itself. */
export function usableConnectors<T extends { id: string }>(connectors: readonly T[]): readonly T[] {
  const announced = connectors.filter((connector) => connector.id !== 'injected');
  return announced.length > 0 ? announced : connectors.filter((connector) => connector.id === 'injected');
}

function connectionOf(): WalletConnection {
  const connection = getConnection(getWagmiConfig());
  return {
    status: connection.status,
    address: connection.address,
    chainId: connection.chainId,
    connectorUid: connection.connector?.uid,
  };
}

function connectorsOf(connectors: readonly Connector[]): readonly WalletConnectorInfo[] {
  return usableConnectors(connectors).map(({ uid, id, name }) => ({ uid, id, name }));
}

export function startWallet(store: Store): void {
  if (started) return;
  started = true;
  const config = getWagmiConfig();
  const syncConnection = () => store.set(walletConnectionAtom, connectionOf());
  const syncConnectors = (connectors: readonly Connector[]) =>
    store.set(walletConnectorsAtom, connectorsOf(connectors));
  watchConnection(config, { onChange: syncConnection });
  watchConnectors(config, { onChange: syncConnectors });
  syncConnectors(getConnectors(config));
  syncConnection();
  void reconnect(config).finally(syncConnection);

  const legacy = getConnectors(config).find((connector) => connector.id === 'injected');
  void (legacy ? legacy.getProvider() : Promise.resolve(undefined))
    .then((provider) => store.set(injectedProviderAtom, Boolean(provider)))
    .catch(() => store.set(injectedProviderAtom, false));
}

/**
 * Connects the chosen wallet (when not connected yet) and puts it on the BTCW chain.
 * Throws WalletError or the wallet's own error (classified by the caller).
 */
export async function connectWallet(connectorUid: string | undefined): Promise<void> {
  const config = getWagmiConfig();
  const usable = usableConnectors(getConnectors(config));
  // No choice made (one wallet, or the button was pressed before the list was known): the first.
  const connector =
    connectorUid === undefined ? usable[0] : usable.find((candidate) => candidate.uid === connectorUid);
  const provider = connector ? ((await connector.getProvider()) as Eip1193Like | undefined) : undefined;
  if (!connector || !provider) throw new WalletError('noWallet');
  if (config.state.connections.get(connector.uid) === undefined) await connect(config, { connector });
  await ensureBtcwChain(provider, config.chains[0] as BtcwChain);
}

/** The wallet's native BTCW balance over JSON-RPC, in wei. */
export async function readBtcwBalance(address: `0x${string}`): Promise<bigint> {
  const balance = await getBalance(getWagmiConfig(), { address, chainId: BTCW_CHAIN_ID });
  return balance.value;
}

/**
 * Has the connected wallet sign `message` exactly as given (EIP-191 `personal_sign`) as `account`:
 * a wallet-confirmed login's challenge. Throws the wallet's own error (classified by the caller).
 */
export async function signLoginMessage(account: `0x${string}`, message: string): Promise<`0x${string}`> {
  return signMessage(getWagmiConfig(), { account, message });
}
