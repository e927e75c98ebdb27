/**
 * Money against the chain and an adversary, on a real anvil: reorgs after a credit, claims of a
 * hash before the node has it, payments seen late or never claimed, the confirmation depth, caps
 * and a fair settler.
 */
import { describe, expect, it } from 'vitest';
import { keccak256, parseEther, type Address } from 'viem';
import { createChainClient } from '../chain/btcw-chain';
import { balanceOf } from '../ledger/ledger';
import { writeSetting } from '../settings/settings';
import { UNREGISTERED_ACCOUNTS } from '../seed-accounts';
import { refusal } from '../test-support/shared-test-app';
import { DEMO, paymentHarness, ROOT, TREASURY } from '../test-support/payment-harness';
import { NOT_FOUND_GIVE_UP_MS } from './claims';
import { watchCredits } from './credit-watch';
import { runPaymentPass, settlePendingPayments } from './settler';
import { SettlerHealth } from './settler-health';
import { watchTreasury } from './treasury-watcher';
import { listUnclaimed } from './unclaimed-transfers';

const h = paymentHarness();
const { demoToken, rootToken, lock, pay, mined, pledge, recharge, deps } = h;
const DEMO_ID = 2;

const pass = () => runPaymentPass(deps());

/** A settler pass while the treasury watcher is down: every block it reads fails, the rest works. */
async function passWithoutWatcher() {
  const chain = createChainClient(h.rpcUrl());
  const broken = {
    ...chain,
    getBlock: ((args: Parameters<typeof chain.getBlock>[0]) =>
      args && 'blockNumber' in args && args.blockNumber !== undefined
        ? Promise.reject(new Error('the watcher is down'))
        : chain.getBlock(args)) as typeof chain.getBlock,
  };
  await runPaymentPass(h.depsWith(broken), new SettlerHealth('watcher-down'));
}

const recordedTransfers = () => h.rowCount('treasury_transfers');
const setting = (key: Parameters<typeof writeSetting>[1], value: string) =>
  writeSetting(h.app().db, key, value, h.app().clock.now());

/** Every member's balance equals the sum of their ledger rows, and only a held account is below 0. */
async function expectLedgerInvariant() {
  const rows = await h.app().db.query<{ id: number; balance: string; held: boolean }>(
    `SELECT m.id::int AS id, COALESCE(SUM(l.amount), 0)::text AS balance, m.held_at IS NOT NULL AS held
     FROM members m LEFT JOIN ledger_entries l ON l.member_id = m.id GROUP BY m.id`,
  );
  for (const row of rows) {
    expect(await balanceOf(h.app().db, row.id)).toBe(BigInt(row.balance));
    if (BigInt(row.balance) < 0n) expect(row.held, `member ${row.id} below zero and not held`).toBe(true);
  }
  const [reversals] = await h.app().db.query<{ bad: number }>(
    `SELECT count(*)::int AS bad FROM ledger_entries r
     WHERE r.kind = 'payment_reversal' AND NOT EXISTS (
       SELECT 1 FROM ledger_entries c WHERE c.claim_id = r.claim_id AND c.amount = -r.amount
         AND c.kind IN ('recharge', 'stake_refund'))`,
  );
  expect(reversals?.bad).toBe(0);
}

async function rechargeRecord(token: string) {
  const { envelope } = await h.flows(token, 'recharge');
  return (envelope.result as { list: Record<string, unknown>[] }).list;
}

/** Signs a payment with anvil's unlocked key without sending it: the hash is known, the node has nothing. */
async function signedButUnsent(from: Address, value: bigint) {
  const chain = h.chain();
  const request = await chain.prepareTransactionRequest({
    account: from,
    to: TREASURY,
    value,
    chain: chain.chain,
  });
  const serialized = await chain.signTransaction({ ...request, account: from, chain: chain.chain });
  return {
    hash: keccak256(serialized),
    send: () => chain.sendRawTransaction({ serializedTransaction: serialized }),
  };
}

