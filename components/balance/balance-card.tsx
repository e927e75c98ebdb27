'use client';

import { useTranslations } from 'next-intl';
import { ActionTiles } from '@/components/ui/action-tiles';
import { Amount } from '@/components/ui/amount';
import amountStyles from '@/components/ui/amount.module.css';
import { EARLY_SLOT_ATTRIBUTE } from '@/lib/boot/early-requests';
import styles from './balance-card.module.css';

/**
 * The platform balance as Home and Property show it: the figure large, and under it what one does
 * with it (recharge, withdraw, stake, its records). Until the balance is known the figure's line
 * keeps its height, so nothing moves when it comes.
 */
/** An empty hero amount: the figure (filled by an early answer) and the unit, as <Amount> draws them. */
const placeholderHtml = `<span class="${amountStyles.figure ?? ''}"></span><span class="${amountStyles.unit ?? ''}">BTCW</span>`;

export function BalanceCard({
  balance,
  testId,
  amountTestId,
}: {
  balance: string | null;
  testId?: string;
  amountTestId?: string;
}) {
  const t = useTranslations('balanceCard');
  const tn = useTranslations('nav');
  return (
    <section className={styles.card} data-testid={testId}>
      <p className={styles.label}>{t('label')}</p>
      <p className={styles.value}>
        {balance === null ? (
          // The head script may paint the page's early answer into it before the app has come
          // (lib/api/early-requests.ts), as <Amount> draws it; React leaves what it wrote alone.
          <span
            className={`${amountStyles.amount} ${amountStyles.hero}`}
            {...{ [EARLY_SLOT_ATTRIBUTE]: 'balance' }}
            dangerouslySetInnerHTML={{ __html: placeholderHtml }}
            suppressHydrationWarning
          />
        ) : (
          <Amount value={balance} size="hero" testId={amountTestId} />
        )}
      </p>
      <ActionTiles
        actions={[
          {
            icon: 'recharge',
            label: tn('recharge'),
            href: '/pages/recharge/index',
            testId: 'balance-recharge',
          },
          {
            icon: 'withdraw',
            label: tn('withdraw'),
            href: '/pages/withdrawal/cash',
            testId: 'balance-withdraw',
          },
          { icon: 'stake', label: tn('stake'), href: '/pages/pledge/index', testId: 'balance-stake' },
          {
            icon: 'records',
            label: t('records'),
            href: '/pages/property/record2',
            testId: 'balance-records',
          },
        ]}
      />
    </section>
  );
}
