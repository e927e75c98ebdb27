'use client';

import { useShownData } from '@/lib/hooks/use-hydrated';
import { AccountHoldBanner } from '@/components/balance/account-hold-banner';
import { useHomeProfile } from './use-home-profile';

/** A held account's banner, first on Home, from the balance's own query. */
export function HomeHold() {
  const userInfo = useHomeProfile();
  // Nothing in the prerendered HTML; the hold shows with the data.
  return <AccountHoldBanner account={useShownData(userInfo.data)} />;
}