describe('a credit that leaves the chain is reversed', () => {
  it('recharge then evm_revert: balance restored, record Failed (reorged), withdrawal of it refused', async () => {
    const demo = await demoToken();
    const before = await balanceOf(h.app().db, DEMO_ID);
    const snapshot = await h.chain().snapshot();
    const hash = await mined(await pay(DEMO, parseEther('21')));
    expect((await recharge(demo, '21', hash)).envelope.result).toMatchObject({
      status: 'Success',
      amount: '21',
    });
    expect(await balanceOf(h.app().db, DEMO_ID)).toBe(before + parseEther('21'));

    await h.chain().revert({ id: snapshot });
    expect(await watchCredits(deps())).toMatchObject({ reversed: 1 });
    expect(await balanceOf(h.app().db, DEMO_ID)).toBe(before);
    expect((await rechargeRecord(demo))[0]).toMatchObject({
      status: 'Failed',
      failure: 'reorged',
      txHash: hash,
    });
    const balanceFlows = await h.flows(demo, 'balance', 1);
    expect(balanceFlows.envelope.result).toMatchObject({
      list: [{ kind: 'paymentReversal', amount: '-21' }],
    });
    await expectLedgerInvariant();
    // Re-posting the hash the chain no longer has answers the failure, not a new wait.
    expect((await recharge(demo, '21', hash)).envelope.result).toMatchObject({
      status: 'Failed',
      failure: 'reorged',
    });
  });

  it('holds the account when the reversed credit was already withdrawn', async () => {
    const demo = await demoToken();
    const snapshot = await h.chain().snapshot();
    const hash = await mined(await pay(DEMO, parseEther('21')));
    await recharge(demo, '21', hash);
    const all = await balanceOf(h.app().db, DEMO_ID);
    const withdrawal = await h.cash(demo, '1271.5');
    expect(withdrawal.envelope.code, withdrawal.envelope.msg).toBe(200);
    expect(all).toBe(parseEther('1271.5'));

    await h.chain().revert({ id: snapshot });
    await watchCredits(deps());
    expect(await balanceOf(h.app().db, DEMO_ID)).toBe(-parseEther('21'));
    const [member] = await h
      .app()
      .db.query<{ held: boolean }>('SELECT held_at IS NOT NULL AS held FROM members WHERE id = $1', [
        DEMO_ID,
      ]);
    expect(member?.held).toBe(true);
    // A held account moves nothing out, even with a credit on top.
    const more = await mined(await pay(DEMO, parseEther('50')));
    await recharge(demo, '50', more);
    const refused = await h.cash(demo, '10');
    expect(refused.envelope).toMatchObject({ code: 423 });
    expect(refused.envelope.msg).toContain('removed from the chain');
    await expectLedgerInvariant();
  });

  it('stake then anvil_reorg: the stake goes back to unpaid, the device is free again', async () => {
    const demo = await demoToken();
    const order = await lock(demo, 'HR-1001');
    const hash = await mined(await pay(DEMO, parseEther('100')));
    expect((await pledge(demo, order.orderId, hash)).envelope.result).toMatchObject({ status: 'success' });
    // Replace the last block with an empty one: the payment is no longer on the chain.
    await h.chain().request({ method: 'anvil_reorg' as never, params: [1, []] as never });
    await watchCredits(deps());
    const orders = await h.orders(demo);
    expect(orders.envelope.result).toMatchObject({ list: [{ status: 'Failed', failure: 'reorged' }] });
    const search = await h.searchDevice(demo, 'HR-1001');
    expect(search.envelope.result).toMatchObject({ status: 'available' });
    await expectLedgerInvariant();
  });

  it('follows a credit until twice the depth, then stops', async () => {
    const demo = await demoToken();
    const hash = await mined(await pay(DEMO, parseEther('12')));
    await recharge(demo, '12', hash);
    expect(await watchCredits(deps())).toMatchObject({ final: 0 });
    await h.chain().mine({ blocks: 1 });
    expect(await watchCredits(deps())).toMatchObject({ final: 1 });
    expect(await watchCredits(deps())).toMatchObject({ final: 0, reversed: 0 });
  });
});

