'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { WalletProof } from '@/lib/auth/login-request';
import type { WalletErrorKind } from '@/lib/wallet/wallet-errors';
import styles from './wallet-login-option.module.css';

/** Where a wallet-confirmed login is: nothing asked yet, the wallet asked, the login sent. */
export type WalletLoginStep = 'idle' | 'signing' | 'sending';

/**
 * The same login, with the wallet's signature of a fresh challenge: the platform counts it apart
 * from the failed logins anyone can send for this address. Every tap asks for a new challenge, so an
 * expired one is replaced by tapping again. The challenge and the signing load with the tap.
 */
export async function confirmWithWallet(
  account: `0x${string}`,
  {
    onStep,
    onWalletError,
    signIn,
  }: {
    onStep: (step: WalletLoginStep) => void;
    onWalletError: (kind: WalletErrorKind) => void;
    signIn: (account: `0x${string}`, proof: WalletProof) => Promise<void>;
  },
): Promise<void> {
  onStep('signing');
  try {
    const outcome = await import('./wallet-login-proof').then(
      ({ askWalletProof }) => askWalletProof(account),
      // The code could not come (offline, a new deployment): as a wallet that did not answer.
      () => ({ ok: false, wallet: 'other' }) as const,
    );
    if (!outcome.ok) {
      onWalletError(outcome.wallet);
      return;
    }
    onStep('sending');
    await signIn(account, outcome.proof);
  } finally {
    onStep('idle');
  }
}

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
