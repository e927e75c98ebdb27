/**
 * Runs the pending-payment queue outside React: reports hashes to the server until it answers a
 * final state, watches receipts for replacements, and recovers intents whose hash was lost (a
 * reload while the wallet was open). Every write goes through the one jotai store, so the queue
 * in localStorage is updated synchronously.
 */
import type { Hash, PublicClient } from 'viem';
import { getPublicClient } from 'wagmi/actions';
import { apiRequest } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import type { Confirmations } from '@/lib/api/schemas/payment';
import { productBtcwPledge } from '@/lib/api/endpoints/product-btcw-pledge';
import { productBtcwRecharge } from '@/lib/api/endpoints/product-btcw-recharge';
import { productCancelDevice } from '@/lib/api/endpoints/product-cancel-device';
import { appStore } from '@/lib/state/store';
import { sessionAccountAtom, tokenAtom } from '@/lib/state/token';
import { BTCW_CHAIN_ID } from '@/lib/wallet/btcw-chain';
import { getWagmiConfig } from '@/lib/wallet/wagmi-config';
import { isFinal, pendingPaymentsAtom, type PendingPayment } from './pending-payments';
import { dueForReport, prune, update, withHash, withOutcome, type ServerOutcome } from './queue';

/** An intent with no hash is looked for on chain after this long (the wallet may still be open before). */
export const INTENT_RECOVERY_AFTER_MS = 20_000;
/** An intent whose nonce was never used is abandoned after this long (the lock has lapsed by then). */
export const INTENT_ABANDON_AFTER_MS = 16 * 60_000;
const MAX_BLOCKS_SCANNED = 2000;
/**
 * A recharge whose hash the platform's node has not shown for this long fails as not found (the
 * platform gives up on an unknown hash after the same hour); should the transfer still appear, the
 * treasury watcher offers it on "Not received yet".
 */
export const NOT_SEEN_GIVE_UP_MS = 60 * 60_000;

type Listener = () => void;
const listeners = new Set<Listener>();
/** Intents this tab is paying right now (the wallet is open): never "recovered" meanwhile. */
export const activeIntents = new Set<string>();
const watching = new Set<string>();
let draining: Promise<void> | null = null;

export function onQueueEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function queue(): PendingPayment[] {
  return appStore.get(pendingPaymentsAtom);
}

/** Synchronous write-through (atomWithStorage writes localStorage inside `set`). */
export function writeQueue(change: (queue: PendingPayment[]) => PendingPayment[]): void {
  appStore.set(pendingPaymentsAtom, change(queue()));
  for (const listener of listeners) listener();
}

export function patchPayment(id: string, change: (payment: PendingPayment) => PendingPayment): void {
  writeQueue((current) => update(current, id, change));
}

export function findPayment(id: string): PendingPayment | undefined {
  return queue().find((payment) => payment.id === id);
}

function publicClient(): PublicClient {
  const client = getPublicClient(getWagmiConfig(), { chainId: BTCW_CHAIN_ID });
  if (!client) throw new Error('no public client for BTCW');
  return client;
}

/** Asks the server about one reported hash; never throws. */
/** A payment the platform still waits on: how deep it is, or that it checks it by hand. */
function pendingOutcome(answer: {
  confirmations?: Confirmations | undefined;
  underReview?: true | undefined;
}): ServerOutcome & { kind: 'pending' } {
  return {
    kind: 'pending',
    ...(answer.confirmations ? { confirmations: answer.confirmations } : {}),
    ...(answer.underReview ? { underReview: true } : {}),
  };
}

