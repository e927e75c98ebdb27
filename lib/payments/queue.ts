/**
 * What changes an entry of the pending-payment queue (./pending-payments.ts): pure functions over
 * plain data; `payment-engine.ts` runs them against the jotai atom.
 */
import type { Confirmations } from '@/lib/api/schemas/payment';
import { FINAL_RETENTION_MS, isFinal, type PaymentPurpose, type PendingPayment } from './pending-payments';

/** Back-off after the n-th failed attempt: 2 s, 4 s, 8 s … capped at 60 s. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000, 2000 * 2 ** Math.max(0, attempts - 1));
}

export function newPayment(
  fields: Pick<
    PendingPayment,
    | 'id'
    | 'purpose'
    | 'orderId'
    | 'hashrateId'
    | 'amount'
    | 'valueWei'
    | 'from'
    | 'to'
    | 'chainId'
    | 'account'
  >,
  now: number,
): PendingPayment {
  return {
    ...fields,
    from: fields.from.toLowerCase(),
    to: fields.to.toLowerCase(),
    account: fields.account.toLowerCase(),
    createdAt: now,
    nonce: null,
    startBlock: null,
    hash: null,
    replacedHashes: [],
    state: 'intent',
    attempts: 0,
    nextAttemptAt: now,
    reason: null,
    updatedAt: now,
  };
}

export function update(
  queue: readonly PendingPayment[],
  id: string,
  change: (payment: PendingPayment) => PendingPayment,
): PendingPayment[] {
  return queue.map((payment) => (payment.id === id ? change(payment) : payment));
}

/** The hash exists: record it (once; a repriced replacement keeps the old one in `replacedHashes`). */
export function withHash(payment: PendingPayment, hash: string, now: number): PendingPayment {
  const lower = hash.toLowerCase();
  if (payment.hash === lower) return payment;
  if (isFinal(payment) && payment.state !== 'abandoned') return payment;
  return {
    ...payment,
    hash: lower,
    replacedHashes: payment.hash ? [...payment.replacedHashes, payment.hash] : payment.replacedHashes,
    state: 'reporting',
    attempts: 0,
    nextAttemptAt: now,
    reason: null,
    updatedAt: now,
  };
}

/** The platform's answer; `recordedAt` is when it recorded the payment, when it says. */
export type ServerOutcome =
  | { kind: 'success'; recordedAt?: number }
  | { kind: 'failed'; reason: string | null; recordedAt?: number }
  | { kind: 'pending'; confirmations?: Confirmations; underReview?: boolean; recordedAt?: number }
  /** Could not reach a decision (network, timeout, 5xx, logged out): try again later. */
  | { kind: 'retry'; recordedAt?: undefined };

/** Applies what the server (or the transport) said about a reported hash. */
export function withOutcome(current: PendingPayment, outcome: ServerOutcome, now: number): PendingPayment {
  if (isFinal(current)) return current;
  const payment = outcome.recordedAt === undefined ? current : { ...current, recordedAt: outcome.recordedAt };
  switch (outcome.kind) {
    case 'success':
      return { ...payment, state: 'success', reason: null, updatedAt: now };
    case 'failed':
      return { ...payment, state: 'failed', reason: outcome.reason, updatedAt: now };
    case 'pending':
      // The server holds the claim; poll it again without growing the back-off too much.
      return {
        ...payment,
        state: 'auditing',
        confirmations: outcome.confirmations ?? null,
        underReview: outcome.underReview === true,
        attempts: 0,
        nextAttemptAt: now + 3000,
        updatedAt: now,
      };
    case 'retry': {
      const attempts = payment.attempts + 1;
      return { ...payment, attempts, nextAttemptAt: now + backoffMs(attempts), updatedAt: now };
    }
  }
}

/** Entries the engine should report now. */
export function dueForReport(queue: readonly PendingPayment[], now: number, account: string | null) {
  return queue.filter(
    (p) =>
      p.hash !== null &&
      (p.state === 'reporting' || p.state === 'auditing') &&
      p.nextAttemptAt <= now &&
      account !== null &&
      p.account === account.toLowerCase(),
  );
}

/** The unfinished payment for a stake order or the member's recharge, if any (blocks a second payment). */
export function openPaymentFor(
  queue: readonly PendingPayment[],
  match: { purpose: PaymentPurpose; orderId?: number | null; account: string },
): PendingPayment | undefined {
  return queue.find(
    (p) =>
      !isFinal(p) &&
      p.purpose === match.purpose &&
      p.account === match.account.toLowerCase() &&
      (match.purpose === 'recharge' || p.orderId === match.orderId),
  );
}

export function prune(queue: readonly PendingPayment[], now: number): PendingPayment[] {
  return queue.filter((p) => !isFinal(p) || now - p.updatedAt < FINAL_RETENTION_MS);
}
