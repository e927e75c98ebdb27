/**
 * The payment settler: every few seconds it expires reservations, decides pending claims (one
 * member's claims never starve another's), follows credits until final, reads new blocks for the
 * treasury watcher and accounts for transfers nobody claimed.
 */
import type { PaymentChainReader } from '../chain/verify-payment';
import { settleClaim } from './claims';
import { watchCredits } from './credit-watch';
import { expireLocks, releaseUnpaidReservations } from './device-locks';
import { recheckLatePayments } from './late-payments';
import type { PaymentDeps } from './payment-deps';
import { watchTreasury, type WatcherChainReader } from './treasury-watcher';
import { matchTransfers } from './unclaimed-transfers';
import { SETTLER_PARTS, settlerHealthFor, type SettlerHealth, type SettlerPart } from './settler-health';
import {
  clearStuckClaim,
  dueForStep,
  oldestStuckClaim,
  recordStuckAttempt,
  StuckClaimError,
  stuckClaimIds,
  type StuckStep,
} from './stuck-claims';

/** Claims verified per pass: round-robin over members, so 250 claims of one member wait their turn. */
export const CLAIMS_PER_PASS = 200;

/**
 * Expire reservations, then retry pending claims, each member's oldest-checked first, in turns. A
 * claim whose settling throws is counted in `stuck_claims` (logged once, tried again on a back-off,
 * parked for the operator after a bounded number of attempts) and never stops the others.
 */
export async function settlePendingPayments(
  deps: PaymentDeps,
): Promise<{ decided: number; pending: number }> {
  const now = deps.now();
  await expireLocks(deps.db, now);
  await releaseUnpaidReservations(deps.db, now);
  const claims = await deps.db.query<{ id: number }>(
    `SELECT id::int AS id FROM (
       SELECT id, created_at,
              row_number() OVER (PARTITION BY member_id ORDER BY checked_at NULLS FIRST, created_at) AS turn
       FROM payment_claims c WHERE status = 'pending' AND ${dueForStep('settle', '$2')}) AS queue
     ORDER BY turn, created_at LIMIT $1`,
    [CLAIMS_PER_PASS, now],
  );
  const stuck = await stuckClaimIds(deps.db, 'settle');
  let decided = 0;
  let pending = 0;
  for (const { id } of claims) {
    if (deps.stopping?.()) break;
    try {
      if ((await settleClaim(deps, id)) === 'decided') decided += 1;
      else pending += 1;
      if (stuck.has(id)) await clearStuckClaim(deps.db, id, 'settle');
    } catch (error) {
      pending += 1;
      await recordStuckAttempt(deps.db, id, 'settle', error, now);
    }
  }
  // A reservation whose only claims were just rejected is free again at once.
  await releaseUnpaidReservations(deps.db, now);
  // Payments that failed for want of the chain and were mined since: credited without the watcher.
  await recheckLatePayments(deps);
  return { decided, pending };
}

export interface SettlerDeps extends Omit<PaymentDeps, 'chain'> {
  chain: PaymentChainReader & WatcherChainReader;
}

/**
 * Everything the settler does in one pass, each part on its own so one failing does not stop the
 * rest. Each part's outcome goes to the instance's health record (logged once per failure streak,
 * an alert after a minute, stored for `npm run operator -- settler`).
 */
export async function runPaymentPass(
  deps: SettlerDeps,
  health: SettlerHealth = settlerHealthFor(deps.db),
): Promise<void> {
  const parts: Record<SettlerPart, () => Promise<unknown>> = {
    claims: () => settlePendingPayments(deps),
    watcher: () => watchTreasury(deps),
    transfers: () => matchTransfers(deps),
    credits: () => watchCredits(deps),
  };
  for (const part of SETTLER_PARTS) {
    if (deps.stopping?.()) break;
    try {
      await parts[part]();
      // A part that did its work but has a claim it keeps failing on (or parked) is failing too.
      const step = STUCK_STEP_OF[part];
      const stuck = step ? await oldestStuckClaim(deps.db, step) : null;
      if (stuck) health.recordFailure(part, new StuckClaimError(stuck), deps.now());
      else health.recordSuccess(part, deps.now());
    } catch (error) {
      health.recordFailure(part, error, deps.now());
    }
  }
  await health.store(deps.db, deps.now());
}

/** The parts that work claim by claim, and the step their stuck claims are counted under. */
const STUCK_STEP_OF: Partial<Record<SettlerPart, StuckStep>> = { claims: 'settle', credits: 'follow' };

export interface RunningSettler {
  /**
   * No pass starts any more; the running one stops before its next claim, block or transfer (each
   * decided in its own transaction, so nothing is left half done). Resolves when it has.
   */
  stop(): Promise<void>;
}

/** Runs the settler every `intervalMs` until stopped; one pass at a time. */
export function startSettler(
  deps: SettlerDeps,
  intervalMs = 3000,
  health: SettlerHealth = settlerHealthFor(deps.db),
): RunningSettler {
  let stopping = false;
  let running: Promise<void> | null = null;
  const passDeps: SettlerDeps = { ...deps, stopping: () => stopping || (deps.stopping?.() ?? false) };
  const timer = setInterval(() => {
    if (running || stopping) return;
    running = runPaymentPass(passDeps, health)
      .catch((error: unknown) => console.error('[settler] pass failed:', error))
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopping = true;
      clearInterval(timer);
      await running;
    },
  };
}
