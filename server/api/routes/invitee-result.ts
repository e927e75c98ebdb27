import { getAddress } from 'viem';
import type { InviteeRow } from '../../community/community';
import { formatBtcw } from '../../money';

export function inviteeResult(invitee: InviteeRow) {
  return {
    id: invitee.id,
    account: getAddress(invitee.account),
    joinedAt: invitee.joinedAt.toISOString(),
    performance: formatBtcw(invitee.performanceWei),
    remark: invitee.remark,
  };
}
