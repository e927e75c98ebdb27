import type { Db } from '../db/db';
import type { ApiContext } from '../api/api-context';
import { ApiFailure, CODE } from '../api/api-failure';
import { formatWait } from '../i18n/translate';
import { findCredentials } from '../members/members';
import { lockDurationMs } from './login-lockout';

/**
 * Re-checks a logged-in member's password for a money operation with the login's lockout: while
 * locked it is 423 without checking; a wrong password counts toward the lock and is 422 (never 401,
 * which would log the member out); a right one resets the count.
 */
export async function checkMemberPassword(ctx: ApiContext, account: string, password: string): Promise<void> {
  const member = await findCredentials(ctx.db, account);
  if (!member) throw new ApiFailure(CODE.unauthorized, 'sessionExpired');
  assertUnlocked(member.lockedUntil, ctx);
  if (!(await ctx.passwords.verify(password, member.passwordHash))) {
    const lockedUntil = await countFailure(ctx.db, member.id, ctx.now());
    assertUnlocked(lockedUntil, ctx);
    throw new ApiFailure(CODE.unprocessable, 'wrongPassword');
  }
  if (member.failedLogins > 0)
    await ctx.db.query('UPDATE members SET failed_logins = 0, locked_until = NULL WHERE id = $1', [
      member.id,
    ]);
}

function assertUnlocked(lockedUntil: Date | null, ctx: ApiContext): void {
  const remaining = lockedUntil ? lockedUntil.getTime() - ctx.now().getTime() : 0;
  if (remaining > 0)
    throw new ApiFailure(CODE.locked, 'accountLocked', { wait: formatWait(ctx.locale, remaining) });
}

async function countFailure(db: Db, memberId: number, now: Date): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ failed_logins: number }>(
      'UPDATE members SET failed_logins = failed_logins + 1 WHERE id = $1 RETURNING failed_logins::int AS failed_logins',
      [memberId],
    );
    const lockMs = lockDurationMs(row?.failed_logins ?? 0);
    if (lockMs === null) return null;
    const lockedUntil = new Date(now.getTime() + lockMs);
    await tx.query('UPDATE members SET locked_until = $2 WHERE id = $1', [memberId, lockedUntil]);
    return lockedUntil;
  });
}
