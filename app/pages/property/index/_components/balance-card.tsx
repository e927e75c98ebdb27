import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { formatDecimalString } from '@/lib/format/decimal';
import styles from '@/components/payments/payments.module.css';
import { EARLY_BALANCE_ID } from './early-balance';

// One line high even while empty, so the balance arriving moves nothing.
const VALUE_STYLE = { textAlign: 'left', fontSize: '1.5rem', margin: 0, minHeight: '1lh' } as const;

/**
 * The balance with the recharge and withdraw links. Until the balance is known its value is an empty
 * line of the same height that the page's early answer may already have filled (./early-balance.ts;
 * React leaves it).
 */
export function BalanceCard({ balance }: { balance: string | null }) {
  const t = useTranslations('property');
  return (
    <section className={styles.card}>
      <p className={styles.label}>{t('balance')}</p>
      {balance === null ? (
        <p
          id={EARLY_BALANCE_ID}
          className={styles.value}
          style={VALUE_STYLE}
          dangerouslySetInnerHTML={{ __html: '' }}
          suppressHydrationWarning
        />
      ) : (
        <p className={styles.value} style={VALUE_STYLE} data-testid="property-balance">
          {formatDecimalString(balance)} BTCW
        </p>
      )}
      <div className={styles.links}>
        <Link href="/pages/recharge/index" prefetch={false}>
          {t('recharge')}
        </Link>
        <Link href="/pages/withdrawal/cash" prefetch={false}>
          {t('withdraw')}
        </Link>
      </div>
    </section>
  );
}
