import type { ApiContext } from '../api/api-context';
import { ApiFailure, CODE } from '../api/api-failure';
import type { Queryable } from '../db/db';
import { formatWait } from '../i18n/translate';
import type { ThrottleRule } from './login-lockout';

/**
 * Password attempts are counted BEFORE the password is checked, in one statement that also checks
 * the budget (`login_attempts`, migration 006): whatever the number of parallel requests and server
 * processes sharing the database, a subject never has more passwords checked than its rule allows.
 * A right password takes its count back (`clearAttempts` for the subject it proves, `releaseAttempt`
 * for a shared one such as the client address), and so does an attempt whose password was never
 * checked (busy hasher).
 *
 * - `account`: login without proof of ownership, keyed by the lower-case address, tracked alike whether
 *   a member has it or not;
 * - `device`: login with a device token, keyed by the device's id;
 * - `wallet`: wallet-signed login, keyed by the lower-case address;
 * - `client`: login (but for a device's), keyed by the client address (`ctx.client`);
 * - `recheck`: the logged-in re-check (withdraw, change password), keyed by the session id.
 */
export type AttemptScope = 'account' | 'device' | 'wallet' | 'client' | 'recheck';

export interface Reservation {
  scope: AttemptScope;
  subject: string;
  /** Counted failures including this attempt. */
  failures: number;
  /** Set when this attempt's failure starts a delay (the answer then says how long). */
  blockedUntil: Date | null;
}

// $1 scope, $2 subject, $3 now, $4 threshold, $5 base delay ms, $6 max delay ms, $7 forget after ms.
const NOW = '$3::timestamptz';
const MS = "interval '1 millisecond'";
const counted = `(CASE WHEN a.forget_at <= ${NOW} THEN 1 ELSE a.failures + 1 END)`;
const blockedAfter = (failures: string) =>
  `(CASE WHEN ${failures} >= $4::int THEN ${NOW} + LEAST($5::float8 * power(2::float8, LEAST(${failures} - $4::int, 40)), $6::float8) * ${MS} END)`;
const forgetAfter = (failures: string) => `COALESCE(${blockedAfter(failures)}, ${NOW}) + $7::float8 * ${MS}`;

// The ON CONFLICT update holds the row lock: concurrent reservations of one subject run one after
// another, each seeing the previous one's count. While a delay runs the WHERE refuses: no row back.
const RESERVE = `
  INSERT INTO login_attempts AS a (scope, subject, failures, blocked_until, forget_at)
  VALUES ($1, $2, 1, ${blockedAfter('1')}, ${forgetAfter('1')})
  ON CONFLICT (scope, subject) DO UPDATE SET
    failures = ${counted},
    blocked_until = ${blockedAfter(counted)},
    forget_at = ${forgetAfter(counted)}
  WHERE a.blocked_until IS NULL OR a.blocked_until <= ${NOW}
  RETURNING a.failures::int AS failures, a.blocked_until`;

/**
 * Takes back one reservation whose password was not checked or was right. A delay still equal to
 * the one this attempt started is lifted: nothing else was let through since it was set.
 */
const RELEASE = `
  UPDATE login_attempts SET failures = GREATEST(failures - 1, 0),
    blocked_until = CASE WHEN blocked_until = $3::timestamptz THEN NULL ELSE blocked_until END
  WHERE scope = $1 AND subject = $2`;

const PRUNE_EVERY = 256;
let reservationsSincePrune = 0;

/** Counts one attempt, or refuses (code 423, "try again in …") while the subject's delay runs. */
export async function reserveAttempt(
  ctx: Pick<ApiContext, 'db' | 'now' | 'locale'>,
  scope: AttemptScope,
  subject: string,
  rule: ThrottleRule,
): Promise<Reservation> {
  const now = ctx.now();
  if (++reservationsSincePrune >= PRUNE_EVERY) {
    reservationsSincePrune = 0;
    await pruneForgottenAttempts(ctx.db, now);
  }
  const [row] = await ctx.db.query<{ failures: number; blocked_until: Date | string | null }>(RESERVE, [
    scope,
    subject,
    now,
    rule.threshold,
    rule.baseDelayMs,
    rule.maxDelayMs,
    rule.forgetAfterMs,
  ]);
  if (row) return { scope, subject, failures: row.failures, blockedUntil: dateOrNull(row.blocked_until) };
  const [blocked] = await ctx.db.query<{ blocked_until: Date | string | null }>(
    'SELECT blocked_until FROM login_attempts WHERE scope = $1 AND subject = $2',
    [scope, subject],
  );
  throw lockedFailure(ctx, dateOrNull(blocked?.blocked_until ?? null), now);
}

/** After a wrong password: 423 with the longest wait when this failure started a delay, else nothing. */
export function assertNoDelayStarted(
  ctx: Pick<ApiContext, 'now' | 'locale'>,
  reservations: readonly Reservation[],
): void {
  const until = reservations
    .map((reservation) => reservation.blockedUntil?.getTime() ?? 0)
    .reduce((latest, time) => Math.max(latest, time), 0);
  if (until > ctx.now().getTime()) throw lockedFailure(ctx, new Date(until), ctx.now());
}

/** Gives back reservations whose password was not checked (or, for a shared subject, was right). */
export async function releaseAttempts(db: Queryable, reservations: readonly Reservation[]): Promise<void> {
  for (const { scope, subject, blockedUntil } of reservations)
    await db.query(RELEASE, [scope, subject, blockedUntil]);
}

/** A right password: the subject's failures are forgotten. */
export async function clearAttempts(db: Queryable, scope: AttemptScope, subject: string): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE scope = $1 AND subject = $2', [scope, subject]);
}

/** Rows whose failures are forgotten anyway (a fresh row behaves the same). */
export async function pruneForgottenAttempts(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE forget_at <= $1', [now]);
}

function lockedFailure(ctx: Pick<ApiContext, 'locale'>, until: Date | null, now: Date): ApiFailure {
  // A delay that ended between the two statements: "1 second" (formatWait rounds up, never 0).
  const remaining = until ? until.getTime() - now.getTime() : 0;
  return new ApiFailure(
    CODE.locked,
    'accountLocked',
    { wait: formatWait(ctx.locale, remaining) },
    Math.max(1, Math.ceil(remaining / 1000)),
  );
}

function dateOrNull(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}
