import { memberManagerUser } from '@/lib/api/endpoints/member-manager-user';
import { findDirectInvitee } from '../../community/community';
import { listInviteeOrders } from '../../community/invitee-orders';
import { ApiFailure, CODE } from '../api-failure';
import { memberRoute } from '../api-route';
import { inviteeResult } from './invitee-result';

/** Only a direct invitee; anyone else gets the same 404 as an unknown id. */
export const memberManagerUserRoute = memberRoute(
  memberManagerUser,
  async ({ memberId, page, pageSize }, { db, member, now }) => {
    const at = now();
    const invitee = await findDirectInvitee(db, member.id, memberId, at);
    if (!invitee) throw new ApiFailure(CODE.notFound, 'memberNotFound');
    const orders = await listInviteeOrders(db, invitee.id, { page, pageSize }, at);
    return { ...orders, page, pageSize, member: inviteeResult(invitee) };
  },
);
