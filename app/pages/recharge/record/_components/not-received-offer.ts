import type { Flow } from '@/lib/api/endpoints/asset-flow-record';

/**
 * How long a recharge may wait for its confirmations before "Recharge Not Received" is offered: far
 * longer than the chain's confirmation depth takes, so a payment that is simply being confirmed is
 * not met with a form for a lost one.
 */
export const NOT_RECEIVED_AFTER_MS = 10 * 60_000;

/**
 * "Recharge Not Received" (the form for a payment that was not credited): on a Failed recharge, and
 * on one still Auditing after {@link NOT_RECEIVED_AFTER_MS}, unless the platform is checking it by
 * hand (Under review: nothing for the member to do).
 */
export function offersNotReceived(flow: Flow, now: number): boolean {
  if (flow.status === 'Failed') return true;
  if (flow.status !== 'Auditing' || flow.underReview) return false;
  return now - Date.parse(flow.createdAt) > NOT_RECEIVED_AFTER_MS;
}
