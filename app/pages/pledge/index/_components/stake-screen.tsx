'use client';

import Link from 'next/link';
import { useState, type SyntheticEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { parametersQueryOptions } from '@/lib/api/endpoints/home-parameters';
import { searchDeviceQueryOptions } from '@/lib/api/endpoints/product-search-device';
import { assetInfoQueryOptions } from '@/lib/api/endpoints/asset-asset-info';
import { useSession } from '@/lib/auth/use-session';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { formatDecimalString, formatFixed } from '@/lib/format/decimal';
import { maskAddress } from '@/lib/format/mask-address';
import { usePaymentFlow, type PaymentStage } from '@/lib/payments/use-payment-flow';
import { validateHashrateId } from '@/lib/validation/payment-input';
import { useBtcwBalance } from '@/lib/wallet/use-btcw-balance';
import { TextField } from '@/components/form/text-field';
import { PendingPayments } from '@/components/payments/pending-payments';
import formStyles from '@/components/form/form.module.css';
import styles from '@/components/payments/payments.module.css';
import { useWalletConnection } from '@/lib/wallet/wallet-state';

function currentStep(stage: PaymentStage, hasDevice: boolean): 1 | 2 | 3 | 4 {
  if (stage === 'reporting' || stage === 'auditing' || stage === 'success') return 4;
  if (stage === 'checking' || stage === 'locking' || stage === 'awaitingWallet') return 3;
  return hasDevice ? 2 : 1;
}

export function StakeScreen() {
  const t = useTranslations('stake');
  const tp = useTranslations('payment');
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
  const device = useQuery(searchDeviceQueryOptions(account ?? undefined, searched));
  const flow = usePaymentFlow();
  const found =
    searched && device.data && device.data.hashrateId.toUpperCase() === searched.toUpperCase()
      ? device.data
      : null;
  const step = currentStep(flow.stage, Boolean(found));

  const onSearch = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateHashrateId(input);
    if (!checked.ok) {
      setInputError(t(`errors.${checked.key}`));
      return;
    }
    setInputError(null);
    flow.reset();
    if (checked.id === searched) void device.refetch();
    setSearched(checked.id);
  };

  const onStake = () => {
    if (!found || !parameters.data) return;
    void flow.start({
      purpose: 'stake',
      deviceId: found.id,
      hashrateId: found.hashrateId,
      amount: found.stakeAmount,
      treasury: parameters.data.treasuryAddress,
    });
  };

  const stageText: Partial<Record<PaymentStage, string>> = {
    checking: tp('stage.checking'),
    locking: tp('stage.locking'),
    awaitingWallet: tp('stage.awaitingWallet'),
    reporting: tp('stage.reporting'),
    auditing: tp('stage.auditing'),
  };

  return (
    <div className={styles.screen}>
      <section className={styles.card}>
        <div className={styles.row}>
          <span className={styles.label}>{t('walletAddress')}</span>
          <span className={styles.value} data-testid="stake-wallet-address">
            {address ? maskAddress(address) : '—'}
          </span>
        </div>
        <div className={styles.row}>
          <span className={styles.label}>{t('walletBalance')}</span>
          <span className={styles.value} data-testid="stake-wallet-balance">
            {balance.data !== undefined ? `${formatFixed(balance.data)} BTCW` : '—'}
          </span>
        </div>
        <dl className={styles.figures}>
          <div>
            <dt>{t('totalStaked')}</dt>
            <dd>{assets.data ? formatDecimalString(assets.data.totalStaked) : '—'}</dd>
          </div>
          <div>
            <dt>{t('earned')}</dt>
            <dd>{assets.data ? formatDecimalString(assets.data.stakeEarnings) : '—'}</dd>
          </div>
        </dl>
      </section>

      <form className={styles.card} onSubmit={onSearch} noValidate>
        <div className={styles.searchRow}>
          <TextField
            label={t('hashrateId')}
            placeholder={t('hashrateIdPlaceholder')}
            value={input}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => setInput(event.target.value)}
            error={inputError}
            name="hashrateId"
          />
          <button type="submit" className={styles.searchButton} disabled={flow.busy}>
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
        <section className={styles.card} data-testid="device-card">
          <div className={styles.row}>
            <span className={styles.label}>{t('device.hashrateId')}</span>
            <span className={styles.value}>{found.hashrateId}</span>
          </div>
          <div className={styles.row}>
            <span className={styles.label}>{t('device.stakeAmount')}</span>
            <span className={styles.value} data-testid="device-stake-amount">
              {formatDecimalString(found.stakeAmount)} BTCW
            </span>
          </div>
          <div className={styles.row}>
            <span className={styles.label}>{t('device.stakeDays')}</span>
            <span className={styles.value}>{t('device.days', { days: found.stakeDays })}</span>
          </div>
          <div className={styles.row}>
            <span className={styles.label}>{t('device.dailyOutput')}</span>
            <span className={styles.value}>{formatDecimalString(found.dailyOutput)} BTCW</span>
          </div>
          <div className={styles.row}>
            <span className={styles.label}>{t('device.status')}</span>
            <span className={styles.value} data-testid="device-status">
              {t(`device.statuses.${found.status}`)}
            </span>
          </div>
          {found.status === 'staked' && flow.stage !== 'success' && (
            <p className={styles.error} role="alert">
              {t('errors.staked')}
            </p>
          )}
          {found.status === 'locked' && flow.stage === 'idle' && (
            <p className={styles.error} role="alert">
              {t('errors.locked')}
            </p>
          )}
          {flow.stage === 'success' ? (
            <p className={styles.success} role="status" data-testid="stake-success">
              {t('success')}
            </p>
          ) : (
            <button
              type="button"
              className={formStyles.primary}
              data-testid="stake-button"
              disabled={
                flow.busy ||
                flow.stage === 'reporting' ||
                flow.stage === 'auditing' ||
                found.status !== 'available' ||
                !parameters.data
              }
              onClick={onStake}
            >
              {flow.stage === 'awaitingWallet' ? tp('stage.awaitingWallet') : t('stake')}
            </button>
          )}
          {stageText[flow.stage] && flow.stage !== 'awaitingWallet' && (
            <p className={styles.notice} role="status" data-testid="stake-stage">
              {stageText[flow.stage]}
            </p>
          )}
          {flow.stage === 'awaitingWallet' && (
            <p className={styles.notice} role="status" data-testid="stake-stage">
              {tp('stage.awaitingWallet')}
            </p>
          )}
          {flow.stage === 'rejected' && (
            <p className={styles.error} role="alert" data-testid="stake-error">
              {tp('rejected')}
            </p>
          )}
          {flow.stage === 'failed' && (
            <p className={styles.error} role="alert" data-testid="stake-error">
              {flow.payment?.reason && !['cancelled', 'replaced'].includes(flow.payment.reason)
                ? flow.payment.reason
                : tp('failed')}
            </p>
          )}
          {flow.error && (
            <p className={styles.error} role="alert" data-testid="stake-error">
              {tp(`errors.${flow.error}`)}
            </p>
          )}
        </section>
      )}

      <section className={styles.card} aria-label={t('howTo.title')}>
        <h2 className={styles.pendingTitle}>{t('howTo.title')}</h2>
        <ol className={styles.steps} data-testid="stake-steps">
          {([1, 2, 3, 4] as const).map((n) => (
            <li
              key={n}
              className={n === step ? styles.stepCurrent : n < step ? styles.stepDone : styles.step}
              aria-current={n === step ? 'step' : undefined}
            >
              <span className={styles.stepNumber}>{n}</span>
              {t(`howTo.step${n}`)}
            </li>
          ))}
        </ol>
      </section>

      <PendingPayments purpose="stake" />

      <div className={styles.links}>
        <Link href="/pages/pledge/record" prefetch={false}>
          {t('records')}
        </Link>
      </div>
    </div>
  );
}
