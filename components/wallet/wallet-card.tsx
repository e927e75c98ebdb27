'use client';

import { useTranslations } from 'next-intl';
import { useConnectWallet } from '@/lib/wallet/use-connect-wallet';
import { useWalletConnection } from '@/lib/wallet/wallet-state';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useWalletPresence } from '@/lib/reach/wallet-presence';
import { Address } from '@/components/ui/address';
import formStyles from '@/components/form/form.module.css';
import { pendingAttributes } from '@/components/ui/pending-attributes';
import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy/lazy-part';
import { BTCW_CHAIN_ID } from '@/lib/wallet/btcw-chain';
import type { WalletErrorKind } from '@/lib/wallet/wallet-errors';
import styles from './wallet-card.module.css';
import buttonStyles from '@/components/ui/button.module.css';

// The ways in for a browser without a wallet (and their sheet) load once no wallet has shown up;
// until they arrive, the connect button keeps their place.
const noWalletPart = lazyPart(() => import('@/components/reach/no-wallet-button'));

const ERROR_KEYS: Record<WalletErrorKind, 'noWallet' | 'rejected' | 'pending' | 'wrongChain' | 'failed'> = {
  noWallet: 'noWallet',
  rejected: 'rejected',
  pending: 'pending',
  wrongChain: 'wrongChain',
  unknownChain: 'wrongChain',
  other: 'failed',
};

/**
 * Connect button (with a chooser when several wallets announce themselves), or the connected
 * address. In a browser where no wallet shows up, the ways in take the connect button's place.
 */
export function WalletCard({ error: validationError }: { error: string | null }) {
  const t = useTranslations('wallet');
  const hydrated = useHydrated();
  const connection = useWalletConnection();
  const { address, chainId, connectorUid } = connection;
  const status = hydrated ? connection.status : 'disconnected';
  const wallet = useConnectWallet();
  const { connect, connecting, error } = wallet;
  const connectors = hydrated ? wallet.connectors : [];
  const onWrongChain = status === 'connected' && chainId !== BTCW_CHAIN_ID;
  const noWallet = useWalletPresence() === 'absent';
  const noWalletCode = useLazyPart(noWalletPart, noWallet, { preload: false });

  const message = error ? t(ERROR_KEYS[error]) : onWrongChain ? t('wrongChain') : validationError;

  return (
    <section className={styles.card} aria-label={t('address')}>
      {status === 'connected' && address ? (
        <div className={styles.connected}>
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.label}>{t('connected')}</span>
          <span className={styles.address}>
            <Address value={address} testId="wallet-address" />
          </span>
        </div>
      ) : noWallet && noWalletCode ? (
        <noWalletCode.NoWalletButton />
      ) : connectors.length > 1 ? (
        <div className={styles.chooser} role="group" aria-label={t('chooseWallet')}>
          <p className={styles.label}>{t('chooseWallet')}</p>
          {connectors.map((connector) => (
            <button
              key={connector.uid}
              type="button"
              className={buttonStyles.secondary}
              disabled={connecting}
              onClick={() => void connect(connector.uid)}
            >
              {connector.name}
            </button>
          ))}
        </div>
      ) : (
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={connecting}
          // While the wallet code loads and the wallet is asked: the look of a tap being got ready.
          {...pendingAttributes(connecting)}
          onClick={() => void connect(connectors[0]?.uid)}
        >
          {connecting ? t('connecting') : t('connect')}
        </button>
      )}
      {onWrongChain && (
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={connecting}
          onClick={() => void connect(connectorUid)}
        >
          {t('switchNetwork')}
        </button>
      )}
      {message && (
        <p className={error === 'rejected' ? formStyles.hint : formStyles.error} role="alert">
          {message}
        </p>
      )}
    </section>
  );
}
