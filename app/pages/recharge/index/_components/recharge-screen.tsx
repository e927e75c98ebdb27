'use client';

import Link from 'next/link';
import { useState, type SyntheticEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { parametersQueryOptions } from '@/lib/api/endpoints/home-parameters';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { formatDecimalString, formatFixed } from '@/lib/format/decimal';
import { maskAddress } from '@/lib/format/mask-address';
import { usePaymentFlow } from '@/lib/payments/use-payment-flow';
import { weiToDecimal } from '@/lib/validation/amount';
import { parseAmount } from '@/lib/validation/payment-input';
import { useBtcwBalance } from '@/lib/wallet/use-btcw-balance';
import { TextField } from '@/components/form/text-field';
import { PendingPayments } from '@/components/payments/pending-payments';
import formStyles from '@/components/form/form.module.css';
import styles from '@/components/payments/payments.module.css';
import { useWalletConnection } from '@/lib/wallet/wallet-state';

export function RechargeScreen() {
  const t = useTranslations('recharge');
  const tp = useTranslations('payment');
  const hydrated = useHydrated();
  const connection = useWalletConnection();
  const address = hydrated ? connection.address : undefined;
  const balance = useBtcwBalance(address);
  const parameters = useQuery(parametersQueryOptions());
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const flow = usePaymentFlow();
  const minimum = parameters.data?.minRecharge;

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!parameters.data || flow.busy) return;
    const min = parseAmount(parameters.data.minRecharge, { decimals: 18 });
    const parsed = parseAmount(amount, {
      decimals: 18,
      min: min.ok ? min.wei : undefined,
      max: balance.data,
    });
    if (!parsed.ok) {
      setAmountError(
        parsed.key === 'belowMinimum'
          ? t('minimum', { min: formatDecimalString(parameters.data.minRecharge) })
          : parsed.key === 'aboveMaximum'
            ? tp('errors.insufficientBalance')
            : tp(`amountErrors.${parsed.key}`),
      );
      return;
    }
    setAmountError(null);
    void flow.start({
      purpose: 'recharge',
      amount: weiToDecimal(parsed.wei),
      treasury: parameters.data.treasuryAddress,
    });
  };

  return (
    <div className={styles.screen}>
      <form className={styles.card} onSubmit={onSubmit} noValidate>
        <div className={styles.row}>
          <span className={styles.label}>{t('walletAddress')}</span>
          <span className={styles.value}>{address ? maskAddress(address) : '—'}</span>
        </div>
        <div className={styles.row}>
          <span className={styles.label}>{t('walletBalance')}</span>
          <span className={styles.value} data-testid="recharge-wallet-balance">
            {balance.data !== undefined ? `${formatFixed(balance.data)} BTCW` : '—'}
          </span>
        </div>
        <TextField
          label={t('amount')}
          placeholder={t('amountPlaceholder')}
          inputMode="decimal"
          autoComplete="off"
          name="amount"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            if (flow.stage !== 'idle' && !flow.busy) flow.reset();
          }}
          error={amountError}
        />
        {minimum && <p className={styles.muted}>{t('minimum', { min: formatDecimalString(minimum) })}</p>}
        {flow.stage === 'success' ? (
          <p className={styles.success} role="status" data-testid="recharge-success">
            {t('success')}
          </p>
        ) : (
          <button
            type="submit"
            className={formStyles.primary}
            data-testid="recharge-button"
            disabled={flow.busy || !parameters.data}
          >
            {flow.stage === 'awaitingWallet' ? tp('stage.awaitingWallet') : t('submit')}
          </button>
        )}
        {(flow.stage === 'checking' ||
          flow.stage === 'awaitingWallet' ||
          flow.stage === 'reporting' ||
          flow.stage === 'auditing') && (
          <p className={styles.notice} role="status" data-testid="recharge-stage">
            {tp(`stage.${flow.stage}`)}
          </p>
        )}
        {flow.stage === 'rejected' && (
          <p className={styles.error} role="alert" data-testid="recharge-error">
            {tp('rejected')}
          </p>
        )}
        {flow.stage === 'failed' && (
          <p className={styles.error} role="alert" data-testid="recharge-error">
            {flow.payment?.reason && !['cancelled', 'replaced'].includes(flow.payment.reason)
              ? flow.payment.reason
              : tp('failed')}
          </p>
        )}
        {flow.error && (
          <p className={styles.error} role="alert" data-testid="recharge-error">
            {tp(`errors.${flow.error}`)}
          </p>
        )}
      </form>
      <PendingPayments purpose="recharge" />
      <div className={styles.links}>
        <Link href="/pages/recharge/record" prefetch={false}>
          {t('records')}
        </Link>
        <Link href="/pages/recharge/notReceivedYet" prefetch={false}>
          {t('notReceived')}
        </Link>
      </div>
    </div>
  );
}
