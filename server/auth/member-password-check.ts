import type { ApiContext } from '../api/api-context';
import { ApiFailure, CODE } from '../api/api-failure';
import { assertNotLocked, recordFailure } from './login-failures';
import { findCredentials } from '../members/members';

/**
 * Re-checks a logged-in member's password for a money operation with the login's lockout: while
 * locked it is 423 without checking; a wrong password counts toward the lock and is 422 (never 401,
 * which would log the member out); a right one resets the count.
 */
export async function checkMemberPassword(ctx: ApiContext, account: string, password: string): Promise<void> {
  const member = await findCredentials(ctx.db, account);
  if (!member) throw new ApiFailure(CODE.unauthorized, 'sessionExpired');
  assertNotLocked(member.lockedUntil, ctx);
  if (!(await ctx.passwords.verify(password, member.passwordHash))) {
    const lockedUntil = await recordFailure(ctx.db, member.id, ctx.now());
    assertNotLocked(lockedUntil, ctx);
    throw new ApiFailure(CODE.unprocessable, 'wrongPassword');
  }
  if (member.failedLogins > 0)
    await ctx.db.query('UPDATE members SET failed_logins = 0, locked_until = NULL WHERE id = $1', [
      member.id,
    ]);
}
