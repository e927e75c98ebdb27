'use client';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { buyFinancialProductMutationOptions } from '@/lib/api/endpoints/financial-buy-financial-product';
import type { FinancialProduct } from '@/lib/api/endpoints/financial-financial-product';
import { userInfoQueryOptions } from '@/lib/api/endpoints/member-user-info';
import { useSession } from '@/lib/auth/use-session';
import { amountText } from '@/lib/format/amount-text';
import { formatDate, recordedAt } from '@/lib/format/date';
import { useRefusal } from '@/components/form/use-refusal';
import { useGuardedSubmit } from '@/lib/hooks/use-guarded-submit';
import { useIdempotencyKey } from '@/lib/hooks/use-idempotency-key';
import { formatPercent } from '@/lib/format/percent';
import { projectFinancial } from '@/lib/money/rates';
import { decimalToWei, parseAmount, weiToDecimal, type AmountError } from '@/lib/validation/amount';
import { AmountField } from '@/components/form/amount-field';
import { ReviewSheet } from '@/components/money-flow/review-sheet';
import { Amount } from '@/components/ui/amount';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import { Sheet } from '@/components/ui/sheet';
import { KeyValue } from '@/components/layout/key-value';
import layout from '@/components/layout/layout.module.css';
import styles from './financial-screen.module.css';

export { BuyResult } from './buy-result';
import type { BuyDone, BuyReview } from './buy-types';

const DAY_MS = 86_400_000;

/** When a term bought now ends (the platform dates it from its own clock at purchase). */
const maturityOf = (days: number, from = Date.now()) => from + days * DAY_MS;

/** The platform's refusals of a purchase, by the field they concern (the rest go to the banner). */
const REFUSAL_FIELDS = {
  insufficientBalance: 'amount',
  belowMinimumAmount: 'amount',
  aboveMaximumAmount: 'amount',
} as const;

/**
 * Buying one product: the term and amount in a sheet, with the projected earnings as they are typed;
 * then the review of every figure; the confirm in the review is the one submit.
 */
