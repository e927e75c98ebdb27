'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { weiToDecimal } from '@/lib/validation/amount';
import { CopyableAddress } from '@/components/ui/copyable-address';
import { Amount, PendingAmount } from '@/components/ui/amount';
import { KeyValue } from '@/components/layout/key-value';
import layout from '@/components/layout/layout.module.css';
import styles from './money-in.module.css';

/** The paying wallet on Stake and Recharge: its address (masked) and BTCW balance, then `children`. */
export function WalletCard({
  address,
  balance,
  testIds,
  children,
}: {
  address: string | undefined;
  /** Wei, once read from the chain. */
  balance: bigint | undefined;
  testIds: { address: string; balance: string };
  children?: ReactNode;
}) {
  const t = useTranslations('payment.wallet');
  return (
    <section className={layout.card} aria-label={t('title')}>
      <dl className={styles.rows}>
        <KeyValue label={t('address')} className={styles.rowWrap}>
          {address ? (
            <CopyableAddress value={address} testId={testIds.address} />
          ) : (
            <span data-testid={testIds.address}>—</span>
          )}
        </KeyValue>
        <KeyValue label={t('balance')} className={styles.row}>
          {balance !== undefined ? (
            <Amount value={weiToDecimal(balance)} testId={testIds.balance} />
          ) : (
            <PendingAmount testId={testIds.balance} />
          )}
        </KeyValue>
      </dl>
      {children}
    </section>
  );
}
