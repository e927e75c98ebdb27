/**
 * The pending-payment queue as every screen reads it: its entries' shape and the jotai atom that
 * keeps them in localStorage, from before the wallet is asked until the platform reports a final
 * state. What changes an entry (./queue.ts) loads only with the screens and the engine that pay.
 */
import type { Confirmations } from '@/lib/api/schemas/payment';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

export type PaymentPurpose = 'stake' | 'recharge';

/**
 * - `intent`: persisted, the wallet is being asked ("Initiating payment…"), no hash yet.
 * - `reporting`: the hash exists; it is being (re)reported to the server.
 * - `auditing`: the server knows the hash and is waiting for the chain.
 * - `success` / `failed`: final server answer (or the chain cancelled the transaction).
 * - `abandoned`: the wallet refused, or no transaction ever appeared for an intent.
 */
export type PaymentState = 'intent' | 'reporting' | 'auditing' | 'success' | 'failed' | 'abandoned';

export interface PendingPayment {
  /** Client id of the intent (one payment per intent). */
  id: string;
  purpose: PaymentPurpose;
  /** Stake order (payment intent on the server) for a stake. */
  orderId: number | null;
  hashrateId: string | null;
  /** BTCW decimal string, and the exact wei sent. */
  amount: string;
  valueWei: string;
  from: string;
  to: string;
  chainId: number;
  /** Session account that owns it (lower case). */
  account: string;
  createdAt: number;
  /** When the platform recorded it (its record's time), once it said: the time every list shows. */
  recordedAt?: number;
  /** Account nonce and chain head when the wallet was asked: to find the transaction after a reload. */
  nonce: number | null;
  startBlock: string | null;
  hash: string | null;
  /** Earlier hashes of this payment (sped up in the wallet). */
  replacedHashes: string[];
  state: PaymentState;
  attempts: number;
  nextAttemptAt: number;
  /**
   * Server message of a final refusal, a message key under `payment.reasons`, or the server's
   * failure code (`payment.failure`).
   */
  reason: string | null;
  /** While the server waits for the chain's confirmation depth: how deep the payment is. */
  confirmations?: Confirmations | null;
  /** The platform is checking this payment by hand (it keeps failing to settle): no chain wait to show. */
  underReview?: boolean;
  /** When this tab saw the transaction's receipt: the wallet's balance has changed by then. */
  minedAt?: number;
  updatedAt: number;
}

export const FINAL_STATES: readonly PaymentState[] = ['success', 'failed', 'abandoned'];
export const isFinal = (payment: PendingPayment) => FINAL_STATES.includes(payment.state);

export const QUEUE_STORAGE_KEY = 'btcw.pendingPayments';

/** Final entries stay visible this long, then drop out of storage. */
export const FINAL_RETENTION_MS = 24 * 60 * 60_000;

export const pendingPaymentsAtom = atomWithStorage<PendingPayment[]>(
  QUEUE_STORAGE_KEY,
  [],
  createJSONStorage<PendingPayment[]>(),
  { getOnInit: true },
);
