'use client';

import { useQuery } from '@tanstack/react-query';
import { memberUserInfo, userInfoQueryOptions } from '@/lib/api/endpoints/member-user-info';
import { useSession } from '@/lib/auth/use-session';
import { useEarlyAnswer } from '@/lib/boot/early-answer-query';
import { useShownData } from '@/lib/hooks/use-hydrated';
import { AccountHoldBanner } from '@/components/balance/account-hold-banner';

/**
 * A held account's banner, first on Home, from the balance's own query. Rendered before the
 * balance, it may be the first to ask: it starts from the early answer as the balance does.
 */
export function HomeHold() {
  const { token, account } = useSession();
  const options = userInfoQueryOptions(account ?? undefined, token);
  useEarlyAnswer(memberUserInfo, options);
  const userInfo = useQuery(options);
  // Nothing in the prerendered HTML; the hold shows with the data.
  return <AccountHoldBanner account={useShownData(userInfo.data)} />;
}
