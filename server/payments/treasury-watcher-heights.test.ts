/**
 * The treasury watcher at the heights a real chain reaches: each time the block number gains a
 * digit (10, 100, …, 1 000 000) it goes on reading, and a direct transfer made after the boundary
 * is recorded and credited, with no settler failure logged. Each height runs on its own anvil whose
 * genesis is ~1 100 blocks below the boundary, so the watcher's first start (1 000 blocks back) and
 * everything after it are real blocks, mined with `anvil_mine`.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { parseEther, type Address } from 'viem';
import { createChainClient } from '../chain/btcw-chain';
import { balanceOf } from '../ledger/ledger';
import { DEMO_MEMBER, TREASURY_ADDRESS } from '../seed-accounts';
import { writeSetting } from '../settings/settings';
import { countRows } from '../test-support/count-rows';
import { startTestApp, testClock, type TestApp } from '../test-support/test-app';
import { startAnvil, type RunningAnvil } from '../test-support/test-chain';
import { runPaymentPass } from './settler';
import { BLOCKS_PER_PASS, WATCH_BACKFILL_BLOCKS } from './treasury-watcher';

const DEMO = DEMO_MEMBER.address as Address;
const DEMO_ID = 2;

let anvil: RunningAnvil | undefined;
let app: TestApp | undefined;
let errors: MockInstance<typeof console.error>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error');
});
afterEach(async () => {
  errors.mockRestore();
  await app?.close();
  anvil?.stop();
  app = undefined;
  anvil = undefined;
});

async function start(boundary: bigint) {
  const genesisNumber = boundary > 1_100n ? boundary - 1_100n : 0n;
  anvil = await startAnvil({ genesisNumber });
  app = await startTestApp({ chainRpcUrl: anvil.rpcUrl, testMode: true, clock: testClock(new Date()) });
  await writeSetting(app.db, 'auto_credit_unclaimed', '1', app.clock.now());
  const { chain } = anvil;
  const running = app;
  const deps = { db: running.db, chain: createChainClient(anvil.rpcUrl), now: () => running.clock.now() };
  const head = () => chain.getBlockNumber({ cacheTime: 0 });
  return {
    app: running,
    head,
    async mineTo(target: bigint) {
      const current = await head();
      if (target > current) await chain.mine({ blocks: Number(target - current) });
      expect(await head()).toBe(target);
    },
    async pay(value: bigint) {
      const hash = await chain.sendTransaction({
        account: DEMO,
        to: TREASURY_ADDRESS,
        value,
        chain: chain.chain,
      });
      const receipt = await chain.waitForTransactionReceipt({ hash });
      return { hash, block: receipt.blockNumber };
    },
    pass: () => runPaymentPass(deps),
    /** Passes until the watcher has stored the chain's head (a pass reads at most BLOCKS_PER_PASS). */
    async followToHead() {
      const target = await head();
      const passes = Number(WATCH_BACKFILL_BLOCKS / BLOCKS_PER_PASS) + 5;
      for (let pass = 0; pass < passes; pass += 1) {
        await runPaymentPass(deps);
        const [row] = await running.db.query<{ tip: string | null }>(
          'SELECT max(number)::text AS tip FROM chain_blocks',
        );
        if (row?.tip && BigInt(row.tip) >= target) return BigInt(row.tip);
      }
      throw new Error(`the watcher did not reach block ${target} in ${passes} passes`);
    },
  };
}

describe('the treasury watcher crosses every digit boundary', () => {
  it.each([10n, 100n, 1_000n, 10_000n, 1_000_000n])(
    'past block %s a transfer is recorded and credited',
    async (boundary) => {
      const t = await start(boundary);
      const before = await balanceOf(t.app.db, DEMO_ID);
      const credits = await countRows(t.app.db, 'ledger_entries', "kind = 'recharge'");

      // The watcher has followed the chain to just below the boundary …
      await t.mineTo(boundary - 3n);
      expect(await t.followToHead()).toBe(boundary - 3n);
      // … a transfer lands before it, the chain goes past it, and another lands after it.
      const early = await t.pay(parseEther('7'));
      await t.mineTo(boundary + 2n);
      const late = await t.pay(parseEther('5'));
      expect(late.block).toBeGreaterThan(boundary);
      await t.mineTo(late.block + 3n);
      expect(await t.followToHead()).toBe(late.block + 3n);

      // Ordered by the numeric column (an alias of the same name would sort the text).
      const recorded = await t.app.db.query<{ tx_hash: string; block: string; status: string }>(
        `SELECT tx_hash, block_number::text AS block, status FROM treasury_transfers ORDER BY block_number`,
      );
      expect(recorded).toEqual([
        { tx_hash: early.hash, block: String(early.block), status: 'onChain' },
        { tx_hash: late.hash, block: String(late.block), status: 'onChain' },
      ]);

      // After the grace period both are credited as recharges, once.
      t.app.clock.advance(11 * 60_000);
      await t.pass();
      await t.pass();
      expect(await balanceOf(t.app.db, DEMO_ID)).toBe(before + parseEther('12'));
      expect(await countRows(t.app.db, 'ledger_entries', "kind = 'recharge'")).toBe(credits + 2);

      const logged = errors.mock.calls.map((call) => call.map(String).join(' '));
      expect(logged.filter((line) => line.includes('[settler]'))).toEqual([]);
    },
    60_000,
  );
});
