'use client';

import { useAtomValue } from 'jotai';
import { useSession } from '@/lib/auth/use-session';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy/lazy-part';
import { isFinal, pendingPaymentsAtom, type PaymentPurpose } from '@/lib/payments/queue';

const listsPart = lazyPart(() => import('./payment-lists'));

/**
 * The member's payments of the persisted queue (of one purpose, and but the one shown above, when
 * given): those under way, then those settled in the last day (./payment-lists.tsx, whose code
 * loads only when there are any).
 */
export function PendingPayments({
  purpose,
  except,
}: {
  purpose?: PaymentPurpose;
  except?: string | undefined;
}) {
  const hydrated = useHydrated();
  const { account } = useSession();
  const queue = useAtomValue(pendingPaymentsAtom);
  const mine =
    hydrated && account
      ? queue
          .filter((p) => p.account === account && (!purpose || p.purpose === purpose) && p.id !== except)
          .sort((a, b) => b.createdAt - a.createdAt)
      : [];
  const lists = useLazyPart(listsPart, mine.length > 0, { preload: false });
  if (mine.length === 0 || !lists) return null;
  return (
    <lists.PaymentLists open={mine.filter((p) => !isFinal(p))} recent={mine.filter((p) => isFinal(p))} />
  );
}
