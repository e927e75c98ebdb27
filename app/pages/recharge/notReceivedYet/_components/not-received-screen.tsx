'use client';

import { useState, type SyntheticEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { parametersQueryOptions } from '@/lib/api/endpoints/home-parameters';
import { rechargeMutationOptions, type RechargeResult } from '@/lib/api/endpoints/product-btcw-recharge';
import { formatDecimalString } from '@/lib/format/decimal';
import { weiToDecimal } from '@/lib/validation/amount';
import { parseAmount, validateTxHash } from '@/lib/validation/payment-input';
import { TextField } from '@/components/form/text-field';
import formStyles from '@/components/form/form.module.css';
import styles from '@/components/payments/payments.module.css';
import { UnclaimedTransfers } from './unclaimed-transfers';

/** Submit the hash of a recharge that was paid but not credited (e.g. the app closed meanwhile). */
export function NotReceivedScreen() {
  const t = useTranslations('recharge');
  const tp = useTranslations('payment');
  const queryClient = useQueryClient();
  const parameters = useQuery(parametersQueryOptions());
  const [hash, setHash] = useState('');
  const [amount, setAmount] = useState('');
  const [hashError, setHashError] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [result, setResult] = useState<RechargeResult | null>(null);
  const mutation = useMutation({
    ...rechargeMutationOptions(),
    onSuccess: (answer) => {
      setResult(answer);
      void queryClient.invalidateQueries({ queryKey: ['asset'] });
      void queryClient.invalidateQueries({ queryKey: ['member', 'userInfo'] });
    },
  });

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || !parameters.data) return;
    const checkedHash = validateTxHash(hash);
    const min = parseAmount(parameters.data.minRecharge, { decimals: 18 });
    const parsed = parseAmount(amount, { decimals: 18, min: min.ok ? min.wei : undefined });
    setHashError(checkedHash.ok ? null : t(`hashErrors.${checkedHash.key}`));
    setAmountError(
      parsed.ok
        ? null
        : parsed.key === 'belowMinimum'
          ? t('minimum', { min: formatDecimalString(parameters.data.minRecharge) })
          : tp(`amountErrors.${parsed.key === 'aboveMaximum' ? 'invalid' : parsed.key}`),
    );
    if (!checkedHash.ok || !parsed.ok) return;
    setResult(null);
    mutation.mutate({ txHash: checkedHash.hash, amount: weiToDecimal(parsed.wei) });
  };

  return (
    <div className={styles.screen}>
      <UnclaimedTransfers />
      <form className={styles.card} onSubmit={onSubmit} noValidate>
        <p className={styles.muted}>{t('notReceivedHelp')}</p>
        <TextField
          label={t('hash')}
          placeholder={t('hashPlaceholder')}
          autoComplete="off"
          name="txHash"
          value={hash}
          onChange={(event) => setHash(event.target.value)}
          error={hashError}
        />
        <TextField
          label={t('amount')}
          placeholder={t('amountPlaceholder')}
          inputMode="decimal"
          autoComplete="off"
          name="amount"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={amountError}
        />
        <button
          type="submit"
          className={formStyles.primary}
          disabled={mutation.isPending}
          data-testid="manual-submit"
        >
          {mutation.isPending ? tp('stage.reporting') : t('submit')}
        </button>
        {result && (
          <p
            className={result.status === 'Failed' ? styles.error : styles.success}
            role="status"
            data-testid="manual-result"
          >
            {result.status === 'Success'
              ? t('success')
              : result.status === 'Auditing'
                ? tp('stage.auditing')
                : tp('failed')}
          </p>
        )}
      </form>
    </div>
  );
}