export function BuyFlow({
  product,
  onClose,
  onDone,
}: {
  product: FinancialProduct;
  onClose: () => void;
  onDone: (done: BuyDone) => void;
}) {
  const t = useTranslations('financial');
  const ta = useTranslations('amountInput');
  const locale = useLocale();
  const { token, account } = useSession();
  const queryClient = useQueryClient();
  const userInfo = useQuery(userInfoQueryOptions(account ?? undefined, token));
  const buy = useMutation(buyFinancialProductMutationOptions());
  const idempotency = useIdempotencyKey();
  const refusal = useRefusal<'amount'>(REFUSAL_FIELDS);
  const [days, setDays] = useState(product.days[0] ?? 1);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<AmountError | null>(null);
  const [review, setReview] = useState<BuyReview | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['financial'] }),
      queryClient.invalidateQueries({ queryKey: ['asset'] }),
      queryClient.invalidateQueries({ queryKey: ['member', 'userInfo'] }),
    ]);
  const { busy, onSubmit, act } = useGuardedSubmit({
    onError: (failure) => {
      idempotency.settle(failure);
      // A refusal goes back to the form, at the amount or in its banner; a lost answer keeps the
      // review, so the retry reuses the idempotency key.
      if (refusal.capture(failure)) {
        setReview(null);
        void refresh();
      }
    },
  });

  const balance = userInfo.data?.balance ?? '0';
  const balanceWei = decimalToWei(balance);
  const minWei = decimalToWei(product.minAmount);
  const maxWei = product.maxAmount === null ? null : decimalToWei(product.maxAmount);
  const leftWei = decimalToWei(product.quota) - decimalToWei(product.sold);
  const bound = (wei: bigint) => amountText(weiToDecimal(wei), locale);
  const rules = {
    decimals: 18,
    min: minWei,
    ...(maxWei === null ? {} : { max: maxWei }),
    balance: balanceWei,
    formatBound: bound,
  };
  // Max: the balance, within the product's bounds and what is left of its quota.
  const ceiling = [balanceWei, leftWei, ...(maxWei === null ? [] : [maxWei])].reduce((a, b) =>
    b < a ? b : a,
  );
  const maxFill = ceiling < minWei ? null : weiToDecimal(ceiling);
  const preview = parseAmount(amount, { decimals: 18 });
  const projection = preview.ok
    ? projectFinancial(preview.wei, product.rate, product.managementFeeRate, days)
    : null;
  const show = (wei: bigint | undefined, testId?: string) =>
    wei === undefined ? '—' : <Amount value={weiToDecimal(wei)} size="sm" testId={testId} />;

  const amountMessage = (problem: AmountError) => ta(problem.key, problem.values);
  // A refusal about the amount reads as the form's own check once the refreshed product and balance
  // show the problem; until then, the platform's words.
  const amountRefusal = refusal.at('amount');
  const recheck = amountRefusal ? parseAmount(amount, rules) : null;
  const amountError = error
    ? amountMessage(error)
    : recheck && !recheck.ok
      ? amountMessage(recheck.error)
      : amountRefusal;

  const submit = onSubmit(() => {
    const parsed = parseAmount(amount, rules);
    setError(parsed.ok ? null : parsed.error);
    if (!parsed.ok) return null;
    const p = projectFinancial(parsed.wei, product.rate, product.managementFeeRate, days);
    setReview({
      product,
      days,
      amount: weiToDecimal(parsed.wei),
      earnings: weiToDecimal(p.earnings),
      managementFee: weiToDecimal(p.managementFee),
      actualEarnings: weiToDecimal(p.actualEarnings),
      quantity: weiToDecimal(p.quantity),
      maturesAt: maturityOf(days),
    });
    return null;
  });

  const confirm = () => {
    if (!review) return;
    act(async () => {
      const body = { productId: product.id, days: review.days, amount: review.amount };
      const confirmedAt = Date.now();
      const order = await buy.mutateAsync({
        ...body,
        idempotencyKey: idempotency.keyFor(JSON.stringify(body)),
      });
      idempotency.settle();
      const at = recordedAt(order.createdAt, confirmedAt);
      onDone({ ...review, at, maturesAt: recordedAt(order.maturesAt, maturityOf(review.days, at)) });
      await refresh();
    });
  };

  const hint =
    maxWei === null
      ? t('limitMin', { min: bound(minWei) })
      : t('limits', { min: bound(minWei), max: bound(maxWei) });

  return (
    <>
      <Sheet
        open={review === null}
        title={product.name}
        onClose={onClose}
        dismissible={!busy}
        testId="buy-sheet"
      >
        <form className={styles.buyForm} onSubmit={submit} noValidate>
          <fieldset className={styles.daysChoice}>
            <legend className={styles.legend}>{t('chooseDays')}</legend>
            <div className={styles.dayOptions}>
              {product.days.map((option) => (
                <label key={option} className={option === days ? styles.dayOn : styles.day}>
                  <input
                    type="radio"
                    name="days"
                    value={option}
                    checked={option === days}
                    onChange={() => {
                      setDays(option);
                      refusal.clear();
                    }}
                  />
                  {t('daysValue', { days: option })}
                </label>
              ))}
            </div>
          </fieldset>
          <div className={layout.keyValue}>
            <span className={layout.muted}>{t('balance')}</span>
            <Amount value={balance} size="sm" testId="buy-balance" />
          </div>
          <AmountField
            label={t('amount')}
            name="amount"
            placeholder={t('amountPlaceholder')}
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setError(null);
              refusal.clear('amount');
            }}
            error={amountError}
            hint={hint}
            max={{ label: t('max'), value: maxFill, testId: 'buy-max' }}
          />
          <dl className={layout.keyValues}>
            <KeyValue label={t('expectedEarnings')} testId="buy-earnings">
              {show(projection?.earnings)}
            </KeyValue>
            <KeyValue label={t('managementFee')}>{show(projection?.managementFee)}</KeyValue>
            <KeyValue label={t('actualEarnings')} testId="buy-actual">
              {show(projection?.actualEarnings)}
            </KeyValue>
            <KeyValue label={t('quantity')} testId="buy-quantity">
              {show(projection?.quantity)}
            </KeyValue>
          </dl>
          {refusal.banner && <FormBanner message={refusal.banner} onDismiss={() => refusal.clear()} />}
          <Button type="submit" needsNetwork testId="buy-continue">
            {t('continue')}
          </Button>
        </form>
      </Sheet>
      <ReviewSheet
        open={review !== null}
        title={t('reviewTitle')}
        rows={review ? reviewRows(review) : []}
        network={false}
        confirmLabel={t('confirm')}
        busyLabel={t('submitting')}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setReview(null)}
      />
    </>
  );

  function reviewRows(r: BuyReview) {
    return [
      { label: t('product'), value: r.product.name, testId: 'review-product' },
      { label: t('days'), value: t('daysValue', { days: r.days }), testId: 'review-days' },
      { label: t('dailyRate'), value: `${formatPercent(r.product.rate, locale)}%` },
      { label: t('amount'), value: <Amount value={r.amount} />, testId: 'review-amount' },
      { label: t('expectedEarnings'), value: <Amount value={r.earnings} /> },
      { label: t('managementFee'), value: <Amount value={r.managementFee} /> },
      { label: t('actualEarnings'), value: <Amount value={r.actualEarnings} />, testId: 'review-actual' },
      {
        label: t('quantity'),
        value: <Amount value={r.quantity} size="lg" />,
        strong: true,
        testId: 'review-quantity',
      },
      { label: t('maturityDate'), value: formatDate(r.maturesAt, 'YYYY-MM-DD'), testId: 'review-maturity' },
    ];
  }
}
