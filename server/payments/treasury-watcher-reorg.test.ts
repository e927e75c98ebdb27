/**
 * A reorg deeper than the blocks the treasury watcher keeps (KEPT_BLOCKS), on anvil: a transfer
 * recorded in a block older than the kept window that the new branch no longer has is marked
 * removed, a transfer early in the new branch is recorded, and one below the fork stays as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEther, type Address, type Hash } from 'viem';
import { createChainClient } from '../chain/btcw-chain';
import { DEMO_MEMBER, ROOT_MEMBER, TREASURY_ADDRESS, UNREGISTERED_ACCOUNTS } from '../seed-accounts';
import { startTestApp, testClock, type TestApp } from '../test-support/test-app';
import { startAnvil, type RunningAnvil } from '../test-support/test-chain';
import { KEPT_BLOCKS, watchTreasury } from './treasury-watcher';
import { listUnclaimed } from './unclaimed-transfers';

let anvil: RunningAnvil;
let app: TestApp;

beforeAll(async () => {
  anvil = await startAnvil();
  app = await startTestApp({ chainRpcUrl: anvil.rpcUrl, testMode: true, clock: testClock(new Date()) });
}, 60_000);
afterAll(async () => {
  await app.close();
  anvil.stop();
});

const deps = () => ({ db: app.db, chain: createChainClient(anvil.rpcUrl), now: () => app.clock.now() });

async function pay(from: string, ether: string): Promise<{ hash: Hash; block: bigint }> {
  const hash = await anvil.chain.sendTransaction({
    account: from as Address,
    to: TREASURY_ADDRESS,
    value: parseEther(ether),
    chain: anvil.chain.chain,
  });
  const receipt = await anvil.chain.waitForTransactionReceipt({ hash });
  return { hash, block: receipt.blockNumber };
}

/** Watcher passes until it has stored the chain's head. */
async function followToHead(): Promise<void> {
  const head = await anvil.chain.getBlockNumber({ cacheTime: 0 });
  for (let pass = 0; pass < 20; pass += 1) {
    await watchTreasury(deps());
    const [row] = await app.db.query<{ tip: string | null }>(
      'SELECT max(number)::text AS tip FROM chain_blocks',
    );
    if (row?.tip && BigInt(row.tip) === head) return;
  }
  throw new Error(`the watcher did not reach block ${head}`);
}

async function transfers(): Promise<Record<string, string>> {
  const rows = await app.db.query<{ tx_hash: string; status: string; handled: string | null }>(
    'SELECT tx_hash, status, handled FROM treasury_transfers',
  );
  return Object.fromEntries(rows.map((row) => [row.tx_hash, `${row.status}/${row.handled ?? '-'}`]));
}

describe('a reorg deeper than the kept blocks', () => {
  it('marks a vanished transfer from before the kept window removed and records one early in the new branch', async () => {
    const stranger = UNREGISTERED_ACCOUNTS[2] ?? '';
    // Below the fork: a stranger's transfer the operator has settled by hand.
    const settled = await pay(stranger, '3');
    await anvil.chain.mine({ blocks: 3 });
    await followToHead();
    await app.db.query(`UPDATE treasury_transfers SET handled = 'operator' WHERE tx_hash = $1`, [
      settled.hash,
    ]);

    const fork = await anvil.chain.snapshot();
    await anvil.chain.mine({ blocks: 4 });
    const vanishing = await pay(DEMO_MEMBER.address, '7');
    await anvil.chain.mine({ blocks: Number(KEPT_BLOCKS) + 50 });
    await followToHead();
    const [lowest] = await app.db.query<{ n: string }>(
      'SELECT min(number)::text AS n FROM chain_blocks WHERE number > $1::numeric',
      [vanishing.block.toString()],
    );
    // The block holding the vanishing transfer is older than the dense window the watcher keeps.
    expect(BigInt(lowest?.n ?? '0') - vanishing.block).toBeGreaterThan(40n);

    // A new branch from the fork, longer than the old one: its first blocks hold another transfer.
    await anvil.chain.revert({ id: fork });
    await anvil.chain.mine({ blocks: 2 });
    const early = await pay(ROOT_MEMBER.address, '9');
    await anvil.chain.mine({ blocks: Number(KEPT_BLOCKS) + 80 });
    await followToHead();

    expect(await transfers()).toEqual({
      [settled.hash]: 'onChain/operator',
      [vanishing.hash]: 'removed/-',
      [early.hash]: 'onChain/-',
    });
    // The settled transfer is not listed for the operator again.
    const listed = await listUnclaimed(app.db, new Date(app.clock.now().getTime() + 3_600_000));
    expect(listed.map((row) => row.txHash)).toEqual([early.hash]);
  }, 120_000);
});
