import { memberChangePassword } from '@/lib/api/endpoints/member-change-password';
import { assertNotLocked, recordFailure } from '../../auth/login-failures';
import { revokeAllSessionsExcept } from '../../auth/sessions';
import { findCredentials } from '../../members/members';
import { ApiFailure, CODE } from '../api-failure';
import { memberRoute } from '../api-route';

/**
 * The old password goes through the login lockout (a stolen session cannot brute-force it);
 * a wrong one is 422, never 401. Every other session ends; this one stays.
 */
export const memberChangePasswordRoute = memberRoute(
  memberChangePassword,
  async ({ oldPassword, newPassword }, ctx) => {
    const credentials = await findCredentials(ctx.db, ctx.member.account);
    if (!credentials) throw new ApiFailure(CODE.unauthorized, 'sessionExpired');
    assertNotLocked(credentials.lockedUntil, ctx);
    if (!(await ctx.passwords.verify(oldPassword, credentials.passwordHash))) {
      const lockedUntil = await recordFailure(ctx.db, credentials.id, ctx.now());
      assertNotLocked(lockedUntil, ctx);
      throw new ApiFailure(CODE.unprocessable, 'wrongOldPassword');
    }
    const hash = await ctx.passwords.hash(newPassword);
    await ctx.db.transaction(async (tx) => {
      await tx.query(
        'UPDATE members SET password_hash = $2, failed_logins = 0, locked_until = NULL WHERE id = $1',
        [credentials.id, hash],
      );
      await revokeAllSessionsExcept(tx, credentials.id, ctx.sessionId, ctx.now());
    });
    return null;
  },
  { successMessage: 'modifySuccess' },
);