export async function reportPayment(payment: PendingPayment): Promise<ServerOutcome> {
  if (!payment.hash) return { kind: 'retry' };
  if (!appStore.get(tokenAtom)) return { kind: 'retry' };
  try {
    if (payment.purpose === 'stake') {
      if (payment.orderId === null) return { kind: 'failed', reason: null };
      const answer = await apiRequest(
        productBtcwPledge,
        { orderId: payment.orderId, txHash: payment.hash },
        { background: true },
      );
      return answer.status === 'success'
        ? { kind: 'success' }
        : answer.status === 'failed'
          ? { kind: 'failed', reason: answer.failure ?? null }
          : pendingOutcome(answer);
    }
    const answer = await apiRequest(
      productBtcwRecharge,
      { amount: payment.amount, txHash: payment.hash, from: payment.from },
      { background: true },
    );
    const recorded = answer.createdAt === undefined ? NaN : Date.parse(answer.createdAt);
    const at = Number.isNaN(recorded) ? {} : { recordedAt: recorded };
    return answer.status === 'Success'
      ? { kind: 'success', ...at }
      : answer.status === 'Failed'
        ? { kind: 'failed', reason: answer.failure ?? null, ...at }
        : { ...pendingOutcome(answer), ...at };
  } catch (error) {
    // A refusal by the server (the hash is wrong, used, the order is not ours) is final; anything
    // else (no network, timeout, 5xx, logged out) is retried later.
    if (isApiError(error) && error.kind === 'body' && error.code !== undefined) {
      // Logged out, rate-limited or a server/node fault: the hash is fine, ask again later.
      if (error.code === 401 || error.code === 429 || error.code >= 500) return { kind: 'retry' };
      // The platform's node does not show the transaction yet (it records nothing then). The hash
      // came from the wallet, so keep asking; a transaction that never appears fails as not found.
      if (error.reason === 'txNotFound')
        return Date.now() - payment.createdAt < NOT_SEEN_GIVE_UP_MS
          ? { kind: 'pending' }
          : { kind: 'failed', reason: 'notFound' };
      return { kind: 'failed', reason: error.message || null };
    }
    return { kind: 'retry' };
  }
}

async function reportAndStore(payment: PendingPayment): Promise<void> {
  const outcome = await reportPayment(payment);
  const now = Date.now();
  patchPayment(payment.id, (current) =>
    // A replacement hash may have arrived meanwhile: only apply the outcome to the hash asked about.
    current.hash === payment.hash ? withOutcome(current, outcome, now) : current,
  );
}

/** Watches the receipt of a payment's hash: repriced → continue with the new hash; cancelled → failed. */
export function watchReceipt(paymentId: string): void {
  const payment = findPayment(paymentId);
  if (!payment?.hash || isFinal(payment)) return;
  const key = `${paymentId}:${payment.hash}`;
  if (watching.has(key)) return;
  watching.add(key);
  let client: PublicClient;
  try {
    client = publicClient();
  } catch {
    watching.delete(key);
    return;
  }
  client
    .waitForTransactionReceipt({
      hash: payment.hash as Hash,
      pollingInterval: 1000,
      timeout: 10 * 60_000,
      onReplaced: (replacement) => {
        const now = Date.now();
        if (replacement.reason === 'repriced') {
          patchPayment(paymentId, (current) => withHash(current, replacement.transaction.hash, now));
          watchReceipt(paymentId);
        } else {
          patchPayment(paymentId, (current) =>
            isFinal(current)
              ? current
              : { ...current, state: 'failed', reason: replacement.reason, updatedAt: now },
          );
        }
      },
    })
    .then(() => {
      // Mined: the wallet's balance has changed (./use-btcw-balance reads it again), and the
      // server is asked now rather than at the next back-off step.
      const now = Date.now();
      patchPayment(paymentId, (current) =>
        isFinal(current)
          ? { ...current, minedAt: current.minedAt ?? now }
          : { ...current, minedAt: current.minedAt ?? now, nextAttemptAt: now, updatedAt: now },
      );
      void drainPendingPayments();
    })
    .catch(() => {
      // Timed out or the node is unreachable: the entry stays pending; the next drain watches again.
    })
    .finally(() => watching.delete(key));
}

async function withCrossTabLock(name: string, fn: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return fn();
  await locks.request(name, { ifAvailable: true }, async (lock) => {
    if (lock) await fn();
  });
}

type ChainTx = { hash: string; to: string | null; value: bigint; nonce: number; from: string };

/**
 * The transaction that used the payment's nonce, if the nonce is used: the payment itself, a
 * sped-up copy, or something else. Scans blocks since the intent (bounded), then the pending block.
 */
async function transactionAtNonce(payment: PendingPayment): Promise<{ tx: ChainTx | null; used: boolean }> {
  if (payment.nonce === null || payment.startBlock === null) return { tx: null, used: false };
  const client = publicClient();
  const from = payment.from as `0x${string}`;
  const mined = await client.getTransactionCount({ address: from, blockTag: 'latest' });
  const matches = (t: ChainTx) => t.from.toLowerCase() === payment.from && t.nonce === payment.nonce;
  if (mined > payment.nonce) {
    const head = await client.getBlockNumber();
    const start = BigInt(payment.startBlock) + 1n;
    const first = head - start > BigInt(MAX_BLOCKS_SCANNED) ? head - BigInt(MAX_BLOCKS_SCANNED) : start;
    for (let number = head; number >= first; number -= 1n) {
      const block = await client.getBlock({ blockNumber: number, includeTransactions: true });
      const tx = block.transactions.find(matches);
      if (tx) return { tx, used: true };
    }
    return { tx: null, used: true };
  }
  try {
    const pending = await client.getBlock({ blockTag: 'pending', includeTransactions: true });
    return { tx: pending.transactions.find(matches) ?? null, used: false };
  } catch {
    // Not every node serves the pending block.
    return { tx: null, used: false };
  }
}

