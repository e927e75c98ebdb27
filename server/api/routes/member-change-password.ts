import { memberChangePassword } from '@/lib/api/endpoints/member-change-password';
import { checkMemberPassword } from '../../auth/member-password-check';
import { revokeDevicesExcept } from '../../auth/login-devices';
import { deviceOfSession, revokeAllSessionsExcept } from '../../auth/sessions';
import { memberRoute } from '../api-route';

/**
 * The old password goes through the session's re-check throttle (a stolen session cannot
 * brute-force it; strangers' failed logins do not block it); a wrong one is 422, never 401. Every
 * other session ends and every other device stops being trusted; this session and its device stay.
 */
export const memberChangePasswordRoute = memberRoute(
  memberChangePassword,
  async ({ oldPassword, newPassword }, ctx) => {
    await checkMemberPassword(ctx, ctx.member.account, oldPassword, 'wrongOldPassword');
    const hash = await ctx.passwords.hash(newPassword);
    await ctx.db.transaction(async (tx) => {
      await tx.query('UPDATE members SET password_hash = $2 WHERE id = $1', [ctx.member.id, hash]);
      await revokeAllSessionsExcept(tx, ctx.member.id, ctx.sessionId, ctx.now());
      // Devices that logged in with the old password are trusted no more; this session's stays.
      await revokeDevicesExcept(tx, ctx.member.id, await deviceOfSession(tx, ctx.sessionId), ctx.now());
    });
    return null;
  },
  { successMessage: 'modifySuccess' },
);
