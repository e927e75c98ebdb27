/**
 * The treasury watcher follows new blocks and records every successful transfer to the treasury,
 * claimed or not, so no payment that reached the platform is ever forgotten. It resumes from the
 * last block it processed after a restart and notices a reorg by block hash: transfers in blocks
 * that left the chain are marked removed (they may come back in a later block). Besides the recent
 * blocks it keeps a checkpoint every KEPT_BLOCKS blocks and its first block, so a reorg deeper than
 * the recent blocks still finds a block both branches share and everything above it is read again.
 */
import type { Hash } from 'viem';
import type { Queryable } from '../db/db';
import { readSettings } from '../settings/settings';
import type { PaymentDeps } from './payment-deps';

export interface WatchedTransaction {
  hash: Hash;
  from: string;
  to: string | null;
  value: bigint;
}

export interface WatchedBlock {
  number: bigint | null;
  hash: Hash | null;
  parentHash: Hash;
  transactions: readonly WatchedTransaction[];
}

/** The chain reads the watcher needs (the viem public client satisfies it). */
export interface WatcherChainReader {
  getBlockNumber(args?: { cacheTime?: number }): Promise<bigint>;
  getBlock(args: { blockNumber: bigint; includeTransactions: true }): Promise<WatchedBlock>;
  getTransactionReceipt(args: { hash: Hash }): Promise<{ status: 'success' | 'reverted' }>;
}

export interface WatcherDeps extends Omit<PaymentDeps, 'chain'> {
  chain: WatcherChainReader;
}

/** A first start looks this far back, so payments made just before it are not missed. */
export const WATCH_BACKFILL_BLOCKS = 1000n;
/** Blocks read per pass (the next pass goes on). */
export const BLOCKS_PER_PASS = 100n;
/**
 * Recent blocks kept to find where a reorg forked. Older blocks are kept only at multiples of this
 * (and the first block read), so a deeper reorg re-reads at most this many blocks below its fork.
 */
export const KEPT_BLOCKS = 256n;
// Shared by every server instance: one watcher writes at a time.
const WATCHER_LOCK_KEY = 72_650_016;

interface StoredBlock {
  number: bigint;
  hash: string;
}

async function storedBlock(db: Queryable, number?: bigint): Promise<StoredBlock | null> {
  // The text form gets its own name: ordering by an alias of the same name would sort the text
  // ('9' > '10'), not the block number.
  const rows = await db.query<{ number_text: string; hash: string }>(
    number === undefined
      ? 'SELECT number::text AS number_text, hash FROM chain_blocks ORDER BY number DESC LIMIT 1'
      : 'SELECT number::text AS number_text, hash FROM chain_blocks WHERE number = $1::numeric',
    number === undefined ? [] : [number.toString()],
  );
  const row = rows[0];
  return row ? { number: BigInt(row.number_text), hash: row.hash } : null;
}

/** Every stored block, oldest first (the recent ones and the checkpoints). */
async function allStored(db: Queryable): Promise<StoredBlock[]> {
  const rows = await db.query<{ number_text: string; hash: string }>(
    'SELECT number::text AS number_text, hash FROM chain_blocks ORDER BY number',
  );
  return rows.map((row) => ({ number: BigInt(row.number_text), hash: row.hash }));
}

async function chainHashAt(deps: WatcherDeps, number: bigint, head: bigint): Promise<string | null> {
  if (number > head) return null;
  try {
    const block = await deps.chain.getBlock({ blockNumber: number, includeTransactions: true });
    return block.hash;
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name === 'BlockNotFoundError') return null;
    throw error;
  }
}

/** Drops the stored blocks above `keep` and marks their transfers removed. */
async function rollBack(deps: WatcherDeps, keep: bigint): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [WATCHER_LOCK_KEY]);
    await tx.query('DELETE FROM chain_blocks WHERE number > $1::numeric', [keep.toString()]);
    const removed = await tx.query(
      `UPDATE treasury_transfers SET status = 'removed' WHERE block_number > $1::numeric AND status = 'onChain'
       RETURNING tx_hash`,
      [keep.toString()],
    );
    return removed.length;
  });
}

/**
 * Where to go on from: after the last stored block that is still on the chain. Blocks are linked by
 * their parent hashes, so a stored block the chain still has vouches for every block below it; the
 * newest such block is found by bisection over the stored blocks (a few reads however deep the reorg).
 */
