'use client';

import { useTranslations } from 'next-intl';
import { ActionTiles } from '@/components/ui/action-tiles';
import { Amount } from '@/components/ui/amount';
import amountStyles from '@/components/ui/amount.module.css';
import styles from './balance-card.module.css';

/**
 * The platform balance as Home and Property show it: the figure large, and under it what one does
 * with it (recharge, withdraw, stake, its records). Until the balance is known the figure's line
 * keeps its height, so nothing moves when it comes.
 */
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
          <span className={`${amountStyles.amount} ${amountStyles.hero}`} aria-hidden />
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
