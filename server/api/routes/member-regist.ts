import { memberRegist } from '@/lib/api/endpoints/member-regist';
import { issueDevice } from '../../auth/login-devices';
import { createSession } from '../../auth/sessions';
import { isUniqueViolation } from '../../db/db';
import { findMemberByAccount, insertMember } from '../../members/members';
import { ApiFailure, CODE } from '../api-failure';
import { publicRoute } from '../api-route';

/**
 * Registers a wallet under an existing member and logs it in. Addresses compare case-insensitively.
 * A registration that meets a full password queue waits its turn (`server/auth/hashing-queue.ts`);
 * refused as busy (past the queue's bound) it has written nothing, so sending it again is safe.
 */
export const memberRegistRoute = publicRoute(
  memberRegist,
  async ({ account, password, inviter }, ctx) => {
    // Past the hashing queue's bound: turn it away before any database work.
    ctx.passwords.assertCapacity?.();
    const accountKey = account.toLowerCase();
    const inviterKey = inviter.toLowerCase();
    if (await findMemberByAccount(ctx.db, accountKey))
      throw new ApiFailure(CODE.refused, 'alreadyRegistered');
    if (inviterKey === accountKey) throw new ApiFailure(CODE.refused, 'inviterSelf');
    const inviterMember = await findMemberByAccount(ctx.db, inviterKey);
    if (!inviterMember) throw new ApiFailure(CODE.refused, 'inviterNotFound');

    const passwordHash = await ctx.passwords.hash(password);
    try {
      return await ctx.db.transaction(async (tx) => {
        const member = await insertMember(tx, {
          account: accountKey,
          passwordHash,
          inviterId: inviterMember.id,
          createdAt: ctx.now(),
        });
        // The registering app is the account's first trusted device (see member/login).
        const device = await issueDevice(tx, member.id, ctx.now());
        return {
          token: await createSession(tx, member.id, ctx.now(), device.id),
          deviceToken: device.token,
        };
      });
    } catch (error) {
      // Two registrations of one wallet racing past the check above.
      if (isUniqueViolation(error, 'members_account_key'))
        throw new ApiFailure(CODE.refused, 'alreadyRegistered');
      throw error;
    }
  },
  { successMessage: 'registerSuccess' },
);