describe('claims belong to the sender', () => {
  it('a hash claimed first by another member is credited to the wallet that sent it', async () => {
    const demo = await demoToken();
    const root = await rootToken();
    const payment = await signedButUnsent(DEMO, parseEther('100'));
    // The squatter reports the sender's hash for their own reservation before the node has it.
    const order = await lock(root, 'HR-1001', ROOT);
    expect((await pledge(root, order.orderId, payment.hash)).envelope.result).toMatchObject({
      status: 'pending',
    });
    // The sender's own report before the node has the transaction is refused and records nothing.
    expect((await recharge(demo, '100', payment.hash)).envelope).toMatchObject({
      code: 422,
      reason: 'txNotFound',
    });
    const before = await balanceOf(h.app().db, DEMO_ID);
    await mined(await payment.send());
    // The squatter's pending claim blocks nobody: the sender claims the same hash.
    expect((await recharge(demo, '100', payment.hash)).envelope.result).toMatchObject({ status: 'Success' });
    await settlePendingPayments(deps());
    expect(await balanceOf(h.app().db, DEMO_ID)).toBe(before + parseEther('100'));
    const orders = await h.orders(root);
    expect(orders.envelope.result).toMatchObject({ list: [{ status: 'Failed', failure: 'wrongSender' }] });
    expect(await rechargeRecord(root)).toEqual([]);
    expect((await rechargeRecord(demo))[0]).toMatchObject({ status: 'Success' });
    await expectLedgerInvariant();
  });

  it('a re-submitted hash answers as recorded; another amount is a mismatch, never Success', async () => {
    const demo = await demoToken();
    const hash = await mined(await pay(DEMO, parseEther('16')));
    await recharge(demo, '16', hash);
    expect((await recharge(demo, '16', hash)).envelope.result).toMatchObject({
      status: 'Success',
      amount: '16',
    });
    expect((await recharge(demo, '300', hash)).envelope).toEqual(
      refusal(422, 'txAmountMismatch', 'This transaction was already reported with 16 BTCW.'),
    );
    expect((await recharge(demo, '1'.repeat(80), hash)).envelope.code).toBe(400);
    const root = await rootToken();
    expect((await recharge(root, '16', hash)).envelope.code).toBe(409);
  });
});

