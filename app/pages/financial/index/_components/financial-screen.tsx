'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import {
  financialProductsQueryOptions,
  type FinancialProduct,
} from '@/lib/api/endpoints/financial-financial-product';
import { useSession } from '@/lib/auth/use-session';
import { formatDecimalString } from '@/lib/format/decimal';
import { rateToPercent } from '@/lib/money/rates';
import { localeAtom } from '@/lib/state/locale';
import { decimalToWei, weiToDecimal } from '@/lib/validation/amount';
import { DelayedLoading } from '@/components/shell/delayed-loading';
import { ErrorView } from '@/components/shell/error-view';
import { BuyDialog } from './buy-dialog';
import styles from './financial-screen.module.css';

function remaining(product: FinancialProduct): string {
  const left = decimalToWei(product.quota) - decimalToWei(product.sold);
  return weiToDecimal(left > 0n ? left : 0n);
}

export function FinancialScreen() {
  const t = useTranslations('financial');
  const { account } = useSession();
  const locale = useAtomValue(localeAtom);
  const products = useQuery(financialProductsQueryOptions(account ?? undefined, locale));
  const [buying, setBuying] = useState<FinancialProduct | null>(null);

  if (products.isError && !products.data) return <ErrorView />;
  if (!products.data) return <DelayedLoading />;

  return (
    <div className={styles.screen}>
      <Link href="/pages/financial/record" prefetch={false} className={styles.records}>
        {t('records')} ›
      </Link>
      <ul className={styles.products}>
        {products.data.map((product) => (
          <li key={product.id} className={styles.product} data-testid="financial-product">
            <div className={styles.head}>
              <h2 className={styles.name}>{product.name}</h2>
              <span className={product.status === 'open' ? styles.open : styles.closed}>
                {product.status === 'open' ? t('open') : t('notOpen')}
              </span>
            </div>
            <p className={styles.rate}>
              <span className={styles.rateValue}>{rateToPercent(product.rate)}%</span>
              <span className={styles.rateLabel}>{t('dailyRate')}</span>
            </p>
            <dl className={styles.labels}>
              <dt>{t('days')}</dt>
              <dd>{product.days.map((days) => t('daysValue', { days })).join(' / ')}</dd>
              <dt>{t('minAmount')}</dt>
              <dd>{formatDecimalString(product.minAmount)}</dd>
              <dt>{t('maxAmount')}</dt>
              <dd>{product.maxAmount === null ? t('noMax') : formatDecimalString(product.maxAmount)}</dd>
              <dt>{t('remaining')}</dt>
              <dd>
                {formatDecimalString(remaining(product))} / {formatDecimalString(product.quota)}
              </dd>
              <dt>{t('managementFee')}</dt>
              <dd>{rateToPercent(product.managementFeeRate)}%</dd>
            </dl>
            <button
              type="button"
              className={styles.buy}
              disabled={product.status !== 'open'}
              onClick={() => setBuying(product)}
            >
              {product.status === 'open' ? t('buy') : t('notOpen')}
            </button>
          </li>
        ))}
      </ul>
      {buying && <BuyDialog product={buying} onClose={() => setBuying(null)} />}
    </div>
  );
}
