/**
 * Claims whose payment step keeps failing: never silently pending for ever. The settler catches
 * each claim's error so one claim cannot stop the others; this is where such a claim is counted.
 * The first failure is logged once with its stack; later ones are counted, not printed. The claim
 * is tried again on a back-off (5 s, 10 s, 20 s … at most 5 min apart) and after `PARK_AFTER_ATTEMPTS`
 * failed attempts it is parked: the settler leaves it alone, an alert says so, and it stays an alert
 * (`operator settler`, /metrics, /readyz degraded) until an operator retries or refuses it. The
 * count lives in `stuck_claims`, not in the claim's row (which may be what cannot be written), and is
 * shared by every instance, so the attempts are bounded however many instances try.
 */
import type { Queryable } from '../db/db';

/** `settle`: a pending claim the settler cannot decide; `follow`: a credit it cannot follow. */
export type StuckStep = 'settle' | 'follow';

/** Failed attempts after which a claim is parked for the operator (about 10 minutes of back-off). */
export const PARK_AFTER_ATTEMPTS = 8;
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 5 * 60_000;

export interface StuckClaim {
  claimId: number;
  step: StuckStep;
  attempts: number;
  firstFailedAt: Date;
  lastFailedAt: Date;
  nextAttemptAt: Date;
  lastError: string;
  parkedAt: Date | null;
}

export interface StuckLog {
  warn(message: string, error?: unknown): void;
  error(message: string): void;
}

const consoleLog: StuckLog = {
  warn: (message, error) => (error === undefined ? console.warn(message) : console.warn(message, error)),
  error: (message) => console.error(message),
};

/**
 * SQL condition for claim `c`: the step may run now (no stuck record, or its next attempt is due and it
 * is not parked). `$now` is the parameter holding the settler's time.
 */
export function dueForStep(step: StuckStep, now: string): string {
  return `NOT EXISTS (SELECT 1 FROM stuck_claims s WHERE s.claim_id = c.id AND s.step = '${step}'
    AND (s.parked_at IS NOT NULL OR s.next_attempt_at > ${now}))`;
}

const firstLine = (error: unknown) =>
  error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);

const STEP_WORDS: Record<StuckStep, string> = { settle: 'cannot be settled', follow: 'cannot be followed' };

/** Whether `claimId` has a stuck record for `step` (failing on its back-off, or parked). */
export async function isStuck(db: Queryable, claimId: number, step: StuckStep): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM stuck_claims WHERE claim_id = $1 AND step = $2', [
    claimId,
    step,
  ]);
  return rows.length > 0;
}