describe('no payment is lost', () => {
  it('a recharge hash the chain does not know is refused, records nothing, and is accepted once it shows', async () => {
    const demo = await demoToken();
    const payment = await signedButUnsent(DEMO, parseEther('17'));
    const refused = await recharge(demo, '17', payment.hash);
    expect(refused.envelope).toMatchObject({ code: 422, reason: 'txNotFound', result: null });
    expect(refused.envelope.msg).toContain('The chain does not show this transaction');
    expect(await rechargeRecord(demo)).toEqual([]);
    expect(await h.rowCount('payment_claims')).toBe(0);
    // Asking again while the node still has nothing changes nothing (the app polls its wallet's hash).
    expect((await recharge(demo, '17', payment.hash)).envelope.code).toBe(422);
    await mined(await payment.send());
    expect((await recharge(demo, '17', payment.hash)).envelope.result).toMatchObject({ status: 'Success' });
  });

  it('a refused recharge that shows up late is offered to claim and credited, once', async () => {
    const demo = await demoToken();
    const payment = await signedButUnsent(DEMO, parseEther('16'));
    expect((await recharge(demo, '16', payment.hash)).envelope.code).toBe(422);
    const before = await balanceOf(h.app().db, DEMO_ID);
    h.app().clock.advance(NOT_FOUND_GIVE_UP_MS);
    await mined(await payment.send());
    await pass();
    h.app().clock.advance(10 * 60_000);
    await pass();
    const list = await h.post('product/unclaimedTransfers', {}, { token: demo });
    expect(list.envelope.result).toMatchObject({ list: [{ txHash: payment.hash, amount: '16' }] });
    const claim = await h.post('product/claimTransfer', { txHash: payment.hash }, { token: demo });
    expect(claim.envelope.result).toEqual({ purpose: 'recharge', status: 'success' });
    expect((await rechargeRecord(demo))[0]).toMatchObject({ status: 'Success', txHash: payment.hash });
    expect(await balanceOf(h.app().db, DEMO_ID)).toBe(before + parseEther('16'));
    // The app's late report of the same hash answers that recharge and credits nothing more.
    expect((await recharge(demo, '16', payment.hash)).envelope.result).toMatchObject({ status: 'Success' });
    expect(await balanceOf(h.app().db, DEMO_ID)).toBe(before + parseEther('16'));
    await expectLedgerInvariant();
  });

  it('with auto-credit on, a refused recharge that shows up late is credited by itself', async () => {
    await setting('auto_credit_unclaimed', '1');
    const demo = await demoToken();
    const payment = await signedButUnsent(DEMO, parseEther('18'));
    expect((await recharge(demo, '18', payment.hash)).envelope.code).toBe(422);
    const before = await balanceOf(h.app().db, DEMO_ID);
    await mined(await payment.send());
    await pass();
    h.app().clock.advance(10 * 60_000);
    await pass();
    expect(await balanceOf(h.app().db, DEMO_ID)).toBe(before + parseEther('18'));
    expect((await rechargeRecord(demo))[0]).toMatchObject({ status: 'Success', txHash: payment.hash });
  });

  it('a stake payment mined after the give-up time is staked when the watcher sees it', async () => {
    const demo = await demoToken();
    const order = await lock(demo, 'HR-1001');
    const payment = await signedButUnsent(DEMO, parseEther('100'));
    expect((await pledge(demo, order.orderId, payment.hash)).envelope.result).toMatchObject({
      status: 'pending',
    });
    h.app().clock.advance(NOT_FOUND_GIVE_UP_MS);
    await pass();
    expect((await pledge(demo, order.orderId, payment.hash)).envelope.result).toMatchObject({
      status: 'failed',
      failure: 'notFound',
    });
    await mined(await payment.send());
    await pass();
    const orders = await h.orders(demo);
    expect(orders.envelope.result).toMatchObject({ list: [{ status: 'Staking', txHash: payment.hash }] });
  });

  it('a stake payment mined after the give-up time is staked while the treasury watcher is down', async () => {
    const demo = await demoToken();
    const order = await lock(demo, 'HR-1001');
    const payment = await signedButUnsent(DEMO, parseEther('100'));
    expect((await pledge(demo, order.orderId, payment.hash)).envelope.result).toMatchObject({
      status: 'pending',
    });
    h.app().clock.advance(61 * 60_000);
    await passWithoutWatcher();
    expect((await pledge(demo, order.orderId, payment.hash)).envelope.result).toMatchObject({
      status: 'failed',
      failure: 'notFound',
    });
    await mined(await payment.send());
    h.app().clock.advance(60_000);
    await passWithoutWatcher();
    const orders = await h.orders(demo);
    expect(orders.envelope.result).toMatchObject({ list: [{ status: 'Staking', txHash: payment.hash }] });
    expect(await recordedTransfers()).toBe(0);
  });

  it('a recharge dropped from the pool, given up, then mined is credited while the watcher is down', async () => {
    const demo = await demoToken();
    const before = await balanceOf(h.app().db, DEMO_ID);
    await h.chain().setAutomine(false);
    const payment = await signedButUnsent(DEMO, parseEther('19'));
    await payment.send();
    expect((await recharge(demo, '19', payment.hash)).envelope.result).toMatchObject({ status: 'Auditing' });
    await h.chain().dropTransaction({ hash: payment.hash });
    h.app().clock.advance(61 * 60_000);
    await passWithoutWatcher();
    expect((await rechargeRecord(demo))[0]).toMatchObject({ status: 'Failed', failure: 'notFound' });

    await h.chain().setAutomine(true);
    await mined(await payment.send());
    h.app().clock.advance(60_000);
    await passWithoutWatcher();
    expect((await rechargeRecord(demo))[0]).toMatchObject({ status: 'Success', txHash: payment.hash });
    expect(await balanceOf(h.app().db, DEMO_ID)).toBe(before + parseEther('19'));
    expect(await recordedTransfers()).toBe(0);
    await expectLedgerInvariant();
  });

  it('a credit a reorg removed is credited again when the payment is mined again, watcher down', async () => {
    const demo = await demoToken();
    const before = await balanceOf(h.app().db, DEMO_ID);
    const payment = await signedButUnsent(DEMO, parseEther('23'));
    const snapshot = await h.chain().snapshot();
    await mined(await payment.send());
    expect((await recharge(demo, '23', payment.hash)).envelope.result).toMatchObject({ status: 'Success' });
    await h.chain().revert({ id: snapshot });
    await passWithoutWatcher();
    expect(await balanceOf(h.app().db, DEMO_ID)).toBe(before);
    expect((await rechargeRecord(demo))[0]).toMatchObject({ status: 'Failed', failure: 'reorged' });

    await mined(await payment.send());
    h.app().clock.advance(60_000);
    await passWithoutWatcher();
    expect(await balanceOf(h.app().db, DEMO_ID)).toBe(before + parseEther('23'));
    expect((await rechargeRecord(demo))[0]).toMatchObject({ status: 'Success' });
    expect(await h.ledgerRows('recharge')).toBe(2);
    expect(await h.ledgerRows('payment_reversal')).toBe(1);
    await expectLedgerInvariant();
  });

  it('a hash the chain never shows is asked about less and less often, then no more', async () => {
    const demo = await demoToken();
    const order = await lock(demo, 'HR-1001');
    const madeUp = `0x${'e'.repeat(64)}`;
    await pledge(demo, order.orderId, madeUp);
    h.app().clock.advance(61 * 60_000);
    await settlePendingPayments(deps());
    const lookups: string[] = [];
    const chain = createChainClient(h.rpcUrl());
    const counting = {
      ...chain,
      getTransaction: ((args: Parameters<typeof chain.getTransaction>[0]) => {
        lookups.push(h.app().clock.now().toISOString());
        return chain.getTransaction(args);
      }) as typeof chain.getTransaction,
    };
    // 31 days of settler passes, one every 10 minutes.
    for (let minute = 0; minute < 31 * 24 * 60; minute += 10) {
      h.app().clock.advance(10 * 60_000);
      await settlePendingPayments(h.depsWith(counting));
    }
    expect(lookups.length).toBeGreaterThan(30);
    expect(lookups.length).toBeLessThanOrEqual(45);
    const [claim] = await h
      .app()
      .db.query<{ recheck_at: Date | null }>('SELECT recheck_at FROM payment_claims WHERE tx_hash = $1', [
        madeUp,
      ]);
    expect(claim?.recheck_at).toBeNull();
  }, 120_000);

  it('an unreachable node changes nothing about a failed claim: it is asked about again later', async () => {
    const demo = await demoToken();
    const order = await lock(demo, 'HR-1001');
    const madeUp = `0x${'d'.repeat(64)}`;
    await pledge(demo, order.orderId, madeUp);
    h.app().clock.advance(61 * 60_000);
    await settlePendingPayments(deps());
    const recheckAt = async () =>
      (
        await h
          .app()
          .db.query<{ recheck_at: Date }>('SELECT recheck_at FROM payment_claims WHERE tx_hash = $1', [
            madeUp,
          ])
      )[0]?.recheck_at;
    const due = await recheckAt();
    h.app().clock.advance(60_000);
    const chain = createChainClient(h.rpcUrl());
    const down = {
      ...chain,
      getTransaction: (() => Promise.reject(new Error('fetch failed'))) as typeof chain.getTransaction,
    };
    await expect(settlePendingPayments(h.depsWith(down))).resolves.toMatchObject({ decided: 0 });
    expect(await recheckAt()).toEqual(due);
  });

  it('an unclaimed transfer from a member wallet is offered to claim and listed for the operator', async () => {
    const demo = await demoToken();
    const hash = await mined(await pay(DEMO, parseEther('33')));
    const stranger = await mined(await pay(UNREGISTERED_ACCOUNTS[1] as Address, parseEther('5')));
    await pass();
    const list = () => h.post('product/unclaimedTransfers', {}, { token: demo });
    expect((await list()).envelope.result).toEqual({ list: [] });
    h.app().clock.advance(10 * 60_000);
    await pass();
    expect((await list()).envelope.result).toMatchObject({ list: [{ txHash: hash, amount: '33' }] });
    const operator = await listUnclaimed(h.app().db, h.app().clock.now());
    expect(operator.map((row) => row.txHash).sort()).toEqual([hash, stranger].sort());

    const before = await balanceOf(h.app().db, DEMO_ID);
    const claim = await h.post('product/claimTransfer', { txHash: hash }, { token: demo });
    expect(claim.envelope.result).toEqual({ purpose: 'recharge', status: 'success' });
    expect(await balanceOf(h.app().db, DEMO_ID)).toBe(before + parseEther('33'));
    expect((await list()).envelope.result).toEqual({ list: [] });
    expect((await h.post('product/claimTransfer', { txHash: hash }, { token: demo })).envelope.code).toBe(
      404,
    );
  });

  it('with auto-credit on, an unclaimed transfer is credited after the grace period', async () => {
    await setting('auto_credit_unclaimed', '1');
    const before = await balanceOf(h.app().db, DEMO_ID);
    await mined(await pay(DEMO, parseEther('40')));
    await pass();
    expect(await balanceOf(h.app().db, DEMO_ID)).toBe(before);
    h.app().clock.advance(10 * 60_000);
    await pass();
    expect(await balanceOf(h.app().db, DEMO_ID)).toBe(before + parseEther('40'));
    await expectLedgerInvariant();
  });

  it('a stake payment made before its pledge claim stakes, never swallowed as a recharge', async () => {
    await setting('auto_credit_unclaimed', '1');
    const demo = await demoToken();
    const order = await lock(demo, 'HR-1001');
    const before = await balanceOf(h.app().db, DEMO_ID);
    const hash = await mined(await pay(DEMO, parseEther('100')));
    await pass();
    h.app().clock.advance(10 * 60_000);
    await pass();
    expect(await balanceOf(h.app().db, DEMO_ID)).toBe(before);
    const orders = await h.orders(demo);
    expect(orders.envelope.result).toMatchObject({ list: [{ status: 'Staking', txHash: hash }] });
    // The app's late report of the same hash answers the stake.
    expect((await pledge(demo, order.orderId, hash)).envelope.result).toMatchObject({ status: 'success' });
  });
});

