import type { Hash } from 'viem';

/**
 * The chain reads payment verification needs. `createChainClient` (viem public client) satisfies
 * it; tests may pass a stub to inject RPC failures.
 */
export interface PaymentChainReader {
  getTransaction(args: { hash: Hash }): Promise<{
    from: string;
    to: string | null;
    value: bigint;
    blockNumber: bigint | null;
  }>;
  getTransactionReceipt(args: {
    hash: Hash;
  }): Promise<{ status: 'success' | 'reverted'; blockNumber: bigint; blockHash: Hash }>;
  getBlockNumber(args?: { cacheTime?: number }): Promise<bigint>;
  getBlock(args: { blockHash: Hash } | { blockTag: 'finalized' }): Promise<{ number: bigint | null }>;
}

export interface ExpectedPayment {
  hash: Hash;
  from: string;
  to: string;
  /** Exact value in wei. */
  value: bigint;
  /** The payment must be mined in a block after this one (the chain head when the order was made). */
  afterBlock?: bigint;
  confirmations: number;
}

/** Why a claimed hash is not a valid payment (permanent: retrying cannot change it). */
export type PaymentRejection =
  'blockHash' | 'reverted' | 'wrongRecipient' | 'wrongSender' | 'wrongValue' | 'tooEarly';

/** Why it cannot be decided yet (temporary: the settler retries). */
export type PaymentWait = 'notFound' | 'notMined' | 'confirmations' | 'rpcError';

/** Where a mined payment stands: its block and how deep it is. */
export interface PaymentPosition {
  blockNumber: bigint;
  blockHash: Hash;
  /** head − block + 1. */
  confirmations: number;
}

export type PaymentVerdict =
  | ({ kind: 'valid'; value: bigint } & PaymentPosition)
  | { kind: 'invalid'; reason: PaymentRejection }
  | { kind: 'wait'; reason: Exclude<PaymentWait, 'confirmations'> }
  | ({ kind: 'wait'; reason: 'confirmations' } & PaymentPosition);

const same = (a: string | null | undefined, b: string) => (a ?? '').toLowerCase() === b.toLowerCase();

/** The node does not know the transaction (or has no receipt for it): not an RPC failure. */
export function isNotFound(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TransactionNotFoundError' || name === 'TransactionReceiptNotFoundError';
}

function isBlockNotFound(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'BlockNotFoundError';
}

const finalizedUnsupported = new WeakSet<PaymentChainReader>();

/**
 * True when the node's `finalized` block is at or past `blockNumber` (a chain whose consensus
 * finalizes blocks cannot reorg them). Nodes without the tag answer an error once; they are then
 * judged by depth alone.
 */
export async function isFinalized(chain: PaymentChainReader, blockNumber: bigint): Promise<boolean> {
  if (finalizedUnsupported.has(chain)) return false;
  try {
    const finalized = await chain.getBlock({ blockTag: 'finalized' });
    return finalized.number !== null && finalized.number >= blockNumber;
  } catch (error) {
    // The node answered with a JSON-RPC error (unknown tag): judge by depth from now on. A
    // network failure says nothing about the node, so it is asked again next time.
    if (!isBlockNotFound(error) && typeof (error as { code?: unknown } | null)?.code === 'number')
      finalizedUnsupported.add(chain);
    return false;
  }
}

/**
 * Checks a claimed payment against the chain. Never throws: an RPC failure is `wait/rpcError`, so
 * a payment is never rejected because the node was unreachable.
 */
export async function verifyPayment(
  chain: PaymentChainReader,
  expected: ExpectedPayment,
): Promise<PaymentVerdict> {
  try {
    let tx;
    try {
      tx = await chain.getTransaction({ hash: expected.hash });
    } catch (error) {
      if (!isNotFound(error)) throw error;
      try {
        await chain.getBlock({ blockHash: expected.hash });
        return { kind: 'invalid', reason: 'blockHash' };
      } catch (blockError) {
        if (!isBlockNotFound(blockError)) throw blockError;
      }
      return { kind: 'wait', reason: 'notFound' };
    }
    // Fields fixed at signing: decide them even before the transaction is mined.
    if (!same(tx.to, expected.to)) return { kind: 'invalid', reason: 'wrongRecipient' };
    if (!same(tx.from, expected.from)) return { kind: 'invalid', reason: 'wrongSender' };
    if (tx.value !== expected.value) return { kind: 'invalid', reason: 'wrongValue' };
    if (tx.blockNumber === null) return { kind: 'wait', reason: 'notMined' };

    let receipt;
    try {
      receipt = await chain.getTransactionReceipt({ hash: expected.hash });
    } catch (error) {
      if (isNotFound(error)) return { kind: 'wait', reason: 'notMined' };
      throw error;
    }
    if (receipt.status !== 'success') return { kind: 'invalid', reason: 'reverted' };
    if (expected.afterBlock !== undefined && receipt.blockNumber <= expected.afterBlock)
      return { kind: 'invalid', reason: 'tooEarly' };
    const head = await chain.getBlockNumber({ cacheTime: 0 });
    const position: PaymentPosition = {
      blockNumber: receipt.blockNumber,
      blockHash: receipt.blockHash,
      confirmations: Number(head - receipt.blockNumber + 1n),
    };
    if (
      position.confirmations < Math.max(1, expected.confirmations) &&
      !(await isFinalized(chain, receipt.blockNumber))
    )
      return { kind: 'wait', reason: 'confirmations', ...position };
    return { kind: 'valid', value: tx.value, ...position };
  } catch (error) {
    readFailures.note(
      expected.hash,
      error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
    );
    return { kind: 'wait', reason: 'rpcError' };
  }
}

/** How often the same cause of failed reads is logged again (docs/payments.md, "Logged once"). */
export const READ_FAILURE_LOG_INTERVAL_MS = 60_000;

/**
 * A chain node that cannot be read fails the check of every waiting payment on every settler pass:
 * each cause is logged once a minute with how many reads it failed since, not once per payment per
 * pass. The alarm is the watcher's (`[settler] ALERT: watcher …`), which fails on the same node.
 */
export function createReadFailureLog(
  warn: (line: string) => void = (line) => console.warn(line),
  now: () => number = Date.now,
) {
  const lastSaid = new Map<string, { at: number; since: number }>();
  return {
    note(hash: string, cause: string): void {
      const said = lastSaid.get(cause);
      if (said && now() - said.at < READ_FAILURE_LOG_INTERVAL_MS) {
        said.since += 1;
        return;
      }
      // Causes carry no hash, so there are few; a node answering with ever-new texts is bounded here.
      if (lastSaid.size >= 100) lastSaid.clear();
      const more = said && said.since > 0 ? ` (${said.since} more reads failed so since the last line)` : '';
      warn(`[payments] cannot read ${hash} from the chain: ${cause}${more}`);
      lastSaid.set(cause, { at: now(), since: 0 });
    },
  };
}

const readFailures = createReadFailureLog();
