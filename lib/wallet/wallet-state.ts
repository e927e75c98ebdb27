import { atom, useAtomValue } from 'jotai';

/**
 * The wallet as the screens see it, without wagmi or viem: the wallet runtime (wagmi config,
 * connectors, JSON-RPC) loads after first paint and writes here. Until then the status is
 * `loading`, which every screen treats as "not connected yet".
 */
export type WalletStatus = 'loading' | 'connecting' | 'reconnecting' | 'connected' | 'disconnected';

export interface WalletConnection {
  status: WalletStatus;
  /** Set while connected (and while reconnecting to a known account). */
  address: `0x${string}` | undefined;
  chainId: number | undefined;
  connectorUid: string | undefined;
}

/** An available wallet: each EIP-6963 announcement, or the legacy injected provider. */
export interface WalletConnectorInfo {
  uid: string;
  id: string;
  name: string;
}

export const walletConnectionAtom = atom<WalletConnection>({
  status: 'loading',
  address: undefined,
  chainId: undefined,
  connectorUid: undefined,
});

export const walletConnectorsAtom = atom<readonly WalletConnectorInfo[]>([]);

/** Whether a legacy `window.ethereum` exists; null until the runtime looked. */
export const injectedProviderAtom = atom<boolean | null>(null);

export function useWalletConnection(): WalletConnection {
  return useAtomValue(walletConnectionAtom);
}

/** A wallet still on its way: the runtime has not loaded yet, or it is (re)connecting. */
export function walletOnItsWay(connection: WalletConnection): boolean {
  return (
    connection.address === undefined &&
    (connection.status === 'loading' ||
      connection.status === 'connecting' ||
      connection.status === 'reconnecting')
  );
}