describe('finality', () => {
  it('counts at the operator depth: Confirming 1/3 → 2/3 → Success', async () => {
    await setting('confirmations', '3');
    const demo = await demoToken();
    await h.chain().setAutomine(false);
    const hash = await pay(DEMO, parseEther('10'));
    expect((await recharge(demo, '10', hash)).envelope.result).toMatchObject({ status: 'Auditing' });
    await h.chain().mine({ blocks: 1 });
    expect((await recharge(demo, '10', hash)).envelope.result).toMatchObject({
      status: 'Auditing',
      confirmations: { current: 1, required: 3 },
    });
    expect((await rechargeRecord(demo))[0]).toMatchObject({ confirmations: { current: 1, required: 3 } });
    await h.chain().mine({ blocks: 1 });
    await settlePendingPayments(deps());
    expect((await rechargeRecord(demo))[0]).toMatchObject({
      status: 'Auditing',
      confirmations: { current: 2, required: 3 },
    });
    const before = await balanceOf(h.app().db, DEMO_ID);
    await h.chain().mine({ blocks: 1 });
    await settlePendingPayments(deps());
    expect((await rechargeRecord(demo))[0]).toMatchObject({ status: 'Success' });
    expect(await balanceOf(h.app().db, DEMO_ID)).toBe(before + parseEther('10'));
  });
});

