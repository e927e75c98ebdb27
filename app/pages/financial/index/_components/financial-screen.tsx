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
import { KeyValue } from '@/components/layout/key-value';
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
                <span className={layout.muted}>{t('dailyRate')}</span>
              </p>
              <dl className={styles.facts}>
                <KeyValue label={t('days')} className={styles.fact}>
                  {product.days.map((days) => t('daysValue', { days })).join(' / ')}
                </KeyValue>
                <KeyValue label={t('managementFee')} className={styles.fact}>
                  {formatPercent(product.managementFeeRate, locale)}%
                </KeyValue>
              </dl>
              <dl className={layout.keyValues}>
                <KeyValue label={t('minAmount')}>
                  <Amount value={product.minAmount} size="sm" />
                </KeyValue>
                <KeyValue label={t('maxAmount')}>
                  {product.maxAmount === null ? t('noMax') : <Amount value={product.maxAmount} size="sm" />}
                </KeyValue>
                {/* Two rows: "remaining / quota" on one line wraps once the figures reach millions. */}
                <KeyValue label={t('remaining')}>
                  <Amount value={remaining(product)} size="sm" testId="product-remaining" />
                </KeyValue>
                <KeyValue label={t('quota')}>
                  <Amount value={product.quota} size="sm" testId="product-quota" />
                </KeyValue>
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
