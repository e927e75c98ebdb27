import { memberLogin } from '@/lib/api/endpoints/member-login';
import { issueDevice, renewDevice } from '../../auth/login-devices';
import {
  assertNoDelayStarted,
  clearAttempts,
  releaseAttempts,
  reserveAttempt,
  type Reservation,
} from '../../auth/login-failures';
import { resolveLoginProof, type LoginProof } from '../../auth/login-proof';
import { createSession } from '../../auth/sessions';
import { findCredentials } from '../../members/members';
import { ApiFailure, CODE } from '../api-failure';
import type { ApiContext } from '../api-context';
import { publicRoute } from '../api-route';

/** Which throttles count an attempt, by what it proves (server/auth/login-proof.ts). */
async function reserveFor(ctx: ApiContext, proof: LoginProof, account: string): Promise<Reservation[]> {
  const rules = ctx.loginProtection;
  // A known device answers for itself: neither the account's nor the address's failures delay it.
  if (proof.kind === 'device')
    return [await reserveAttempt(ctx, 'device', String(proof.device.id), rules.device)];
  const client = await reserveAttempt(ctx, 'client', ctx.client, rules.client);
  try {
    return proof.kind === 'wallet'
      ? [client, await reserveAttempt(ctx, 'wallet', account, rules.wallet)]
      : [client, await reserveAttempt(ctx, 'account', account, rules.account)];
  } catch (error) {
    await releaseAttempts(ctx.db, [client]);
    throw error;
  }
}

/** The subject a right password proves (its failures are forgotten); the client's count is taken back. */
function provenSubject(proof: LoginProof, account: string): ['account' | 'device' | 'wallet', string] {
  if (proof.kind === 'device') return ['device', String(proof.device.id)];
  return [proof.kind === 'wallet' ? 'wallet' : 'account', account];
}

/**
 * Each attempt is counted before its password is checked, in the throttles its proof selects (an
 * unknown account is counted like a member and waits as long as a real check takes, so a flood of
 * made-up addresses costs an attacker as much time as guessing passwords; it is told it has no
 * account: docs/server-security.md, "What login reveals"); while one of them has a delay
 * running the attempt is refused (423) unchecked. A right password forgets the failures of what it
 * proved and takes back the client's count, opens a session and answers a device token for the
 * app to send next time. See docs/server-security.md, "Authentication".
 */
export const memberLoginRoute = publicRoute(
  memberLogin,
  async ({ account, password, deviceToken, nonce, signature }, ctx) => {
    // A flood fills the hashing queue: turn it away before any database work.
    ctx.passwords.assertCapacity?.();
    const subject = account.toLowerCase();
    const proof = await resolveLoginProof(ctx, { account: subject, deviceToken, nonce, signature });
    const reservations = await reserveFor(ctx, proof, subject);
    let member: Awaited<ReturnType<typeof findCredentials>>;
    let right = false;
    try {
      member = await findCredentials(ctx.db, subject);
      if (member) right = await ctx.passwords.verify(password, member.passwordHash);
      else await ctx.passwords.verifyNothing(password);
    } catch (error) {
      // The hasher was busy: no password was checked.
      await releaseAttempts(ctx.db, reservations);
      throw error;
    }
    if (!member || !right) {
      assertNoDelayStarted(ctx, reservations);
      // An address without an account is told so, to be offered registering: registration says as
      // much of any address ("already registered"), so this reveals nothing more (docs/server-security.md,
      // "What login reveals"). It is throttled and timed as a wrong password is.
      throw new ApiFailure(CODE.refused, member ? 'loginFailed' : 'accountNotRegistered');
    }
    const { id, passwordHash } = member;
    // A busy hasher only postpones the rehash to a later login.
    const rehashed = ctx.passwords.needsRehash(passwordHash)
      ? await ctx.passwords.hash(password).catch((error: unknown) => {
          if (error instanceof ApiFailure) return null;
          throw error;
        })
      : null;
    const [scope, proven] = provenSubject(proof, subject);
    return ctx.db.transaction(async (tx) => {
      if (rehashed) await tx.query('UPDATE members SET password_hash = $2 WHERE id = $1', [id, rehashed]);
      await clearAttempts(tx, scope, proven);
      await releaseAttempts(
        tx,
        reservations.filter((reservation) => reservation.scope === 'client'),
      );
      const now = ctx.now();
      if (proof.kind === 'device') {
        await renewDevice(tx, proof.device.id, now);
        return { token: await createSession(tx, id, now, proof.device.id), deviceToken };
      }
      const device = await issueDevice(tx, id, now);
      return { token: await createSession(tx, id, now, device.id), deviceToken: device.token };
    });
  },
  { successMessage: 'loginSuccess' },
);
