'use client';

import { useQuery } from '@tanstack/react-query';
import { memberUserInfo, userInfoQueryOptions } from '@/lib/api/endpoints/member-user-info';
import { useSession } from '@/lib/auth/use-session';
import { useEarlyAnswer } from '@/lib/boot/early-answer-query';

/**
 * Home's profile query, started from the early answer (lib/boot/early-requests.ts) by whichever of
 * its users renders first: the hold banner and the balance. It is also the launch's profile reload
 * on Home (components/session/session-manager.tsx), so a launch asks for it once.
 */
export function useHomeProfile() {
  const { token, account } = useSession();
  const options = userInfoQueryOptions(account ?? undefined, token);
  useEarlyAnswer(memberUserInfo, options);
  return useQuery(options);
}
