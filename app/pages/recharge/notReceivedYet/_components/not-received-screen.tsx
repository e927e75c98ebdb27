'use client';

import { useState, type SyntheticEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest } from '@/lib/api/client';
import { parametersQueryOptions } from '@/lib/api/endpoints/home-parameters';
import {
  productBtcwRecharge,
  rechargeMutationOptions,
  type RechargeInput,
  type RechargeResult,
} from '@/lib/api/endpoints/product-btcw-recharge';
import { formatAmount } from '@/lib/format/amount';
import { useRefusal } from '@/components/form/use-refusal';
import { weiToDecimal } from '@/lib/validation/amount';
import { parseAmount, validateTxHash } from '@/lib/validation/payment-input';
import { TextField } from '@/components/form/text-field';
import { LazyPaymentResult } from '@/components/payments/lazy-money-flow';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import layout from '@/components/layout/layout.module.css';
import styles from '@/components/payments/money-in.module.css';
import { HashField } from './hash-field';
import { UnclaimedTransfersGate } from './unclaimed-transfers-gate';

type Field = 'hash' | 'amount';

/**
 * Every refusal of `product/bTCWRecharge` and the field it concerns (the endpoint is declared
 * `refusalShownByForm`: this form shows them all; any other reason goes to the form's banner).
 */
const REFUSAL_FIELDS: Partial<Record<string, Field>> = {
  txHashRequired: 'hash',
  invalidTxHash: 'hash',
  txHashUsed: 'hash',
  txNotFound: 'hash',
  txBlockHash: 'hash',
  txReverted: 'hash',
  txWrongRecipient: 'hash',
  txWrongSender: 'hash',
  txAmountMismatch: 'amount',
  txWrongValue: 'amount',
  rechargeBelowMinimum: 'amount',
  amountRequired: 'amount',
  invalidAmount: 'amount',
  amountTooLarge: 'amount',
};

const FOLLOW_MS = 3000;

const STATE = { Success: 'success', Auditing: 'auditing', Failed: 'failed' } as const;

/**
 * "Not received yet": payments that reached the platform with no claim (one tap each), and the hash
 * of a recharge that was paid but not credited. The platform's answer follows the chain (Confirming
 * n/N → Credited); a refusal stays at the field it concerns until that field is edited.
 */
export function NotReceivedScreen() {
  const t = useTranslations('recharge');
  const tp = useTranslations('payment');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const parameters = useQuery(parametersQueryOptions());
  const [hash, setHash] = useState('');
  const [amount, setAmount] = useState('');
  const [hashError, setHashError] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [reported, setReported] = useState<RechargeInput | null>(null);
  const refusal = useRefusal<Field>(REFUSAL_FIELDS);
  const minimum = parameters.data ? `${formatAmount(parameters.data.minRecharge, locale)} BTCW` : null;
  const mutation = useMutation({
    ...rechargeMutationOptions(),
    onSuccess: (answer, input) => {
      setReported(input);
      queryClient.setQueryData(followKey(input), answer);
      void queryClient.invalidateQueries({ queryKey: ['asset'] });
      void queryClient.invalidateQueries({ queryKey: ['member', 'userInfo'] });
    },
    onError: (error) => {
      refusal.capture(error);
    },
  });
  // While the chain confirms it, ask again (the platform answers the recorded claim; nothing new is recorded).
  const follow = useQuery({
    queryKey: reported ? followKey(reported) : ['product', 'bTCWRecharge', 'follow', null],
    queryFn: ({ signal }) =>
      reported
        ? apiRequest(productBtcwRecharge, reported, { signal, background: true })
        : Promise.reject(new Error('nothing reported')),
    enabled: reported !== null,
    staleTime: Infinity,
    refetchInterval: (query) => (query.state.data?.status === 'Auditing' ? FOLLOW_MS : false),
  });
  const result: RechargeResult | undefined = follow.data;

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
          ? t('sentBelowMinimum', { min: minimum ?? '' })
          : tp(`amountErrors.${parsed.key === 'aboveMaximum' ? 'invalid' : parsed.key}`),
    );
    if (!checkedHash.ok || !parsed.ok) return;
    refusal.clear();
    mutation.mutate({ txHash: checkedHash.hash, amount: weiToDecimal(parsed.wei) });
  };

  const startOver = () => {
    setReported(null);
    setHash('');
    setAmount('');
    mutation.reset();
  };

  if (reported && result)
    return (
      <div className={`${layout.stack} ${layout.roomy}`}>
        <LazyPaymentResult
          testId="manual-result"
          viaWallet={false}
          payment={{
            purpose: 'recharge',
            state: STATE[result.status],
            amount: result.amount,
            hash: reported.txHash,
            hashrateId: null,
            reason: result.failure ?? null,
            confirmations: result.confirmations ?? null,
          }}
          onDone={startOver}
        />
      </div>
    );

  const fieldError = (field: Field, local: string | null) => local ?? refusal.at(field);
  return (
    <div className={`${layout.stack} ${layout.roomy}`}>
      <UnclaimedTransfersGate />
      <form className={layout.card} onSubmit={onSubmit} noValidate>
        <h2 className={styles.cardTitle}>{t('notReceived')}</h2>
        <p className={styles.hint}>{t('notReceivedHelp')}</p>
        {refusal.banner && <FormBanner message={refusal.banner} onDismiss={() => refusal.clear()} />}
        <HashField
          value={hash}
          error={fieldError('hash', hashError)}
          onChange={(value) => {
            setHash(value);
            setHashError(null);
            refusal.clear('hash');
          }}
        />
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
            refusal.clear('amount');
          }}
          error={fieldError('amount', amountError)}
        />
        {minimum && !fieldError('amount', amountError) && (
          <p className={styles.hint}>{t('minimum', { min: minimum })}</p>
        )}
        <Button
          needsNetwork
          type="submit"
          disabled={mutation.isPending || !parameters.data}
          reason={parameters.data ? null : t('loadingParameters')}
          testId="manual-submit"
        >
          {mutation.isPending ? tp('stage.reporting') : t('submitHash')}
        </Button>
      </form>
    </div>
  );
}

function followKey(input: RechargeInput) {
  return ['product', 'bTCWRecharge', 'follow', input.txHash, input.amount] as const;
}
