'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useSession } from '@/lib/auth/use-session';
import { pendingPaymentsAtom, type PaymentPurpose } from '@/lib/payments/queue';
import { formatDecimalString } from '@/lib/format/decimal';
import { formatDate } from '@/lib/format/date';
import { isPaymentFailure } from '@/lib/payments/payment-failure';
import styles from './payments.module.css';

function shortHash(hash: string) {
  return `${hash.slice(0, 10)}…${hash.slice(-8)}`;
}

/** The member's payments still in the queue (and recently finished ones), with their state. */
export function PendingPayments({ purpose }: { purpose?: PaymentPurpose }) {
  const t = useTranslations('payment');
  const hydrated = useHydrated();
  const { account } = useSession();
  const queue = useAtomValue(pendingPaymentsAtom);
  if (!hydrated || !account) return null;
  const mine = queue
    .filter((p) => p.account === account && (!purpose || p.purpose === purpose))
    .sort((a, b) => b.createdAt - a.createdAt);
  if (mine.length === 0) return null;
  return (
    <section className={styles.pending} aria-label={t('pendingTitle')} data-testid="pending-payments">
      <h2 className={styles.pendingTitle}>{t('pendingTitle')}</h2>
      <ul className={styles.pendingList}>
        {mine.map((p) => (
          <li key={p.id} className={styles.pendingItem} data-testid="pending-payment" data-state={p.state}>
            <div className={styles.row}>
              <span>
                {t(`purpose.${p.purpose}`)}
                {p.hashrateId ? ` · ${p.hashrateId}` : ''}
              </span>
              <strong>{formatDecimalString(p.amount)} BTCW</strong>
            </div>
            <div className={styles.row}>
              <span className={styles.muted}>{formatDate(p.createdAt)}</span>
              <span className={styles[`state_${p.state}`]} data-testid="pending-payment-state">
                {p.state === 'auditing' && p.confirmations
                  ? t('confirming', p.confirmations)
                  : t(`state.${p.state}`)}
              </span>
            </div>
            {p.hash && <div className={styles.hash}>{shortHash(p.hash)}</div>}
            {p.reason && (p.state === 'failed' || p.state === 'abandoned') && (
              <div className={styles.muted}>
                {['rejected', 'walletFailed', 'noTransaction', 'cancelled', 'replaced'].includes(p.reason)
                  ? t(`reasons.${p.reason as 'rejected'}`)
                  : isPaymentFailure(p.reason)
                    ? t(`failure.${p.reason}`)
                    : p.reason}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
