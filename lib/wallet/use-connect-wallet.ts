'use client';

import { useCallback, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { classifyWalletError, type WalletErrorKind } from './wallet-errors';
import { loadWalletRuntime } from './load-wallet-runtime';
import { injectedProviderAtom, walletConnectorsAtom } from './wallet-state';

/** After -32002 the wallet already shows a request: do not ask again for this long. */
const PENDING_COOLDOWN_MS = 30_000;

export function useConnectWallet() {
  const connectors = useAtomValue(walletConnectorsAtom);
  const injectedAvailable = useAtomValue(injectedProviderAtom);
  const [connecting, setConnecting] = useState(false);
  const [error, setError] = useState<WalletErrorKind | null>(null);
  const pendingUntil = useRef(0);

  /** `connectorUid` undefined: the first available wallet. Resolves whether it worked. */
  const connect = useCallback(async (connectorUid: string | undefined) => {
    if (Date.now() < pendingUntil.current) {
      setError('pending');
      return false;
    }
    setConnecting(true);
    setError(null);
    try {
      const runtime = await loadWalletRuntime();
      await runtime.connectWallet(connectorUid);
      return true;
    } catch (caught) {
      const kind = classifyWalletError(caught);
      // Spec §8: missing wallet and refused access are only logged.
      console.info('[wallet]', kind, caught);
      if (kind === 'pending') pendingUntil.current = Date.now() + PENDING_COOLDOWN_MS;
      setError(kind);
      return false;
    } finally {
      setConnecting(false);
    }
  }, []);

  /** Known only after the runtime looked: nothing announced and nothing injected. */
  const noWallet =
    connectors.every((connector) => connector.id === 'injected') && injectedAvailable === false;
  return { connectors, connect, connecting, error, noWallet };
}