/** The claims of `step` that have a stuck record now (read once per pass). */
export async function stuckClaimIds(db: Queryable, step: StuckStep): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>(
    'SELECT claim_id::int AS id FROM stuck_claims WHERE step = $1',
    [step],
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * Counts one failed attempt of `step` for `claimId`: logged with its stack the first time, an alert
 * when it parks the claim, silent in between. The database being down makes this fail too; that is
 * left to the settler part's own failure (nothing is counted against a claim then).
 */
export async function recordStuckAttempt(
  db: Queryable,
  claimId: number,
  step: StuckStep,
  error: unknown,
  now: Date,
  log: StuckLog = consoleLog,
): Promise<void> {
  const [row] = await db.query<{ attempts: number; first_failed_at: Date | string; parked: boolean }>(
    `INSERT INTO stuck_claims AS s
       (claim_id, step, attempts, first_failed_at, last_failed_at, next_attempt_at, last_error, parked_at)
     VALUES ($1, $2, 1, $3, $3, $3::timestamptz + $4::float8 * interval '1 millisecond', $5, NULL)
     ON CONFLICT (claim_id, step) DO UPDATE SET
       attempts = s.attempts + 1, last_failed_at = $3, last_error = $5,
       next_attempt_at = $3::timestamptz + LEAST($6::float8, $4::float8 * power(2, s.attempts)) * interval '1 millisecond',
       parked_at = CASE WHEN s.attempts + 1 >= $7::int THEN COALESCE(s.parked_at, $3) END
     RETURNING s.attempts::int AS attempts, s.first_failed_at, (s.parked_at = $3) AS parked`,
    [claimId, step, now, FIRST_RETRY_MS, firstLine(error).slice(0, 2000), MAX_RETRY_MS, PARK_AFTER_ATTEMPTS],
  );
  if (!row) return;
  const what = `[settler] claim ${claimId} ${STEP_WORDS[step]}`;
  if (row.attempts === 1)
    log.warn(
      `${what}: ${firstLine(error)}. Tried again on a back-off (5 s, 10 s, 20 s …) and parked for the ` +
        `operator after ${PARK_AFTER_ATTEMPTS} failed attempts; this error is counted, not logged again.`,
      error,
    );
  if (row.parked) {
    const since = new Date(row.first_failed_at);
    const minutes = Math.max(1, Math.round((now.getTime() - since.getTime()) / 60_000));
    log.error(
      `[settler] ALERT: claim ${claimId} parked after ${row.attempts} failed attempts in ${minutes} min ` +
        `(since ${since.toISOString()}): ${firstLine(error)}. Its payment stays undecided until an operator ` +
        `decides: npm run operator -- claim-retry ${claimId} (after fixing the cause) or ` +
        `claim-refuse ${claimId} "<reason>".`,
    );
  }
}

/** The step worked again for a claim that had failed: its record goes, with one line saying so. */
export async function clearStuckClaim(
  db: Queryable,
  claimId: number,
  step: StuckStep,
  log: StuckLog = consoleLog,
): Promise<void> {
  const [row] = await db.query<{ attempts: number }>(
    'DELETE FROM stuck_claims WHERE claim_id = $1 AND step = $2 RETURNING attempts::int AS attempts',
    [claimId, step],
  );
  if (row) log.warn(`[settler] claim ${claimId} works again after ${row.attempts} failed attempt(s)`);
}

interface StuckRow {
  claim_id: number;
  step: StuckStep;
  attempts: number;
  first_failed_at: Date | string;
  last_failed_at: Date | string;
  next_attempt_at: Date | string;
  last_error: string;
  parked_at: Date | string | null;
}

function fromRow(row: StuckRow): StuckClaim {
  return {
    claimId: row.claim_id,
    step: row.step,
    attempts: row.attempts,
    firstFailedAt: new Date(row.first_failed_at),
    lastFailedAt: new Date(row.last_failed_at),
    nextAttemptAt: new Date(row.next_attempt_at),
    lastError: row.last_error,
    parkedAt: row.parked_at === null ? null : new Date(row.parked_at),
  };
}

const STUCK_COLUMNS = `claim_id::int AS claim_id, step, attempts::int AS attempts, first_failed_at,
  last_failed_at, next_attempt_at, last_error, parked_at`;

/** The stuck claim of `step` that has failed longest (parked or not), if any. */
export async function oldestStuckClaim(db: Queryable, step: StuckStep): Promise<StuckClaim | null> {
  const [row] = await db.query<StuckRow>(
    `SELECT ${STUCK_COLUMNS} FROM stuck_claims WHERE step = $1 ORDER BY first_failed_at, claim_id LIMIT 1`,
    [step],
  );
  return row ? fromRow(row) : null;
}

/** Every stuck claim, parked first, then the longest failing. */
export async function listStuckClaims(db: Queryable): Promise<StuckClaim[]> {
  const rows = await db.query<StuckRow>(
    `SELECT ${STUCK_COLUMNS} FROM stuck_claims ORDER BY parked_at IS NULL, first_failed_at, claim_id`,
  );
  return rows.map(fromRow);
}

/** A stuck claim as a settler part's error: the part fails while any of its claims is stuck. */
export class StuckClaimError extends Error {
  constructor(readonly stuck: StuckClaim) {
    super(
      stuck.parkedAt
        ? `claim ${stuck.claimId} ${STEP_WORDS[stuck.step]}, parked after ${stuck.attempts} failed attempts ` +
            `for an operator (claim-retry / claim-refuse): ${stuck.lastError}`
        : `claim ${stuck.claimId} ${STEP_WORDS[stuck.step]} (${stuck.attempts} failed attempts since ` +
            `${stuck.firstFailedAt.toISOString()}): ${stuck.lastError}`,
    );
  }
}
