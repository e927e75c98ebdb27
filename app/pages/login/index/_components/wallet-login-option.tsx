'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { WalletErrorKind } from '@/lib/wallet/wallet-errors';
import styles from './wallet-login-option.module.css';

/** Where a wallet-confirmed login is: nothing asked yet, the wallet asked, the login sent. */
export type WalletLoginStep = 'idle' | 'signing' | 'sending';

/**
 * "Confirm with your wallet", under Log in: the same login with the wallet's signature of a fresh
 * challenge, which a stranger's failed logins cannot delay. The line under it says what it is for,
 * then what the wallet is doing, then what the wallet answered, until the member acts again.
 */
export function WalletLoginOption({
  step,
  walletError,
  disabled,
  onConfirm,
}: {
  step: WalletLoginStep;
  walletError: WalletErrorKind | null;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const t = useTranslations('walletLogin');
  const tw = useTranslations('wallet');
  const tl = useTranslations('login');
  const line =
    step === 'signing'
      ? t('signing')
      : walletError === 'rejected'
        ? t('rejected')
        : walletError === 'pending'
          ? tw('pending')
          : walletError
            ? t('failed')
            : t('hint');
  return (
    <div className={styles.option}>
      <Button
        variant="secondary"
        disabled={disabled}
        pending={step !== 'idle'}
        onClick={onConfirm}
        testId="wallet-login"
      >
        {step === 'sending' ? tl('submitting') : t('button')}
      </Button>
      <p
        className={walletError && walletError !== 'rejected' ? styles.problem : styles.line}
        role="status"
        data-testid="wallet-login-line"
      >
        {line}
      </p>
    </div>
  );
}
