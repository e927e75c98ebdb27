import { memberLogin } from '@/lib/api/endpoints/member-login';
import { lockDurationMs } from '../../auth/login-lockout';
import { createSession } from '../../auth/sessions';
import type { Db } from '../../db/db';
import { formatWait } from '../../i18n/translate';
import { findCredentials } from '../../members/members';
import type { ApiContext } from '../api-context';
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

export function assertNotLocked(lockedUntil: Date | null, ctx: ApiContext): void {
  const remaining = lockedUntil ? lockedUntil.getTime() - ctx.now().getTime() : 0;
  if (remaining > 0)
    throw new ApiFailure(CODE.locked, 'accountLocked', { wait: formatWait(ctx.locale, remaining) });
}

/** Counts the failure atomically; returns the new lock end when this failure locks the account. */
export async function recordFailure(db: Db, memberId: number, now: Date): Promise<Date | null> {
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
