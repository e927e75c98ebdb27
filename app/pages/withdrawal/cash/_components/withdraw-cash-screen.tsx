'use client';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { cashMutationOptions } from '@/lib/api/endpoints/asset-cash';
import { parametersQueryOptions } from '@/lib/api/endpoints/home-parameters';
import { userInfoQueryOptions } from '@/lib/api/endpoints/member-user-info';
import { useSession } from '@/lib/auth/use-session';
import { amountText } from '@/lib/format/amount-text';
import { recordedAt } from '@/lib/format/date';
import { useRefusal } from '@/components/form/use-refusal';
import { useGuardedSubmit } from '@/lib/hooks/use-guarded-submit';
import { useIdempotencyKey } from '@/lib/hooks/use-idempotency-key';
import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { useOnline } from '@/lib/hooks/use-online';
import { useSettledValue } from '@/lib/hooks/use-settled-value';
import { lazyPart } from '@/lib/lazy/lazy-part';
import { holdExplanation } from '@/lib/money/account-hold';
import { formatPercent } from '@/lib/format/percent';
import { withdrawalFee } from '@/lib/money/rates';
import { decimalToWei, parseAmount, weiToDecimal, type AmountError } from '@/lib/validation/amount';
import { validateLoginPassword, type FieldError } from '@/lib/validation/auth-forms';
import { AmountField } from '@/components/form/amount-field';
import { PasswordField } from '@/components/form/password-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import { AccountHoldBanner } from '@/components/balance/account-hold-banner';
import { ErrorView } from '@/components/shell/error-view';
import { Amount, PendingAmount } from '@/components/ui/amount';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import { RecordLinks } from '@/components/records/record-links';
import type { WithdrawDone, WithdrawReviewData } from './withdraw-types';
import { KeyValue } from '@/components/layout/key-value';
import layout from '@/components/layout/layout.module.css';
import styles from './withdraw-cash-screen.module.css';

// The review and the result load after the form, not with it.
const reviewPart = lazyPart(() => import('./withdraw-review'));

/** Withdrawal wording where the generic amount message would be vaguer. */
const WITHDRAWAL_WORDING: Partial<Record<AmountError['key'], 'amountRequired' | 'belowMin' | 'aboveMax'>> = {
  required: 'amountRequired',
  belowMin: 'belowMin',
  aboveMax: 'aboveMax',
};

/** Amount errors that typing on may still fix ("1" on the way to "100"): shown once typing pauses. */
const WAIT_FOR_PAUSE = new Set<AmountError['key']>(['belowMin', 'zero']);
const TYPING_PAUSE_MS = 800;

/** The platform's refusals of a withdrawal, by the field they concern (the rest go to the banner). */
const REFUSAL_FIELDS = {
  wrongPassword: 'password',
  accountLocked: 'password',
  insufficientBalance: 'amount',
  belowMinimumWithdrawal: 'amount',
  aboveMaximumWithdrawal: 'amount',
} as const;

