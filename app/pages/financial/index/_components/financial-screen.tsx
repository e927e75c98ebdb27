'use client';

import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import {
  financialProductsQueryOptions,
  type FinancialProduct,
} from '@/lib/api/endpoints/financial-financial-product';
import { useSession } from '@/lib/auth/use-session';
import { formatPercent } from '@/lib/format/percent';
import { localeAtom } from '@/lib/state/locale';
import { decimalToWei, weiToDecimal } from '@/lib/validation/amount';
import { RecordLinks } from '@/components/records/record-links';
import { ErrorView } from '@/components/shell/error-view';
import { Amount } from '@/components/ui/amount';
import { Button } from '@/components/ui/button';
import { SkeletonList } from '@/components/ui/skeleton';
import { StatusChip } from '@/components/ui/status-chip';
import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy/lazy-part';
import type { BuyDone } from './buy-types';
import layout from '@/components/layout/layout.module.css';
import styles from './financial-screen.module.css';

// The purchase (its sheets, the projection, the result) loads after the list, not with it.
const buyPart = lazyPart(() => import('./buy-flow'));

function remaining(product: FinancialProduct): string {
  const left = decimalToWei(product.quota) - decimalToWei(product.sold);
  return weiToDecimal(left > 0n ? left : 0n);
}

export function FinancialScreen() {
  const t = useTranslations('financial');
  const tc = useTranslations('common');
  const { account } = useSession();
  const locale = useAtomValue(localeAtom);
  const products = useQuery(financialProductsQueryOptions(account ?? undefined, locale));
  const [buying, setBuying] = useState<FinancialProduct | null>(null);
  const [done, setDone] = useState<BuyDone | null>(null);
  const buyCode = useLazyPart(buyPart, buying !== null || done !== null);

  if (done && buyCode) return <buyCode.BuyResult done={done} onDone={() => setDone(null)} />;
  if (products.isError && !products.data) return <ErrorView onRetry={() => void products.refetch()} />;

  return (
    <div className={layout.stack}>
      <RecordLinks
        links={[{ href: '/pages/financial/record', label: t('records'), testId: 'financial-records' }]}
      />
      {!products.data ? (
        <SkeletonList count={2} lines={4} label={tc('loading')} />
      ) : (
        <ul className={layout.plainList}>
          {products.data.map((product) => (
            <li key={product.id} className={layout.card} data-testid="financial-product">
              <div className={layout.titleRow}>
                <h2 className={styles.name}>{product.name}</h2>
                {product.status !== 'open' && <StatusChip status="NotOpen" testId="product-status" />}
              </div>
              <p className={styles.rate}>
                <span className={styles.rateValue}>{formatPercent(product.rate, locale)}%</span>
                <span className={styles.rateLabel}>{t('dailyRate')}</span>
              </p>
              <dl className={styles.facts}>
                <div className={styles.fact}>
                  <dt>{t('days')}</dt>
                  <dd>{product.days.map((days) => t('daysValue', { days })).join(' / ')}</dd>
                </div>
                <div className={styles.fact}>
                  <dt>{t('managementFee')}</dt>
                  <dd>{formatPercent(product.managementFeeRate, locale)}%</dd>
                </div>
              </dl>
              <dl className={layout.keyValues}>
                <div className={layout.keyValue}>
                  <dt>{t('minAmount')}</dt>
                  <dd>
                    <Amount value={product.minAmount} size="sm" />
                  </dd>
                </div>
                <div className={layout.keyValue}>
                  <dt>{t('maxAmount')}</dt>
                  <dd>
                    {product.maxAmount === null ? t('noMax') : <Amount value={product.maxAmount} size="sm" />}
                  </dd>
                </div>
                {/* Two rows: "remaining / quota" on one line wraps once the figures reach millions. */}
                <div className={layout.keyValue}>
                  <dt>{t('remaining')}</dt>
                  <dd>
                    <Amount value={remaining(product)} size="sm" testId="product-remaining" />
                  </dd>
                </div>
                <div className={layout.keyValue}>
                  <dt>{t('quota')}</dt>
                  <dd>
                    <Amount value={product.quota} size="sm" testId="product-quota" />
                  </dd>
                </div>
              </dl>
              <Button
                needsNetwork
                disabled={product.status !== 'open'}
                reason={t('notOpenReason')}
                pending={buying?.id === product.id && !buyCode}
                onClick={() => setBuying(product)}
                testId={`buy-button-${product.id}`}
              >
                {t('buy')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {buying && buyCode && (
        <buyCode.BuyFlow
          product={buying}
          onClose={() => setBuying(null)}
          onDone={(result) => {
            setBuying(null);
            setDone(result);
          }}
        />
      )}
    </div>
  );
}
