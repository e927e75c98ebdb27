'use client';

import { useState, type SyntheticEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { parametersQueryOptions } from '@/lib/api/endpoints/home-parameters';
import { formatAmount } from '@/lib/format/amount';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { usePaymentFlow } from '@/lib/payments/use-payment-flow';
import { useShownPayment } from '@/lib/payments/use-shown-payment';
import { weiToDecimal } from '@/lib/validation/amount';
import { parseAmount } from '@/lib/validation/payment-input';
import { useBtcwBalance } from '@/lib/wallet/use-btcw-balance';
import { useWalletConnection } from '@/lib/wallet/wallet-state';
import { TextField } from '@/components/form/text-field';
import { RecordLinks } from '@/components/records/record-links';
import { LazyPaymentResult, LazyReviewSheet, reviewSheetPart } from '@/components/payments/lazy-money-flow';
import { PendingPayments } from '@/components/payments/pending-payments';
import { WalletCard } from '@/components/payments/wallet-card';
import { CopyableAddress } from '@/components/ui/copyable-address';
import { Amount } from '@/components/ui/amount';
import { Button } from '@/components/ui/button';
import layout from '@/components/layout/layout.module.css';
import styles from '@/components/payments/money-in.module.css';

/**
 * Recharge: an amount (the minimum shown with its unit) → review (amount, destination, network) →
 * the wallet → the result, which follows the payment until the platform has credited it.
 */
export function RechargeScreen() {
  const t = useTranslations('recharge');
  const tp = useTranslations('payment');
  const tr = useTranslations('review');
  const locale = useLocale();
  const hydrated = useHydrated();
  const connection = useWalletConnection();
  const address = hydrated ? connection.address : undefined;
  const balance = useBtcwBalance(address);
  const parameters = useQuery(parametersQueryOptions());
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [reviewed, setReviewed] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const flow = usePaymentFlow();
  const shown = useShownPayment('recharge', flow.payment);
  const payment = shown.payment;
  const inFlight = confirming || flow.busy;
  const reviewCode = useLazyPart(reviewSheetPart, reviewed !== null && !payment);
  const minimum = parameters.data ? `${formatAmount(parameters.data.minRecharge, locale)} BTCW` : null;

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!parameters.data || inFlight) return;
    const min = parseAmount(parameters.data.minRecharge, { decimals: 18 });
    const parsed = parseAmount(amount, {
      decimals: 18,
      min: min.ok ? min.wei : undefined,
      max: balance.data,
    });
    if (!parsed.ok) {
      setAmountError(
        parsed.key === 'belowMinimum'
          ? t('belowMinimum', { min: minimum ?? '' })
          : parsed.key === 'aboveMaximum'
            ? tp('errors.insufficientBalance')
            : tp(`amountErrors.${parsed.key}`),
      );
      return;
    }
    setAmountError(null);
    flow.reset();
    setReviewed(weiToDecimal(parsed.wei));
  };

  const onConfirm = () => {
    // The review's confirm is the only way to pay, and one payment at a time (the flow's own guard
    // stops a second call made in the same task, before this state re-renders the button).
    if (inFlight || reviewed === null || !parameters.data) return;
    setConfirming(true);
    void flow
      .start({ purpose: 'recharge', amount: reviewed, treasury: parameters.data.treasuryAddress })
      .finally(() => setConfirming(false));
  };

  const closeResult = () => {
    flow.reset();
    shown.dismiss();
    setReviewed(null);
  };

  return (
    <div className={`${layout.stack} ${layout.roomy}`}>
      <WalletCard
        address={address}
        balance={balance.data}
        testIds={{ address: 'recharge-wallet-address', balance: 'recharge-wallet-balance' }}
      />

      {payment ? (
        <LazyPaymentResult
          payment={payment}
          {...(payment.state === 'intent' ? {} : { onDone: closeResult })}
        />
      ) : (
        <form className={layout.card} onSubmit={onSubmit} noValidate>
          <TextField
            label={t('amount')}
            placeholder={t('amountPlaceholder')}
            inputMode="decimal"
            autoComplete="off"
            name="amount"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setAmountError(null);
            }}
            error={amountError}
          />
          {/* One message under the field at a time: the minimum hides while an error shows. */}
          {minimum && !amountError && (
            <p className={styles.hint} data-testid="recharge-minimum">
              {t('minimum', { min: minimum })}
            </p>
          )}
          <Button
            needsNetwork
            type="submit"
            testId="recharge-button"
            disabled={!parameters.data}
            reason={t('loadingParameters')}
            pending={reviewed !== null && !reviewCode}
          >
            {t('submit')}
          </Button>
        </form>
      )}

      <PendingPayments purpose="recharge" except={payment?.id} />

      <RecordLinks
        links={[
          { label: t('records'), href: '/pages/recharge/record', testId: 'recharge-records-link' },
          // "Not received yet" is for a payment the app is not following: not beside one being
          // confirmed or just credited, only with the form or after a payment that failed.
          ...(payment && !['failed', 'abandoned'].includes(payment.state)
            ? []
            : [
                {
                  label: t('notReceived'),
                  href: '/pages/recharge/notReceivedYet',
                  testId: 'not-received-link',
                },
              ]),
        ]}
      />

      {parameters.data && reviewed !== null && (
        <LazyReviewSheet
          open={!payment}
          title={t('review.title')}
          rows={[
            {
              label: t('amount'),
              value: <Amount value={reviewed} size="lg" />,
              strong: true,
              testId: 'review-amount',
            },
            {
              label: tr('to'),
              value: <CopyableAddress value={parameters.data.treasuryAddress} testId="review-to" />,
            },
            {
              label: tr('from'),
              value: address ? <CopyableAddress value={address} testId="review-from" /> : '—',
            },
          ]}
          note={tr('walletNote')}
          confirmLabel={t('review.confirm')}
          // From the tap, the spec's "Initiating payment…".
          busyLabel={tp('stage.awaitingWallet')}
          busy={inFlight}
          error={flow.error ? tp(`errors.${flow.error}`) : null}
          onDismissError={flow.reset}
          onConfirm={onConfirm}
          onClose={() => setReviewed(null)}
        />
      )}
    </div>
  );
}
