import { memberModifyUserRemark } from '@/lib/api/endpoints/member-modify-user-remark';
import { setRemark } from '../../community/community';
import { ApiFailure, CODE } from '../api-failure';
import { memberRoute } from '../api-route';

/** The schema already trimmed and vetted the remark; only a direct invitee can carry one. */
export const memberModifyUserRemarkRoute = memberRoute(
  memberModifyUserRemark,
  async ({ memberId, remark }, { db, member, now }) => {
    if (!(await setRemark(db, member.id, memberId, remark, now())))
      throw new ApiFailure(CODE.notFound, 'memberNotFound');
    return null;
  },
  { successMessage: 'modifySuccess' },
);