export function WithdrawCashScreen() {
  const t = useTranslations('withdrawCash');
  const ta = useTranslations('amountInput');
  const tc = useTranslations('common');
  const locale = useLocale();
  const passwordMessage = useValidationMessage();
  const online = useOnline();
  const { token, account } = useSession();
  const queryClient = useQueryClient();
  const userInfo = useQuery(userInfoQueryOptions(account ?? undefined, token));
  const parameters = useQuery(parametersQueryOptions());
  const cash = useMutation(cashMutationOptions());
  const idempotency = useIdempotencyKey();
  const refusal = useRefusal<'amount' | 'password'>(REFUSAL_FIELDS);
  const [amount, setAmount] = useState('');
  const settledAmount = useSettledValue(amount, TYPING_PAUSE_MS);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount: AmountError | null; password: FieldError | null }>({
    amount: null,
    password: null,
  });
  const [review, setReview] = useState<WithdrawReviewData | null>(null);
  const [done, setDone] = useState<WithdrawDone | null>(null);
  const reviewCode = useLazyPart(reviewPart, review !== null || done !== null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['asset'] }),
      queryClient.invalidateQueries({ queryKey: ['member', 'userInfo'] }),
    ]);
  const { busy, onSubmit, act } = useGuardedSubmit({
    onError: (error) => {
      idempotency.settle(error);
      // A refusal is shown at its field or in the form's banner: back to the form. A lost answer
      // (the transport said so) keeps the sheet, so the retry reuses the idempotency key.
      if (refusal.capture(error)) {
        setReview(null);
        // The balance or the limits the form checked against were out of date.
        void refresh();
        void queryClient.invalidateQueries({ queryKey: ['home', 'parameters'] });
      }
    },
  });

  // Drawn from the first paint: before the balance and the limits arrive, the form shows their
  // places, and a Continue tapped meanwhile waits for them (shown pending) instead of being lost.
  const [waiting, setWaiting] = useState(false);
  const data = userInfo.data && parameters.data ? { user: userInfo.data, parameters: parameters.data } : null;
  // A held account cannot withdraw (the platform refuses it too): the form says so at Continue.
  const held = holdExplanation(userInfo.data) !== null;

  const bound = (wei: bigint) => amountText(weiToDecimal(wei), locale);
  const limits = data && {
    minWei: decimalToWei(data.parameters.minWithdrawal),
    maxWei: decimalToWei(data.parameters.maxWithdrawal),
    balanceWei: decimalToWei(data.user.balance),
    feeRate: data.parameters.withdrawalFeeRate,
  };
  const rulesOf = (known: NonNullable<typeof limits>) => ({
    decimals: 18,
    min: known.minWei,
    max: known.maxWei,
    balance: known.balanceWei,
    formatBound: bound,
  });

  /** The form's checks against the balance and limits; opens the review when all pass. */
  const check = () => {
    if (!limits) {
      setWaiting(true);
      return;
    }
    if (held) return;
    const parsed = parseAmount(amount, rulesOf(limits));
    const next = { amount: parsed.ok ? null : parsed.error, password: validateLoginPassword(password) };
    setErrors(next);
    if (!parsed.ok || next.password) return;
    const { fee, arrival } = withdrawalFee(parsed.wei, limits.feeRate);
    setReview({
      amount: weiToDecimal(parsed.wei),
      fee: weiToDecimal(fee),
      arrival: weiToDecimal(arrival),
      password,
    });
  };
  // A Continue that waited runs its checks in the render where the data has come (React's way of
  // adjusting state to what changed, without an effect's extra pass).
  if (waiting && limits) {
    setWaiting(false);
    check();
  }

  if ((userInfo.isError && !userInfo.data) || (parameters.isError && !parameters.data))
    return <ErrorView onRetry={() => void Promise.all([userInfo.refetch(), parameters.refetch()])} />;
  if (done && data && reviewCode)
    return (
      <reviewCode.WithdrawResult
        done={done}
        feeLabel={t('fee', { rate: formatPercent(data.parameters.withdrawalFeeRate, locale) })}
        onDone={() => setDone(null)}
      />
    );

  // Checked as it is typed, against the balance and the limits: what can only get worse by typing on
  // (too much, too many decimals, not a number) at once; too little once the typing has paused.
  const live = amount.trim() !== '' && limits ? parseAmount(amount, rulesOf(limits)) : null;
  const liveError =
    live && !live.ok && (!WAIT_FOR_PAUSE.has(live.error.key) || settledAmount === amount) ? live.error : null;
  // What would be received only for an amount that can be withdrawn.
  const split = live?.ok && limits ? withdrawalFee(live.wei, limits.feeRate) : null;
  // Max: the whole balance, within the platform's limits; nothing when even the minimum is out of reach.
  const maxFill =
    !limits || limits.balanceWei < limits.minWei
      ? null
      : weiToDecimal(limits.balanceWei < limits.maxWei ? limits.balanceWei : limits.maxWei);
  const feeLabel = limits ? t('fee', { rate: formatPercent(limits.feeRate, locale) }) : t('feePending');
  // The bounds the member can reach: the balance stands in for a maximum it is below.
  const limitsHint = !limits
    ? !online
      ? t('waitingForConnection')
      : tc('loading')
    : limits.balanceWei < limits.minWei
      ? t('limitsOutOfReach', { min: bound(limits.minWei) })
      : limits.balanceWei < limits.maxWei
        ? t('limitsBalance', { min: bound(limits.minWei), max: bound(limits.balanceWei) })
        : t('limits', { min: bound(limits.minWei), max: bound(limits.maxWei) });

  const amountMessage = (error: AmountError) => {
    const own = WITHDRAWAL_WORDING[error.key];
    return own ? t(own, error.values) : ta(error.key, error.values);
  };
  // A refusal about the amount reads as the form's own check does (bounds with unit and grouping)
  // once the refreshed limits show the problem; until then, the platform's words.
  const amountRefusal = refusal.at('amount');
  const recheck = amountRefusal && limits ? parseAmount(amount, rulesOf(limits)) : null;
  const amountError = errors.amount
    ? amountMessage(errors.amount)
    : recheck && !recheck.ok
      ? amountMessage(recheck.error)
      : (amountRefusal ?? (liveError ? amountMessage(liveError) : null));

  const submit = onSubmit(() => {
    check();
    return null;
  });

  const confirm = () => {
    if (!review) return;
    act(async () => {
      const body = { amount: review.amount, password: review.password };
      const confirmedAt = Date.now();
      const result = await cash.mutateAsync({ ...body, idempotencyKey: idempotency.keyFor(body.amount) });
      idempotency.settle();
      setDone({ ...review, result, at: recordedAt(result.createdAt, confirmedAt) });
      setReview(null);
      setAmount('');
      setPassword('');
      await refresh();
    });
  };

  return (
    <div className={layout.stack}>
      <AccountHoldBanner account={userInfo.data} />
      <form className={`${layout.card} ${layout.roomy}`} onSubmit={submit} noValidate>
        <div className={layout.keyValue}>
          <span className={styles.availableLabel}>{t('balance')}</span>
          {userInfo.data ? (
            <Amount value={userInfo.data.balance} testId="cash-balance" />
          ) : !online ? (
            <span className={styles.availableLabel} data-testid="cash-balance-offline">
              {t('waitingForConnection')}
            </span>
          ) : (
            <PendingAmount label={tc('loading')} />
          )}
        </div>
        <AmountField
          label={t('amount')}
          name="amount"
          placeholder={t('amountPlaceholder')}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setErrors((current) => ({ ...current, amount: null }));
            refusal.clear('amount');
          }}
          error={amountError}
          hint={limitsHint}
          // The bounds take two lines on a phone in English and Vietnamese; held before they come.
          hintLines={2}
          max={{ label: t('max'), value: maxFill, testId: 'cash-max' }}
        />
        <dl className={layout.keyValues}>
          <KeyValue label={feeLabel} testId="cash-fee">
            {split ? <Amount value={weiToDecimal(split.fee)} size="sm" /> : '—'}
          </KeyValue>
          <KeyValue label={t('arrival')} testId="cash-arrival">
            {split ? <Amount value={weiToDecimal(split.arrival)} size="sm" /> : '—'}
          </KeyValue>
        </dl>
        <PasswordField
          label={t('password')}
          name="password"
          autoComplete="current-password"
          placeholder={t('passwordPlaceholder')}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: null }));
            refusal.clear('password');
          }}
          error={passwordMessage(errors.password) ?? refusal.at('password')}
        />
        {refusal.banner && <FormBanner message={refusal.banner} onDismiss={() => refusal.clear()} />}
        <Button
          needsNetwork
          type="submit"
          testId="cash-continue"
          disabled={held}
          reason={t('held')}
          pending={waiting || (review !== null && !reviewCode)}
        >
          {t('continue')}
        </Button>
      </form>
      <RecordLinks
        links={[{ href: '/pages/withdrawal/record', label: t('records'), testId: 'cash-records' }]}
      />
      {review && data && reviewCode && (
        <reviewCode.WithdrawReview
          review={review}
          destination={data.user.account}
          feeLabel={feeLabel}
          busy={busy}
          onConfirm={confirm}
          onClose={() => setReview(null)}
        />
      )}
    </div>
  );
}