const isSamePayment = (payment: PendingPayment, tx: ChainTx) =>
  (tx.to ?? '').toLowerCase() === payment.to && tx.value.toString() === payment.valueWei;

/** Looks for the transaction of an intent whose hash was never stored (reload while the wallet was open). */
async function recoverIntent(payment: PendingPayment): Promise<void> {
  if (activeIntents.has(payment.id)) return;
  const age = Date.now() - payment.createdAt;
  if (age < INTENT_RECOVERY_AFTER_MS) return;
  await withCrossTabLock(`btcw-pay:intent:${payment.id}`, async () => {
    const { tx, used } = await transactionAtNonce(payment);
    if (tx && isSamePayment(payment, tx)) {
      patchPayment(payment.id, (current) => withHash(current, tx.hash, Date.now()));
      watchReceipt(payment.id);
      return;
    }
    if (tx || used || age > INTENT_ABANDON_AFTER_MS) await abandon(payment, 'noTransaction');
  });
}

const lastNonceCheck = new Map<string, number>();

/**
 * Replacement check that does not depend on a live receipt watcher (which needs to have seen the
 * original transaction): if the payment's nonce was used by another transaction, a copy with the
 * same recipient and value is the sped-up payment; anything else cancelled/replaced it.
 */
async function checkReplaced(payment: PendingPayment): Promise<void> {
  if (!payment.hash || Date.now() - (lastNonceCheck.get(payment.id) ?? 0) < 5000) return;
  lastNonceCheck.set(payment.id, Date.now());
  const { tx } = await transactionAtNonce(payment);
  if (!tx || tx.hash.toLowerCase() === payment.hash) return;
  const now = Date.now();
  if (isSamePayment(payment, tx)) {
    patchPayment(payment.id, (current) => withHash(current, tx.hash, now));
    watchReceipt(payment.id);
  } else {
    const reason = (tx.to ?? '').toLowerCase() === payment.from && tx.value === 0n ? 'cancelled' : 'replaced';
    patchPayment(payment.id, (current) =>
      isFinal(current) ? current : { ...current, state: 'failed', reason, updatedAt: now },
    );
  }
}

/** The wallet refused or nothing was sent: release the device and close the intent. */
export async function abandon(payment: PendingPayment, reason: string): Promise<void> {
  patchPayment(payment.id, (current) =>
    current.state === 'intent' ? { ...current, state: 'abandoned', reason, updatedAt: Date.now() } : current,
  );
  if (payment.purpose === 'stake' && payment.orderId !== null && appStore.get(tokenAtom)) {
    try {
      await apiRequest(productCancelDevice, { orderId: payment.orderId }, { background: true });
    } catch {
      // The lock lapses on its own.
    }
    // The device is free again: let screens refetch it.
    for (const listener of listeners) listener();
  }
}

/**
 * One pass over the queue: report every due hash, watch receipts, recover lost intents. Runs at
 * launch, on `online`, when the page becomes visible and on a timer; one pass at a time per tab.
 */
export function drainPendingPayments(): Promise<void> {
  if (draining) return draining;
  const pass = drainOnce();
  draining = pass;
  // Reset after the assignment: a pass with nothing to await settles synchronously.
  void pass.finally(() => {
    if (draining === pass) draining = null;
  });
  return pass;
}

async function drainOnce(): Promise<void> {
  await Promise.resolve();
  writeQueue((current) => prune(current, Date.now()));
  const account = appStore.get(sessionAccountAtom);
  for (const payment of queue()) {
    if (payment.state === 'intent' && account && payment.account === account) {
      await recoverIntent(payment).catch(() => undefined);
    } else if (payment.hash && !isFinal(payment)) {
      watchReceipt(payment.id);
      if (payment.state === 'auditing') await checkReplaced(payment).catch(() => undefined);
    }
  }
  for (const payment of dueForReport(queue(), Date.now(), account)) {
    await reportAndStore(payment);
  }
}

export function hasOpenPayments(): boolean {
  return queue().some((payment) => !isFinal(payment));
}
