import type { ApiContext } from '../api/api-context';
import { ApiFailure, CODE } from '../api/api-failure';
import type { MessageKey } from '../i18n/messages';
import { findCredentials } from '../members/members';
import { assertNoDelayStarted, clearAttempts, releaseAttempts, reserveAttempt } from './login-failures';

/**
 * Re-checks a logged-in member's password before a money operation or a password change, with a
 * throttle of its own per session (`recheck`): failed LOGINS against the address (anyone can make
 * them) never block it, so strangers cannot stop the owner's withdrawals; the session's own wrong
 * re-checks do (a stolen session cannot brute-force the password). While its delay runs it is 423
 * without checking; a wrong password is 422 (never 401, which would log the member out); a right
 * one forgets the session's failures.
 */
export async function checkMemberPassword(
  ctx: ApiContext,
  account: string,
  password: string,
  wrongPassword: MessageKey = 'wrongPassword',
): Promise<void> {
  if (ctx.sessionId === null) throw new ApiFailure(CODE.unauthorized, 'notLoggedIn');
  ctx.passwords.assertCapacity?.();
  const subject = String(ctx.sessionId);
  const reservation = await reserveAttempt(ctx, 'recheck', subject, ctx.loginProtection.recheck);
  let right: boolean;
  try {
    const member = await findCredentials(ctx.db, account);
    if (!member) throw new ApiFailure(CODE.unauthorized, 'sessionExpired');
    right = await ctx.passwords.verify(password, member.passwordHash);
  } catch (error) {
    await releaseAttempts(ctx.db, [reservation]);
    throw error;
  }
  if (!right) {
    assertNoDelayStarted(ctx, [reservation]);
    throw new ApiFailure(CODE.unprocessable, wrongPassword);
  }
  await clearAttempts(ctx.db, 'recheck', subject);
}
