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

/** Claims verified per pass: round-robin over members, so 250 claims of one member wait their turn. */
export const CLAIMS_PER_PASS = 200;

/** Expire reservations, then retry pending claims, each member's oldest-checked first, in turns. */
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
       FROM payment_claims WHERE status = 'pending') AS queue
     ORDER BY turn, created_at LIMIT $1`,
    [CLAIMS_PER_PASS],
  );
  let decided = 0;
  let pending = 0;
  for (const { id } of claims) {
    try {
      if ((await settleClaim(deps, id)) === 'decided') decided += 1;
      else pending += 1;
    } catch (error) {
      pending += 1;
      console.error(`[settler] claim ${id}:`, error);
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
    try {
      await parts[part]();
      health.recordSuccess(part, deps.now());
    } catch (error) {
      health.recordFailure(part, error, deps.now());
    }
  }
  await health.store(deps.db, deps.now());
}

/** Runs the settler every `intervalMs` until stopped; one pass at a time. */
export function startSettler(deps: SettlerDeps, intervalMs = 3000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void runPaymentPass(deps).finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
