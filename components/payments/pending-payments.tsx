'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useSession } from '@/lib/auth/use-session';
import { formatDate } from '@/lib/format/date';
import { pendingPaymentsAtom, type PaymentPurpose, type PendingPayment } from '@/lib/payments/queue';
import { Amount } from '@/components/ui/amount';
import { Hash } from '@/components/ui/hash';
import { StatusChip, type RecordStatus } from '@/components/ui/status-chip';
import { usePaymentReason } from './use-payment-reason';
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
 * The member's payments still in the persisted queue (and those finished in the last day), each with
 * its state as the platform last answered it. It reads the queue, so a reload shows them again.
 */
export function PendingPayments({
  purpose,
  except,
}: {
  purpose?: PaymentPurpose;
  except?: string | undefined;
}) {
  const t = useTranslations('payment');
  const reasonOf = usePaymentReason();
  const hydrated = useHydrated();
  const { account } = useSession();
  const queue = useAtomValue(pendingPaymentsAtom);
  if (!hydrated || !account) return null;
  const mine = queue
    .filter((p) => p.account === account && (!purpose || p.purpose === purpose) && p.id !== except)
    .sort((a, b) => b.createdAt - a.createdAt);
  if (mine.length === 0) return null;
  return (
    <section
      className={styles.pending}
      aria-labelledby="pending-payments-title"
      data-testid="pending-payments"
    >
      <h2 id="pending-payments-title" className={styles.sectionTitle}>
        {t('pendingTitle')}
      </h2>
      <ul className={styles.cardList}>
        {mine.map((p) => (
          <li key={p.id} className={styles.recordCard} data-testid="pending-payment" data-state={p.state}>
            <div className={styles.recordHead}>
              <span className={styles.recordTitle}>
                {t(`purpose.${p.purpose}`)}
                {p.hashrateId ? ` · ${p.hashrateId}` : ''}
              </span>
              <StatusChip
                status={CHIP[p.state]}
                confirmations={p.state === 'auditing' ? (p.confirmations ?? undefined) : undefined}
                testId="pending-payment-state"
              />
            </div>
            <Amount value={p.amount} size="lg" />
            {(p.state === 'intent' || p.state === 'reporting' || p.state === 'abandoned') && (
              <p className={styles.muted}>{t(`state.${p.state}`)}</p>
            )}
            {p.reason && (p.state === 'failed' || p.state === 'abandoned') && (
              <p className={styles.reason} data-testid="pending-payment-reason">
                {reasonOf(p.reason)}
              </p>
            )}
            <div className={styles.recordFoot}>
              <time className={styles.date} dateTime={new Date(p.createdAt).toISOString()}>
                {formatDate(p.createdAt)}
              </time>
              {p.hash && <Hash value={p.hash} />}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