describe('fair settling and reservations', () => {
  const madeUp = (n: number) => `0x${n.toString(16).padStart(64, 'f')}`;

  it('refuses claims beyond the per-member cap with a translated message', async () => {
    const demo = await demoToken();
    await h.chain().setAutomine(false);
    for (let n = 0; n < 10; n += 1) {
      const hash = await pay(DEMO, parseEther('10'));
      expect((await recharge(demo, '10', hash)).envelope.result).toMatchObject({ status: 'Auditing' });
    }
    const refused = await h.post(
      'product/bTCWRecharge',
      { amount: '10', txHash: await pay(DEMO, parseEther('10')) },
      { token: demo, language: 'vi' },
    );
    expect(refused.envelope).toMatchObject({ code: 422, reason: 'tooManyPendingClaims' });
    expect(refused.envelope.msg).toContain('10');
  });

  it('250 made-up claims of one member do not delay another member’s valid claim beyond one pass', async () => {
    await setting('max_pending_claims', '300');
    const demo = await demoToken();
    const root = await rootToken();
    // Made-up hashes are refused as recharges; reported for a reservation they stay pending.
    const order = await lock(demo, 'HR-1001');
    for (let batch = 0; batch < 250; batch += 25)
      await Promise.all(Array.from({ length: 25 }, (_, i) => pledge(demo, order.orderId, madeUp(batch + i))));
    await h.chain().setAutomine(false);
    const hash = await pay(ROOT, parseEther('12'));
    expect((await recharge(root, '12', hash)).envelope.result).toMatchObject({ status: 'Auditing' });
    await h.chain().mine({ blocks: 1 });
    const result = await settlePendingPayments(deps());
    expect(result.decided).toBe(1);
    expect((await rechargeRecord(root))[0]).toMatchObject({ status: 'Success' });
  }, 60_000);

  it('caps reserved devices per member', async () => {
    const demo = await demoToken();
    for (const id of ['HR-1001', 'HR-1002', 'HR-1006']) await lock(demo, id);
    const { envelope } = await h.post(
      'product/lockDevice',
      { deviceId: await h.deviceId(demo, 'HR-1007'), from: DEMO },
      { token: demo },
    );
    expect(envelope).toMatchObject({
      code: 422,
      msg: 'You can reserve at most 3 devices at a time. Pay for or cancel a reserved device first.',
    });
  });

  it('a reservation paid with a hash the chain does not know is released at its own expiry', async () => {
    const demo = await demoToken();
    const root = await rootToken();
    const order = await lock(demo, 'HR-1001');
    expect((await pledge(demo, order.orderId, madeUp(1))).envelope.result).toMatchObject({
      status: 'pending',
    });
    h.app().clock.advance(14 * 60_000);
    await settlePendingPayments(deps());
    const held = await h.searchDevice(root, 'HR-1001');
    expect(held.envelope.result).toMatchObject({ status: 'locked' });
    h.app().clock.advance(2 * 60_000);
    await settlePendingPayments(deps());
    const free = await h.searchDevice(root, 'HR-1001');
    expect(free.envelope.result).toMatchObject({ status: 'available' });
    // The member still sees the report, waiting for the chain.
    const orders = await h.orders(demo);
    expect(orders.envelope.result).toMatchObject({ list: [{ status: 'Auditing' }] });
  });
});

