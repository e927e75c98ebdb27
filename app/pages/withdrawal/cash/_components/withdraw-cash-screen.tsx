'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { cashMutationOptions } from '@/lib/api/endpoints/asset-cash';
import { parametersQueryOptions } from '@/lib/api/endpoints/home-parameters';
import { userInfoQueryOptions } from '@/lib/api/endpoints/member-user-info';
import { useSession } from '@/lib/auth/use-session';
import { formatDecimalString } from '@/lib/format/decimal';
import { useGuardedSubmit } from '@/lib/hooks/use-guarded-submit';
import { useIdempotencyKey } from '@/lib/hooks/use-idempotency-key';
import { rateToPercent, withdrawalFee } from '@/lib/money/rates';
import { showToast } from '@/lib/toast/toast-store';
import { decimalToWei, parseAmount, weiToDecimal, type AmountError } from '@/lib/validation/amount';
import { validateLoginPassword, type FieldError } from '@/lib/validation/auth-forms';
import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { useValidationMessage } from '@/components/form/use-validation-message';
import formStyles from '@/components/form/form.module.css';
import { DelayedLoading } from '@/components/shell/delayed-loading';
import { ErrorView } from '@/components/shell/error-view';
import styles from './withdraw-cash-screen.module.css';

/** Withdrawal wording where the generic amount message would be vaguer. */
const WITHDRAWAL_WORDING: Partial<Record<AmountError['key'], 'amountRequired' | 'belowMin' | 'aboveMax'>> = {
  required: 'amountRequired',
  belowMin: 'belowMin',
  aboveMax: 'aboveMax',
};

export function WithdrawCashScreen() {
  const t = useTranslations('withdrawCash');
  const ta = useTranslations('amountInput');
  const passwordMessage = useValidationMessage();
  const { token, account } = useSession();
  const queryClient = useQueryClient();
  const userInfo = useQuery(userInfoQueryOptions(account ?? undefined, token));
  const parameters = useQuery(parametersQueryOptions());
  const cash = useMutation(cashMutationOptions());
  const idempotency = useIdempotencyKey();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount: AmountError | null; password: FieldError | null }>({
    amount: null,
    password: null,
  });
  const { busy, onSubmit } = useGuardedSubmit({ onError: idempotency.settle });

  if ((userInfo.isError && !userInfo.data) || (parameters.isError && !parameters.data)) return <ErrorView />;
  if (!userInfo.data || !parameters.data) return <DelayedLoading />;
  const { minWithdrawal, maxWithdrawal, withdrawalFeeRate } = parameters.data;
  const balanceWei = decimalToWei(userInfo.data.balance);
  const rules = {
    decimals: 18,
    min: decimalToWei(minWithdrawal),
    max: decimalToWei(maxWithdrawal),
    balance: balanceWei,
  };
  const preview = parseAmount(amount, { decimals: 18 });
  const split = preview.ok ? withdrawalFee(preview.wei, withdrawalFeeRate) : null;

  const amountMessage = (error: AmountError) => {
    const own = WITHDRAWAL_WORDING[error.key];
    return own ? t(own, error.values) : ta(error.key, error.values);
  };

  const submit = onSubmit(() => {
    const parsed = parseAmount(amount, rules);
    const next = { amount: parsed.ok ? null : parsed.error, password: validateLoginPassword(password) };
    setErrors(next);
    if (!parsed.ok || next.password) return null;
    const body = { amount: weiToDecimal(parsed.wei), password };
    return async () => {
      await cash.mutateAsync({ ...body, idempotencyKey: idempotency.keyFor(body.amount) });
      idempotency.settle();
      showToast({ key: 'withdrawCash.success' });
      setAmount('');
      setPassword('');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['asset'] }),
        queryClient.invalidateQueries({ queryKey: ['member', 'userInfo'] }),
      ]);
    };
  });

  return (
    <div className={styles.screen}>
      <section className={styles.balance}>
        <p className={styles.caption}>{t('balance')}</p>
        <p className={styles.figure} data-testid="cash-balance">
          {formatDecimalString(userInfo.data.balance)}
        </p>
      </section>
      <form className={formStyles.card} onSubmit={submit} noValidate>
        <TextField
          label={t('amount')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('amountPlaceholder')}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setErrors((current) => ({ ...current, amount: null }));
          }}
          error={errors.amount ? amountMessage(errors.amount) : null}
        />
        <p className={styles.hint}>
          {t('belowMin', { min: minWithdrawal })} · {t('aboveMax', { max: maxWithdrawal })}
        </p>
        <dl className={styles.split}>
          <div>
            <dt>{t('fee', { rate: rateToPercent(withdrawalFeeRate) })}</dt>
            <dd data-testid="cash-fee">{split ? formatDecimalString(weiToDecimal(split.fee)) : '—'}</dd>
          </div>
          <div>
            <dt>{t('arrival')}</dt>
            <dd data-testid="cash-arrival">
              {split ? formatDecimalString(weiToDecimal(split.arrival)) : '—'}
            </dd>
          </div>
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
          }}
          error={passwordMessage(errors.password)}
        />
        <button type="submit" className={formStyles.primary} disabled={busy}>
          {busy ? t('submitting') : t('submit')}
        </button>
        <Link href="/pages/withdrawal/record" prefetch={false} className={styles.link}>
          {t('records')}
        </Link>
      </form>
    </div>
  );
}
