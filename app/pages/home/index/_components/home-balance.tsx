'use client';

import { useQuery } from '@tanstack/react-query';
import { useEarlyAnswer } from '@/lib/boot/early-answer-query';
import { memberUserInfo, userInfoQueryOptions } from '@/lib/api/endpoints/member-user-info';
import { useSession } from '@/lib/auth/use-session';
import { useShownData } from '@/lib/hooks/use-hydrated';
import { BalanceCard } from '@/components/balance/balance-card';
import { LastUpdated } from '@/components/ui/last-updated';

/** Always rendered (home needs a session anyway), so the prerendered HTML matches. */
export function HomeBalance() {
  const { token, account } = useSession();
  const options = userInfoQueryOptions(account ?? undefined, token);
  useEarlyAnswer(memberUserInfo, options);
  const userInfo = useQuery(options);
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
