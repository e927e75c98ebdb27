'use client';

import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { buyFinancialProductMutationOptions } from '@/lib/api/endpoints/financial-buy-financial-product';
import type { FinancialProduct } from '@/lib/api/endpoints/financial-financial-product';
import { userInfoQueryOptions } from '@/lib/api/endpoints/member-user-info';
import { useSession } from '@/lib/auth/use-session';
import { formatDecimalString } from '@/lib/format/decimal';
import { useGuardedSubmit } from '@/lib/hooks/use-guarded-submit';
import { useIdempotencyKey } from '@/lib/hooks/use-idempotency-key';
import { projectFinancial } from '@/lib/money/rates';
import { showToast } from '@/lib/toast/toast-store';
import { decimalToWei, parseAmount, weiToDecimal, type AmountError } from '@/lib/validation/amount';
import { TextField } from '@/components/form/text-field';
import formStyles from '@/components/form/form.module.css';
import styles from './financial-screen.module.css';

/** Buying one product: term, amount, the projected earnings, then one confirmed submit. */
export function BuyDialog({ product, onClose }: { product: FinancialProduct; onClose: () => void }) {
  const t = useTranslations('financial');
  const ta = useTranslations('amountInput');
  const tc = useTranslations('common');
  const { token, account } = useSession();
  const queryClient = useQueryClient();
  const userInfo = useQuery(userInfoQueryOptions(account ?? undefined, token));
  const buy = useMutation(buyFinancialProductMutationOptions());
  const idempotency = useIdempotencyKey();
  const dialog = useRef<HTMLDialogElement>(null);
  const [days, setDays] = useState(product.days[0] ?? 1);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<AmountError | null>(null);
  const { busy, onSubmit, isInFlight } = useGuardedSubmit({ onError: idempotency.settle });

  useEffect(() => {
    const node = dialog.current;
    if (node && !node.open) node.showModal();
  }, []);

  const balance = userInfo.data?.balance ?? '0';
  const preview = parseAmount(amount, { decimals: 18 });
  const projection = preview.ok
    ? projectFinancial(preview.wei, product.rate, product.managementFeeRate, days)
    : null;
  const show = (wei: bigint | undefined) =>
    wei === undefined ? '—' : formatDecimalString(weiToDecimal(wei));

  const submit = onSubmit(() => {
    const parsed = parseAmount(amount, {
      decimals: 18,
      min: decimalToWei(product.minAmount),
      ...(product.maxAmount === null ? {} : { max: decimalToWei(product.maxAmount) }),
      balance: decimalToWei(balance),
    });
    setError(parsed.ok ? null : parsed.error);
    if (!parsed.ok) return null;
    const body = { productId: product.id, days, amount: weiToDecimal(parsed.wei) };
    return async () => {
      await buy.mutateAsync({ ...body, idempotencyKey: idempotency.keyFor(JSON.stringify(body)) });
      idempotency.settle();
      showToast({ key: 'financial.success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['financial'] }),
        queryClient.invalidateQueries({ queryKey: ['asset'] }),
        queryClient.invalidateQueries({ queryKey: ['member', 'userInfo'] }),
      ]);
      onClose();
    };
  });

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="buy-title"
      onCancel={(event) => {
        event.preventDefault();
        if (!isInFlight()) onClose();
      }}
    >
      <form className={styles.sheet} onSubmit={submit} noValidate>
        <h2 id="buy-title" className={styles.name}>
          {product.name}
        </h2>
        <fieldset className={styles.daysChoice}>
          <legend className={formStyles.label}>{t('chooseDays')}</legend>
          {product.days.map((option) => (
            <label key={option} className={option === days ? styles.dayOn : styles.day}>
              <input
                type="radio"
                name="days"
                value={option}
                checked={option === days}
                onChange={() => setDays(option)}
              />
              {t('daysValue', { days: option })}
            </label>
          ))}
        </fieldset>
        <TextField
          label={t('amount')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('amountPlaceholder')}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setError(null);
          }}
          error={error ? ta(error.key, error.values) : null}
        />
        <p className={styles.hint}>
          {t('balance')}: <span data-testid="buy-balance">{formatDecimalString(balance)}</span> ·{' '}
          {ta('belowMin', { min: product.minAmount })}
        </p>
        <dl className={styles.labels}>
          <dt>{t('expectedEarnings')}</dt>
          <dd data-testid="buy-earnings">{show(projection?.earnings)}</dd>
          <dt>{t('managementFee')}</dt>
          <dd>{show(projection?.managementFee)}</dd>
          <dt>{t('actualEarnings')}</dt>
          <dd data-testid="buy-actual">{show(projection?.actualEarnings)}</dd>
          <dt>{t('quantity')}</dt>
          <dd data-testid="buy-quantity">{show(projection?.quantity)}</dd>
        </dl>
        <div className={styles.actions}>
          <button type="button" className={formStyles.secondary} onClick={onClose} disabled={busy}>
            {tc('cancel')}
          </button>
          <button type="submit" className={formStyles.primary} disabled={busy}>
            {busy ? t('submitting') : t('confirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
