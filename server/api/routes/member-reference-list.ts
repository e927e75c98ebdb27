import { memberReferenceList } from '@/lib/api/endpoints/member-reference-list';
import { listInvitees } from '../../community/community';
import { memberRoute } from '../api-route';
import { inviteeResult } from './invitee-result';

export const memberReferenceListRoute = memberRoute(
  memberReferenceList,
  async ({ page, pageSize }, { db, member, now }) => {
    const { list, total } = await listInvitees(db, member.id, { page, pageSize }, now());
    return { list: list.map(inviteeResult), page, pageSize, total };
  },
);
