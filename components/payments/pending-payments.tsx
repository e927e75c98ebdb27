'use client';

import { useAtomValue } from 'jotai';
import { useSession } from '@/lib/auth/use-session';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy/lazy-part';
import {
  isFinal,
  pendingPaymentsAtom,
  type PaymentPurpose,
  type PendingPayment,
} from '@/lib/payments/pending-payments';

const listsPart = lazyPart(() => import('./payment-lists'));

function inList(payment: PendingPayment, listed: ListedRecords): boolean {
  if (payment.hash !== null && listed.hashes.has(payment.hash.toLowerCase())) return true;
  return payment.orderId !== null && listed.orderIds?.has(payment.orderId) === true;
}

/** What a record list above which the queue is shown already lists. */
export interface ListedRecords {
  /** Transaction hashes (lower case). */
  hashes: ReadonlySet<string>;
  /** Stake orders. */
  orderIds?: ReadonlySet<number>;
}

/**
 * The member's payments of the persisted queue (of one purpose, and but the one shown above, when
 * given): those under way, then those settled in the last day (./payment-lists.tsx, whose code
 * loads only when there are any). Above a record list (`listed`), a payment appears once: only
 * those the list does not show yet (the platform has not recorded them), and no settled ones.
 */
export function PendingPayments({
  purpose,
  except,
  listed,
}: {
  purpose?: PaymentPurpose;
  except?: string | undefined;
  listed?: ListedRecords;
}) {
  const hydrated = useHydrated();
  const { account } = useSession();
  const queue = useAtomValue(pendingPaymentsAtom);
  const mine =
    hydrated && account
      ? queue
          .filter((p) => p.account === account && (!purpose || p.purpose === purpose) && p.id !== except)
          .filter((p) => !listed || !(isFinal(p) || inList(p, listed)))
          .sort((a, b) => b.createdAt - a.createdAt)
      : [];
  const lists = useLazyPart(listsPart, mine.length > 0, { preload: false });
  if (mine.length === 0 || !lists) return null;
  return (
    <lists.PaymentLists open={mine.filter((p) => !isFinal(p))} recent={mine.filter((p) => isFinal(p))} />
  );
}