async function resumePoint(deps: WatcherDeps, head: bigint): Promise<bigint> {
  const tip = await storedBlock(deps.db);
  if (!tip) return head > WATCH_BACKFILL_BLOCKS ? head - WATCH_BACKFILL_BLOCKS : 0n;
  if ((await chainHashAt(deps, tip.number, head)) === tip.hash) return tip.number + 1n;
  const stored = await allStored(deps.db);
  // Invariant: stored[high] is not on the chain; stored[low] is, or low is -1 (none checked is).
  let low = -1;
  let high = stored.length - 1;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    const block = stored[middle];
    if (block && (await chainHashAt(deps, block.number, head)) === block.hash) low = middle;
    else high = middle;
  }
  const shared = stored[low];
  if (!shared) {
    // Even the first block read has changed: read everything again from there.
    const first = stored[0]?.number ?? tip.number;
    const removed = await rollBack(deps, first - 1n);
    console.warn(`[watcher] reorg below the first block read; re-reading from ${first} (${removed} removed)`);
    return first;
  }
  const removed = await rollBack(deps, shared.number);
  const depth = tip.number - shared.number;
  console.warn(
    `[watcher] reorg: blocks after ${shared.number} replaced or re-read (${depth} blocks` +
      `${depth > KEPT_BLOCKS ? `, deeper than the ${KEPT_BLOCKS} kept` : ''}); ` +
      `${removed} treasury transfer(s) marked removed until they are seen again`,
  );
  return shared.number + 1n;
}

/**
 * One pass: reorg check, then up to BLOCKS_PER_PASS new blocks, each stored with its treasury
 * transfers in one transaction that first checks the block extends the stored tip.
 */
export async function watchTreasury(deps: WatcherDeps): Promise<{ blocks: number; transfers: number }> {
  const treasury = (await readSettings(deps.db)).treasury_address.toLowerCase();
  const head = await deps.chain.getBlockNumber({ cacheTime: 0 });
  let next = await resumePoint(deps, head);
  let blocks = 0;
  let transfers = 0;
  const last = next + BLOCKS_PER_PASS - 1n < head ? next + BLOCKS_PER_PASS - 1n : head;
  for (; next <= last && !deps.stopping?.(); next += 1n) {
    const block = await deps.chain.getBlock({ blockNumber: next, includeTransactions: true });
    if (!block.hash) break;
    const paid: WatchedTransaction[] = [];
    for (const tx of block.transactions) {
      if (tx.to?.toLowerCase() !== treasury || tx.value <= 0n) continue;
      const receipt = await deps.chain.getTransactionReceipt({ hash: tx.hash });
      if (receipt.status === 'success') paid.push(tx);
    }
    const stored = await storeBlock(deps, next, block.hash, block.parentHash, paid);
    if (!stored) break;
    blocks += 1;
    transfers += paid.length;
  }
  return { blocks, transfers };
}

async function storeBlock(
  deps: WatcherDeps,
  number: bigint,
  hash: string,
  parentHash: string,
  paid: readonly WatchedTransaction[],
): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [WATCHER_LOCK_KEY]);
    const tip = await storedBlock(tx);
    // Another instance stored it, or the chain moved under us: the next pass looks again.
    if (tip && (tip.number !== number - 1n || tip.hash !== parentHash)) return false;
    await tx.query('INSERT INTO chain_blocks (number, hash, parent_hash) VALUES ($1::numeric, $2, $3)', [
      number.toString(),
      hash,
      parentHash,
    ]);
    for (const transfer of paid) {
      await tx.query(
        `INSERT INTO treasury_transfers (tx_hash, from_address, to_address, value, block_number, block_hash,
           status, member_id, seen_at)
         VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6, 'onChain',
           (SELECT id FROM members WHERE account = $2), $7)
         ON CONFLICT (tx_hash) DO UPDATE SET block_number = EXCLUDED.block_number,
           block_hash = EXCLUDED.block_hash, status = 'onChain',
           -- Back after a reorg: its claims may have been reversed, so it is accounted for again;
           -- one the operator settled by hand stays settled.
           handled = CASE WHEN treasury_transfers.status = 'removed' AND treasury_transfers.handled <> 'operator'
                          THEN NULL ELSE treasury_transfers.handled END`,
        [
          transfer.hash.toLowerCase(),
          transfer.from.toLowerCase(),
          (transfer.to ?? '').toLowerCase(),
          transfer.value.toString(),
          number.toString(),
          hash,
          now,
        ],
      );
    }
    // Older blocks are forgotten but for the checkpoints and the first block read.
    await tx.query(
      `DELETE FROM chain_blocks WHERE number < $1::numeric AND mod(number, $2::numeric) <> 0
         AND number > (SELECT min(number) FROM chain_blocks)`,
      [(number - KEPT_BLOCKS).toString(), KEPT_BLOCKS.toString()],
    );
    return true;
  });
}
