import { getAddress } from 'viem';
import { memberUserInfo } from '@/lib/api/endpoints/member-user-info';
import { balanceOf } from '../../ledger/ledger';
import { accountOf } from '../../members/members';
import { formatBtcw } from '../../money';
import { memberRoute } from '../api-route';

export const memberUserInfoRoute = memberRoute(memberUserInfo, async (_input, { db, member }) => {
  const [inviter, balance] = await Promise.all([
    member.inviterId === null ? null : accountOf(db, member.inviterId),
    balanceOf(db, member.id),
  ]);
  return {
    id: member.id,
    account: getAddress(member.account),
    inviter: inviter === null ? null : getAddress(inviter),
    balance: formatBtcw(balance),
    registeredAt: member.createdAt.toISOString(),
  };
});
