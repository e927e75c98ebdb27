'use client';

import { useShownData } from '@/lib/hooks/use-hydrated';
import { BalanceCard } from '@/components/balance/balance-card';
import { LastUpdated } from '@/components/ui/last-updated';
import { useHomeProfile } from './use-home-profile';

/** Always rendered (home needs a session anyway), so the prerendered HTML matches. */
export function HomeBalance() {
  const userInfo = useHomeProfile();
  const data = useShownData(userInfo.data);
  return (
    <>
      <BalanceCard
        balance={data ? data.balance : null}
        testId="home-balance"
        amountTestId="home-balance-amount"
      />
      {data && <LastUpdated at={userInfo.dataUpdatedAt} failing={userInfo.isRefetchError} />}
    </>
  );
}
