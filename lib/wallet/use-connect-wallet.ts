'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useConfig, useConnect, useConnectors, type Connector } from 'wagmi';
import { ensureBtcwChain, type Eip1193Like } from './ensure-btcw-chain';
import { classifyWalletError, WalletError, type WalletErrorKind } from './wallet-errors';
import type { BtcwChain } from './btcw-chain';

/** After -32002 the wallet already shows a request: do not ask again for this long. */
const PENDING_COOLDOWN_MS = 30_000;

/** Wallets announced through EIP-6963; the legacy injected connector only when nothing announced itself. */
export function usableConnectors(connectors: readonly Connector[]): readonly Connector[] {
  const announced = connectors.filter((connector) => connector.id !== 'injected');
  return announced.length > 0 ? announced : connectors.filter((connector) => connector.id === 'injected');
}

export function useConnectWallet() {
  const config = useConfig();
  const connectors = useConnectors();
  const { mutateAsync: connectAsync } = useConnect();
  const [connecting, setConnecting] = useState(false);
  const [error, setError] = useState<WalletErrorKind | null>(null);
  const pendingUntil = useRef(0);
  const usable = usableConnectors(connectors);
  const [injectedAvailable, setInjectedAvailable] = useState<boolean | null>(null);

  useEffect(() => {
    const legacy = connectors.find((connector) => connector.id === 'injected');
    if (!legacy) return;
    let cancelled = false;
    legacy
      .getProvider()
      .then((provider) => !cancelled && setInjectedAvailable(Boolean(provider)))
      .catch(() => !cancelled && setInjectedAvailable(false));
    return () => {
      cancelled = true;
    };
  }, [connectors]);

  const connect = useCallback(
    async (connector: Connector | undefined) => {
      if (Date.now() < pendingUntil.current) {
        setError('pending');
        return false;
      }
      setConnecting(true);
      setError(null);
      try {
        const provider = connector ? ((await connector.getProvider()) as Eip1193Like | undefined) : undefined;
        if (!connector || !provider) throw new WalletError('noWallet');
        if (!connector.uid || config.state.connections.get(connector.uid) === undefined) {
          await connectAsync({ connector });
        }
        const chain = config.chains[0] as BtcwChain;
        await ensureBtcwChain(provider, chain);
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
    },
    [config, connectAsync],
  );

  /** Known only after the legacy provider was looked up: nothing announced and nothing injected. */
  const noWallet = usable.every((connector) => connector.id === 'injected') && injectedAvailable === false;
  return { connectors: usable, connect, connecting, error, noWallet };
}