describe('the treasury watcher', () => {
  const transfers = () =>
    h
      .app()
      .db.query<{ tx_hash: string; status: string }>(
        'SELECT tx_hash, status FROM treasury_transfers ORDER BY tx_hash',
      );

  it('resumes from the last block it stored and notices a reorg by block hash', async () => {
    const first = await mined(await pay(DEMO, parseEther('11')));
    const counted: bigint[] = [];
    const chain = createChainClient(h.rpcUrl());
    const reading = {
      ...chain,
      getBlock: ((args: Parameters<typeof chain.getBlock>[0]) => {
        if (args && 'blockNumber' in args && args.blockNumber !== undefined) counted.push(args.blockNumber);
        return chain.getBlock(args);
      }) as typeof chain.getBlock,
    };
    const deps = h.depsWith(reading);
    await watchTreasury(deps);
    expect(await transfers()).toEqual([{ tx_hash: first, status: 'onChain' }]);
    const head = await h.chain().getBlockNumber();

    // A restart (new deps, same database) reads on from the stored tip, not from the start.
    const snapshot = await h.chain().snapshot();
    const second = await mined(await pay(ROOT, parseEther('12')));
    counted.length = 0;
    await watchTreasury({ ...deps });
    expect(counted.every((number) => number >= head)).toBe(true);
    expect((await transfers()).map((row) => row.tx_hash).sort()).toEqual([first, second].sort());

    // The block holding the second payment is replaced: its transfer is marked removed.
    await h.chain().revert({ id: snapshot });
    await h.chain().mine({ blocks: 2 });
    await watchTreasury(deps);
    const rows = Object.fromEntries((await transfers()).map((row) => [row.tx_hash, row.status]));
    expect(rows).toEqual({ [first]: 'onChain', [second]: 'removed' });
  });
});
