'use client';

import { useQuery } from '@tanstack/react-query';
import { userInfoQueryOptions } from '@/lib/api/endpoints/member-user-info';
import { useSession } from '@/lib/auth/use-session';
import { useShownData } from '@/lib/hooks/use-hydrated';
import { AccountHoldBanner } from '@/components/balance/account-hold-banner';

/** A held account's banner, first on Home, from the balance's own query. */
export function HomeHold() {
  const { token, account } = useSession();
  const userInfo = useQuery(userInfoQueryOptions(account ?? undefined, token));
  // Nothing in the prerendered HTML; the hold shows with the data.
  return <AccountHoldBanner account={useShownData(userInfo.data)} />;
}
