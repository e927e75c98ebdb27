import { memberLogin } from '@/lib/api/endpoints/member-login';
import {
  assertNoDelayStarted,
  clearAttempts,
  releaseAttempts,
  reserveAttempt,
  type Reservation,
} from '../../auth/login-failures';
import { createSession } from '../../auth/sessions';
import { findCredentials } from '../../members/members';
import { ApiFailure, CODE } from '../api-failure';
import { publicRoute } from '../api-route';

/**
 * Each attempt is counted before its password is checked, once for the client address and once for
 * the account (known or not: same statements, same answers, and an unknown account waits as long as
 * a real check takes, so neither message nor timing tells whether an address is a member); while
 * either has a delay running the attempt is
 * refused (423) unchecked. A right password forgets the account's failures and takes back the
 * client's count. See docs/server.md, "Authentication".
 */
export const memberLoginRoute = publicRoute(
  memberLogin,
  async ({ account, password }, ctx) => {
    // A flood fills the hashing queue: turn it away before any database work.
    ctx.passwords.assertCapacity?.();
    const rules = ctx.loginProtection;
    const subject = account.toLowerCase();
    const client = await reserveAttempt(ctx, 'client', ctx.client, rules.client);
    let reservations: Reservation[] = [client];
    let member: Awaited<ReturnType<typeof findCredentials>>;
    let right = false;
    try {
      reservations = [client, await reserveAttempt(ctx, 'account', subject, rules.account)];
      member = await findCredentials(ctx.db, subject);
      if (member) right = await ctx.passwords.verify(password, member.passwordHash);
      else await ctx.passwords.verifyNothing(password);
    } catch (error) {
      // Refused by the account's delay, or the hasher was busy: no password was checked.
      await releaseAttempts(ctx.db, reservations);
      throw error;
    }
    if (!member || !right) {
      assertNoDelayStarted(ctx, reservations);
      throw new ApiFailure(CODE.refused, 'loginFailed');
    }
    const { id, passwordHash } = member;
    // A busy hasher only postpones the rehash to a later login.
    const rehashed = ctx.passwords.needsRehash(passwordHash)
      ? await ctx.passwords.hash(password).catch((error: unknown) => {
          if (error instanceof ApiFailure) return null;
          throw error;
        })
      : null;
    const token = await ctx.db.transaction(async (tx) => {
      if (rehashed) await tx.query('UPDATE members SET password_hash = $2 WHERE id = $1', [id, rehashed]);
      await clearAttempts(tx, 'account', subject);
      await releaseAttempts(tx, [client]);
      return createSession(tx, id, ctx.now());
    });
    return { token };
  },
  { successMessage: 'loginSuccess' },
);
