import { memberLogin } from '@/lib/api/endpoints/member-login';
import { assertNotLocked, recordFailure } from '../../auth/login-failures';
import { createSession } from '../../auth/sessions';
import { findCredentials } from '../../members/members';
import { ApiFailure, CODE } from '../api-failure';
import { publicRoute } from '../api-route';

/**
 * One message for an unknown account and a wrong password (no account probing by message or timing);
 * per-account lockout with back-off after repeated failures; success resets the count.
 */
export const memberLoginRoute = publicRoute(
  memberLogin,
  async ({ account, password }, ctx) => {
    const member = await findCredentials(ctx.db, account);
    if (!member) {
      await ctx.passwords.verifyNothing(password);
      throw new ApiFailure(CODE.refused, 'loginFailed');
    }
    assertNotLocked(member.lockedUntil, ctx);
    if (!(await ctx.passwords.verify(password, member.passwordHash))) {
      const lockedUntil = await recordFailure(ctx.db, member.id, ctx.now());
      assertNotLocked(lockedUntil, ctx);
      throw new ApiFailure(CODE.refused, 'loginFailed');
    }
    const rehashed = ctx.passwords.needsRehash(member.passwordHash)
      ? await ctx.passwords.hash(password)
      : null;
    const token = await ctx.db.transaction(async (tx) => {
      await tx.query(
        'UPDATE members SET failed_logins = 0, locked_until = NULL, password_hash = COALESCE($2, password_hash) WHERE id = $1',
        [member.id, rehashed],
      );
      return createSession(tx, member.id, ctx.now());
    });
    return { token };
  },
  { successMessage: 'loginSuccess' },
);
