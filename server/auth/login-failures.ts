import type { ApiContext } from '../api/api-context';
import { ApiFailure, CODE } from '../api/api-failure';
import type { Db } from '../db/db';
import { formatWait } from '../i18n/translate';
import { lockDurationMs } from './login-lockout';

/**
 * The password lockout shared by login and every password re-check (change password, withdraw):
 * refuse while locked, count a wrong password atomically.
 */
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
