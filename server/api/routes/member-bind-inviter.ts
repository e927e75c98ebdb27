import { memberBindInviter } from '@/lib/api/endpoints/member-bind-inviter';
import { isSelfOrDownline } from '../../community/community';
import { lockCommunityExclusive } from '../../community/community-locks';
import { findMemberByAccount, isRootMember } from '../../members/members';
import { ApiFailure, CODE } from '../api-failure';
import { memberRoute } from '../api-route';

// Serialises binds so two concurrent binds cannot close a cycle between them.
const BIND_LOCK_KEY = 72_650_005;

export const memberBindInviterRoute = memberRoute(
  memberBindInviter,
  async ({ inviter }, { db, member }) => {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [BIND_LOCK_KEY]);
      await lockCommunityExclusive(tx);
      const [current] = await tx.query<{ inviter_id: number | null }>(
        'SELECT inviter_id::int AS inviter_id FROM members WHERE id = $1',
        [member.id],
      );
      if (current?.inviter_id !== null) throw new ApiFailure(CODE.conflict, 'inviterAlreadyBound');
      if (await isRootMember(tx, member.id)) throw new ApiFailure(CODE.conflict, 'rootHasNoInviter');
      const target = await findMemberByAccount(tx, inviter);
      if (!target) throw new ApiFailure(CODE.unprocessable, 'inviterNotFound');
      if (target.id === member.id) throw new ApiFailure(CODE.unprocessable, 'inviterSelf');
      if (await isSelfOrDownline(tx, member.id, target.id))
        throw new ApiFailure(CODE.unprocessable, 'inviterInOwnCommunity');
      await tx.query('UPDATE members SET inviter_id = $2 WHERE id = $1 AND inviter_id IS NULL', [
        member.id,
        target.id,
      ]);
    });
    return null;
  },
  { successMessage: 'bindSuccess' },
);
