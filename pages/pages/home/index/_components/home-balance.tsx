'use client';

import { useQuery } from '@tanstack/react-query';
import { userInfoQueryOptions } from '@/lib/api/endpoints/member-user-info';
import { useSession } from '@/lib/auth/use-session';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { BalanceCard } from '@/components/balance/balance-card';
import { EARLY_HOME_BALANCE_ID } from './early-home-balance';

/**
 * Always rendered (home needs a session anyway), so the prerendered HTML matches; until the balance
 * is known the card's figure is the placeholder the page's early answer fills (./early-home-balance.ts).
 */
export function HomeBalance() {
  const { token, account } = useSession();
  const hydrated = useHydrated();
  const userInfo = useQuery(userInfoQueryOptions(account ?? undefined, token));
  return (
    <BalanceCard
      balance={hydrated && userInfo.data ? userInfo.data.balance : null}
      earlyId={EARLY_HOME_BALANCE_ID}
      testId="home-balance"
      amountTestId="home-balance-amount"
    />
  );
}
