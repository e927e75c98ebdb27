/** Consecutive failures that lock an account. */
export const LOCKOUT_THRESHOLD = 5;
const BASE_LOCK_MS = 30_000;
const MAX_LOCK_MS = 60 * 60_000;

/**
 * After the 5th consecutive failure the account locks for 30 s; every further failure (once the
 * lock has passed) doubles it, up to 1 h. Returns null while below the threshold.
 */
export function lockDurationMs(consecutiveFailures: number): number | null {
  if (consecutiveFailures < LOCKOUT_THRESHOLD) return null;
  const doublings = Math.min(consecutiveFailures - LOCKOUT_THRESHOLD, 20);
  return Math.min(BASE_LOCK_MS * 2 ** doublings, MAX_LOCK_MS);
}
