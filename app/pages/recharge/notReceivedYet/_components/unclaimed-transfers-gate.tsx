'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { unclaimedTransfersQueryOptions } from '@/lib/api/endpoints/product-unclaimed-transfers';
import { useSession } from '@/lib/auth/use-session';
import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy/lazy-part';

// Few members ever have a transfer nobody claimed: the list and its claim load when there is one.
const listPart = lazyPart(() => import('./unclaimed-transfers'));

/**
 * "Received, not yet claimed" (./unclaimed-transfers.tsx) once the platform lists a transfer; it
 * stays for the rest of the visit, so a claim's result is read, not flashed away.
 */
export function UnclaimedTransfersGate() {
  const { account } = useSession();
  const query = useQuery(unclaimedTransfersQueryOptions(account ?? undefined));
  const list = query.data?.list ?? [];
  const [shown, setShown] = useState(false);
  if (!shown && list.length > 0) setShown(true);
  const code = useLazyPart(listPart, shown, { preload: false });
  return shown && code ? <code.UnclaimedTransfers list={list} /> : null;
}
