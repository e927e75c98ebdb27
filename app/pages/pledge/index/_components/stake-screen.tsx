'use client';

import { useState, type SyntheticEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { parametersQueryOptions } from '@/lib/api/endpoints/home-parameters';
import { searchDeviceQueryOptions } from '@/lib/api/endpoints/product-search-device';
import { assetInfoQueryOptions } from '@/lib/api/endpoints/asset-asset-info';
import { useSession } from '@/lib/auth/use-session';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { usePaymentFlow } from '@/lib/payments/use-payment-flow';
import { useShownPayment } from '@/lib/payments/use-shown-payment';
import { validateHashrateId } from '@/lib/validation/payment-input';
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
import { KeyValue } from '@/components/layout/key-value';
import layout from '@/components/layout/layout.module.css';
import styles from '@/components/payments/money-in.module.css';
import { StakeSteps } from './stake-steps';

/**
 * Stake: search a hashrate ID → the device → review (amount, device figures, destination, network)
 * → the wallet → the result, which follows the payment until the platform has staked it.
 */
export function StakeScreen() {
  const t = useTranslations('stake');
  const tp = useTranslations('payment');
  const tr = useTranslations('review');
  const ts = useTranslations('shell');
  const hydrated = useHydrated();
  const { account } = useSession();
  const connection = useWalletConnection();
  const address = hydrated ? connection.address : undefined;
  const balance = useBtcwBalance(address);
  const parameters = useQuery(parametersQueryOptions());
  const assets = useQuery(assetInfoQueryOptions(account ?? undefined));
  const [input, setInput] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [searched, setSearched] = useState('');
  const [reviewing, setReviewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const device = useQuery(searchDeviceQueryOptions(account ?? undefined, searched));
  const flow = usePaymentFlow();
  const shown = useShownPayment('stake', flow.payment);
  const found =
    searched && device.data && device.data.hashrateId.toUpperCase() === searched.toUpperCase()
      ? device.data
      : null;
  const payment = shown.payment;
  const inFlight = confirming || flow.busy;
  const reviewCode = useLazyPart(reviewSheetPart, reviewing && !payment);

  const onSearch = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateHashrateId(input);
    if (!checked.ok) {
      setInputError(t(`errors.${checked.key}`));
      return;
    }
    // A search waits for the connection without a word: say why nothing comes.
    if (!navigator.onLine) {
      setInputError(ts('offlineAction'));
      return;
    }
    setInputError(null);
    flow.reset();
    if (checked.id === searched) void device.refetch();
    setSearched(checked.id);
  };

  const onConfirm = () => {
    // The review's confirm is the only way to pay, and one payment at a time (the flow's own guard
    // stops a second call made in the same task, before this state re-renders the button).
    if (inFlight || !found || !parameters.data) return;
    setConfirming(true);
    void flow
      .start({
        purpose: 'stake',
        deviceId: found.id,
        hashrateId: found.hashrateId,
        amount: found.stakeAmount,
        treasury: parameters.data.treasuryAddress,
      })
      .finally(() => setConfirming(false));
  };

  const closeResult = () => {
    flow.reset();
    shown.dismiss();
    setReviewing(false);
    if (searched) void device.refetch();
  };

  const unavailable =
    found && found.status !== 'available'
      ? found.status === 'staked'
        ? t('errors.staked')
        : t('errors.locked')
      : null;
  const step = payment
    ? payment.state === 'intent'
      ? 3
      : payment.state === 'abandoned'
        ? 2
        : payment.state === 'success'
          ? 5
          : 4
    : reviewing
      ? 2
      : found
        ? 2
        : 1;

  return (
    <div className={`${layout.stack} ${layout.roomy}`}>
      <WalletCard
        address={address}
        balance={balance.data}
        testIds={{ address: 'stake-wallet-address', balance: 'stake-wallet-balance' }}
      >
        <dl className={styles.figures}>
          <div>
            <dt>{t('totalStaked')}</dt>
            <dd>{assets.data ? <Amount value={assets.data.totalStaked} size="sm" /> : '—'}</dd>
          </div>
          <div>
            <dt>{t('earned')}</dt>
            <dd>{assets.data ? <Amount value={assets.data.stakeEarnings} size="sm" /> : '—'}</dd>
          </div>
        </dl>
      </WalletCard>

      {payment ? (
        <LazyPaymentResult
          payment={payment}
          {...(payment.state === 'intent' ? {} : { onDone: closeResult })}
        />
      ) : (
        <>
          <form className={layout.card} onSubmit={onSearch} noValidate>
            <div className={styles.searchRow}>
              <TextField
                label={t('hashrateId')}
                placeholder={t('hashrateIdPlaceholder')}
                value={input}
                maxLength={200}
                autoComplete="off"
                onChange={(event) => {
                  setInput(event.target.value);
                  setInputError(null);
                }}
                error={inputError}
                name="hashrateId"
              />
              <button type="submit" className={styles.searchButton} disabled={inFlight}>
                {t('search')}
              </button>
            </div>
            {searched && device.isError && !device.isFetching && (
              <p className={styles.error} role="alert" data-testid="stake-search-error">
                {t('errors.notFound')}
              </p>
            )}
          </form>

          {found && (
            <section className={layout.card} data-testid="device-card" aria-label={found.hashrateId}>
              <div className={styles.deviceHead}>
                <span className={styles.deviceId}>{found.hashrateId}</span>
                <span className={styles[`device_${found.status}`]} data-testid="device-status">
                  {t(`device.statuses.${found.status}`)}
                </span>
              </div>
              <dl className={styles.rows}>
                <KeyValue label={t('device.stakeAmount')} className={styles.row}>
                  <Amount value={found.stakeAmount} testId="device-stake-amount" />
                </KeyValue>
                <KeyValue label={t('device.stakeDays')} className={styles.row}>
                  {t('device.days', { days: found.stakeDays })}
                </KeyValue>
                <KeyValue label={t('device.dailyOutput')} className={styles.row}>
                  <Amount value={found.dailyOutput} />
                </KeyValue>
              </dl>
              <Button
                needsNetwork
                testId="stake-button"
                disabled={unavailable !== null || !parameters.data}
                reason={unavailable ?? t('loadingParameters')}
                pending={reviewing && !reviewCode}
                onClick={() => {
                  flow.reset();
                  setReviewing(true);
                }}
              >
                {t('stake')}
              </Button>
            </section>
          )}
        </>
      )}

      <StakeSteps current={step} />

      <PendingPayments purpose="stake" except={payment?.id} />

      <RecordLinks
        links={[{ label: t('records'), href: '/pages/pledge/record', testId: 'stake-records-link' }]}
      />

      {found && parameters.data && (
        <LazyReviewSheet
          open={reviewing && !payment}
          title={t('review.title')}
          rows={[
            {
              label: t('device.stakeAmount'),
              value: <Amount value={found.stakeAmount} size="lg" />,
              strong: true,
              testId: 'review-amount',
            },
            { label: t('device.hashrateId'), value: found.hashrateId, testId: 'review-hashrate-id' },
            { label: t('device.stakeDays'), value: t('device.days', { days: found.stakeDays }) },
            { label: t('device.dailyOutput'), value: <Amount value={found.dailyOutput} /> },
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
          // From the tap, the spec's "Initiating payment…"; the device's reservation when that is what
          // takes the time.
          busyLabel={flow.stage === 'locking' ? tp('stage.locking') : tp('stage.awaitingWallet')}
          busy={inFlight}
          error={flow.error ? tp(`errors.${flow.error}`) : null}
          onDismissError={flow.reset}
          onConfirm={onConfirm}
          onClose={() => setReviewing(false)}
        />
      )}
    </div>
  );
}
