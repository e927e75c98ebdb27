import { getAddress } from 'viem';
import { memberUserInfo } from '@/lib/api/endpoints/member-user-info';
import { holdView } from '../../members/account-hold';
import { inviterAndBalanceOf } from '../../members/members';
import { formatBtcw } from '../../money';
import { memberRoute } from '../api-route';

export const memberUserInfoRoute = memberRoute(memberUserInfo, async (_input, { db, member }) => {
  const { inviter, root, balanceWei, heldAt } = await inviterAndBalanceOf(db, member.id);
  return {
    id: member.id,
    account: getAddress(member.account),
    inviter: inviter === null ? null : getAddress(inviter),
    // The root member has no inviter by design: Settings does not offer to bind one.
    canBindInviter: inviter === null && !root,
    balance: formatBtcw(balanceWei),
    registeredAt: member.createdAt.toISOString(),
    // A held account may be below zero; the app explains the hold instead of failing the screen.
    ...holdView(heldAt),
  };
});
