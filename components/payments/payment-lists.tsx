'use client';

import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/format/date';
import type { PendingPayment } from '@/lib/payments/pending-payments';
import { Amount } from '@/components/ui/amount';
import { Hash } from '@/components/ui/hash';
import { StatusChip, type RecordStatus } from '@/components/ui/status-chip';
import { usePaymentReason } from './use-payment-reason';
import layout from '@/components/layout/layout.module.css';
import styles from './money-in.module.css';

/** The record status a queue state is shown as (its own words go under it while they say more). */
const CHIP: Record<PendingPayment['state'], RecordStatus> = {
  intent: 'Auditing',
  reporting: 'Auditing',
  auditing: 'Auditing',
  success: 'Success',
  failed: 'Failed',
  abandoned: 'Failed',
};

/**
 * The member's payments in the persisted queue, in two lists: those still under way ("Payments in
 * progress", each with its state as the platform last answered it) and those settled in the last
 * day ("Recent payments"), which drop out of storage after that. It reads the queue, so a reload
 * shows them again. Loaded only when the queue holds one of the member's payments (./pending-payments.tsx).
 */
export function PaymentLists({
  open,
  recent,
}: {
  open: readonly PendingPayment[];
  recent: readonly PendingPayment[];
}) {
  const t = useTranslations('payment');
  return (
    <>
      {open.length > 0 && (
        <PaymentSection title={t('pendingTitle')} payments={open} testId="pending-payments" />
      )}
      {recent.length > 0 && (
        <PaymentSection title={t('recentTitle')} payments={recent} testId="recent-payments" />
      )}
    </>
  );
}

function PaymentSection({
  title,
  payments,
  testId,
}: {
  title: string;
  payments: readonly PendingPayment[];
  testId: string;
}) {
  const t = useTranslations('payment');
  const reasonOf = usePaymentReason();
  return (
    <section
      className={`${layout.stack} ${layout.tight}`}
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
    >
      <h2 id={`${testId}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={layout.plainList}>
        {payments.map((p) => (
          <li
            key={p.id}
            className={`${layout.card} ${layout.tight}`}
            data-testid="pending-payment"
            data-state={p.state}
          >
            <div className={styles.recordHead}>
              <span className={styles.recordTitle}>
                {t(`purpose.${p.purpose}`)}
                {p.hashrateId ? ` · ${p.hashrateId}` : ''}
              </span>
              <StatusChip
                status={CHIP[p.state]}
                confirmations={p.state === 'auditing' ? (p.confirmations ?? undefined) : undefined}
                underReview={p.state === 'auditing' && p.underReview === true}
                chainPayment={p.state === 'auditing'}
                testId="pending-payment-state"
              />
            </div>
            <Amount value={p.amount} size="lg" />
            {(p.state === 'intent' || p.state === 'reporting' || p.state === 'abandoned') && (
              <p className={styles.hint}>{t(`state.${p.state}`)}</p>
            )}
            {p.reason && (p.state === 'failed' || p.state === 'abandoned') && (
              <p className={styles.reason} data-testid="pending-payment-reason">
                {reasonOf(p.reason)}
              </p>
            )}
            <div className={styles.recordFoot}>
              {/* The platform's time once it has recorded the payment, as its record shows it. */}
              <time className={styles.date} dateTime={new Date(p.recordedAt ?? p.createdAt).toISOString()}>
                {formatDate(p.recordedAt ?? p.createdAt)}
              </time>
              {p.hash && <Hash value={p.hash} />}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
