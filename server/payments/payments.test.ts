import { describe, expect, it } from 'vitest';
import { parseEther, type Address } from 'viem';
import type { PaymentChainReader } from '../chain/verify-payment';
import { balanceOf } from '../ledger/ledger';
import { UNREGISTERED_ACCOUNTS } from '../seed-accounts';
import { refusal } from '../test-support/shared-test-app';
import { DEMO, paymentHarness, ROOT, TREASURY } from '../test-support/payment-harness';
import { NOT_FOUND_GIVE_UP_MS } from './claims';
import { reportStakePayment } from './payments';
import { settlePendingPayments } from './settler';

const DAY = 86_400_000;
const OTHER = UNREGISTERED_ACCOUNTS[0] as Address;

const h = paymentHarness();
const { demoToken, rootToken, deviceId, lock, pay, mined, pledge, recharge, deps, ledgerRows } = h;

describe('searchDevice', () => {
  it('finds a device case-insensitively with its spec fields', async () => {
    const token = await demoToken();
    const { envelope } = await h.searchDevice(token, '  hr-1003 ');
    expect(envelope).toMatchObject({
      code: 200,
      result: {
        hashrateId: 'HR-1003',
        stakeAmount: '250.5',
        stakeDays: 60,
        dailyOutput: '7.25',
        status: 'available',
      },
    });
  });

  it.each([
    ['empty', '', 400, 'Please enter the hashrate ID'],
    ['spaces only', '    ', 400, 'Please enter the hashrate ID'],
    ['200 characters', 'A'.repeat(200), 400, 'The hashrate ID is too long.'],
    ['odd characters', 'HR 1001;', 400, 'The hashrate ID may contain only letters, digits, - and _.'],
    ['unknown', 'HR-9999', 404, 'No device has this hashrate ID.'],
  ])('refuses %s', async (_name, hashrateId, code, msg) => {
    const { envelope } = await h.post('product/searchDevice', { hashrateId }, { token: await demoToken() });
    expect(envelope).toMatchObject({ code, msg, result: null });
  });
});

describe('lock and cancel', () => {
  it('reserves a device, refuses others, and releases it on cancel', async () => {
    const demo = await demoToken();
    const root = await rootToken();
    const order = await lock(demo, 'HR-1001');
    expect(order).toMatchObject({ amount: '100', treasuryAddress: TREASURY });

    const search = await h.searchDevice(root, 'HR-1001');
    expect(search.envelope.result).toMatchObject({ status: 'locked' });
    const other = await h.post(
      'product/lockDevice',
      { deviceId: order.orderId, from: ROOT },
      { token: root },
    );
    expect(other.envelope).toMatchObject({
      code: 409,
      msg: 'This device is reserved by another member. Please try again later.',
    });

    expect((await h.cancel(root, order.orderId)).envelope.code).toBe(404);
    expect((await h.cancel(demo, order.orderId)).envelope.code).toBe(200);
    expect((await h.cancel(demo, order.orderId)).envelope.code).toBe(200);
    await lock(root, 'HR-1001', ROOT);
  });

  it('refuses a paying wallet other than the member', async () => {
    const demo = await demoToken();
    const { envelope } = await h.post(
      'product/lockDevice',
      { deviceId: await deviceId(demo, 'HR-1001'), from: ROOT },
      { token: demo },
    );
    expect(envelope).toMatchObject({
      code: 422,
      msg: 'The paying wallet must be the wallet you logged in with.',
    });
  });

  it('lets a lock expire', async () => {
    const demo = await demoToken();
    const root = await rootToken();
    await lock(demo, 'HR-1001');
    h.app().clock.advance(16 * 60_000);
    await lock(root, 'HR-1001', ROOT);
  });
});

describe('stake payment', () => {
  it('stakes with the exact payment, once, and shows it everywhere', async () => {
    const demo = await demoToken();
    const order = await lock(demo, 'HR-1001');
    const hash = await mined(await pay(DEMO, parseEther('100')));
    expect((await pledge(demo, order.orderId, hash)).envelope).toMatchObject({
      code: 200,
      result: { status: 'success' },
    });
    expect(
      (await pledge(demo, order.orderId, hash.toUpperCase().replace('0X', '0x'))).envelope.result,
    ).toEqual({
      status: 'success',
    });

    const search = await h.searchDevice(demo, 'HR-1001');
    expect(search.envelope.result).toMatchObject({ status: 'staked' });
    const again = await h.post(
      'product/lockDevice',
      { deviceId: order.orderId, from: DEMO },
      { token: demo },
    );
    expect(again.envelope).toMatchObject({ code: 409, msg: 'This device has already been staked.' });
    const cancel = await h.cancel(demo, order.orderId);
    expect(cancel.envelope.code).toBe(409);

    const orders = await h.orders(demo);
    expect(orders.envelope.result).toMatchObject({
      total: 1,
      list: [
        {
          hashrateId: 'HR-1001',
          stakeAmount: '100',
          status: 'Staking',
          txHash: hash,
          remainingDays: 30,
          earned: '0',
        },
      ],
    });
    const info = await h.assetInfo(demo);
    expect(info.envelope.result).toMatchObject({ deviceCount: 1, totalStaked: '100', balance: '1250.5' });
  });

  it('credits one stake for 20 parallel submits of one hash', async () => {
    const demo = await demoToken();
    const order = await lock(demo, 'HR-1001');
    const hash = await mined(await pay(DEMO, parseEther('100')));
    const answers = await Promise.all(Array.from({ length: 20 }, () => pledge(demo, order.orderId, hash)));
    expect(answers.map((a) => a.envelope.result)).toEqual(Array(20).fill({ status: 'success' }));
    expect(await h.rowCount('payment_claims', "status = 'credited'")).toBe(1);
    expect(await ledgerRows('stake_refund')).toBe(0);
  });

  it('keeps a pending transaction Auditing and settles it when mined', async () => {
    const demo = await demoToken();
    const order = await lock(demo, 'HR-1001');
    await h.chain().setAutomine(false);
    const hash = await pay(DEMO, parseEther('100'));
    expect((await pledge(demo, order.orderId, hash)).envelope.result).toEqual({ status: 'pending' });
    const orders = await h.orders(demo);
    expect(orders.envelope.result).toMatchObject({ list: [{ status: 'Auditing' }] });
    expect((await h.cancel(demo, order.orderId)).envelope.code).toBe(409);
    await h.chain().mine({ blocks: 1 });
    await settlePendingPayments(deps());
    expect((await pledge(demo, order.orderId, hash)).envelope.result).toEqual({ status: 'success' });
  });

  it('never rejects for an RPC failure: Auditing, then the settler credits', async () => {
    const demo = await demoToken();
    const order = await lock(demo, 'HR-1001');
    const hash = await mined(await pay(DEMO, parseEther('100')));
    const down: PaymentChainReader = {
      getTransaction: () => Promise.reject(new Error('ECONNREFUSED')),
      getTransactionReceipt: () => Promise.reject(new Error('ECONNREFUSED')),
      getBlockNumber: () => Promise.reject(new Error('ECONNREFUSED')),
      getBlock: () => Promise.reject(new Error('ECONNREFUSED')),
    };
    const member = (
      await h.app().db.query<{ id: number }>('SELECT id::int AS id FROM members WHERE id = 2')
    )[0];
    expect(await reportStakePayment(h.depsWith(down), member?.id ?? 0, order.orderId, hash)).toMatchObject({
      status: 'pending',
    });
    await settlePendingPayments(deps());
    expect((await pledge(demo, order.orderId, hash)).envelope.result).toEqual({ status: 'success' });
  });

  it('settles with the new hash after a replacement and rejects the dropped one later', async () => {
    const demo = await demoToken();
    const order = await lock(demo, 'HR-1001');
    await h.chain().setAutomine(false);
    const nonce = await h.chain().getTransactionCount({ address: DEMO, blockTag: 'pending' });
    const first = await h.chain().sendTransaction({
      account: DEMO,
      to: TREASURY,
      value: parseEther('100'),
      nonce,
      maxFeePerGas: 2_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
      chain: h.chain().chain,
    });
    expect((await pledge(demo, order.orderId, first)).envelope.result).toEqual({ status: 'pending' });
    const second = await h.chain().sendTransaction({
      account: DEMO,
      to: TREASURY,
      value: parseEther('100'),
      nonce,
      maxFeePerGas: 4_000_000_000n,
      maxPriorityFeePerGas: 3_000_000_000n,
      chain: h.chain().chain,
    });
    expect(second).not.toBe(first);
    expect((await pledge(demo, order.orderId, second)).envelope.result).toEqual({ status: 'pending' });
    await h.chain().mine({ blocks: 1 });
    expect((await pledge(demo, order.orderId, second)).envelope.result).toEqual({ status: 'success' });
    h.app().clock.advance(NOT_FOUND_GIVE_UP_MS);
    await settlePendingPayments(deps());
    const claims = await h
      .app()
      .db.query<{ tx_hash: string; status: string }>('SELECT tx_hash, status FROM payment_claims');
    expect(Object.fromEntries(claims.map((c) => [c.tx_hash, c.status]))).toEqual({
      [first]: 'rejected',
      [second]: 'credited',
    });
    expect((await pledge(demo, order.orderId, second)).envelope.result).toEqual({ status: 'success' });
  });

  it('credits a late payment to the balance when the device was taken meanwhile', async () => {
    const demo = await demoToken();
    const root = await rootToken();
    const order = await lock(demo, 'HR-1001');
    h.app().clock.advance(16 * 60_000);
    await lock(root, 'HR-1001', ROOT);
    const hash = await mined(await pay(DEMO, parseEther('100')));
    expect((await pledge(demo, order.orderId, hash)).envelope.result).toEqual({ status: 'failed' });
    expect(await balanceOf(h.app().db, 2)).toBe(parseEther('1350.5'));
    const flows = await h.flows(demo, 'balance');
    expect(flows.envelope.result).toMatchObject({ total: 2 });
    expect((flows.envelope.result as { list: unknown[] }).list[0]).toMatchObject({
      amount: '100',
      kind: 'recharge',
      title: 'stakeRefund',
      txHash: hash,
    });
  });

  it('revives a lapsed lock paid late when the device is still free', async () => {
    const demo = await demoToken();
    const order = await lock(demo, 'HR-1001');
    h.app().clock.advance(16 * 60_000);
    await settlePendingPayments(deps());
    const hash = await mined(await pay(DEMO, parseEther('100')));
    expect((await pledge(demo, order.orderId, hash)).envelope.result).toEqual({ status: 'success' });
  });

  describe('bad hashes (nothing recorded, nothing credited)', () => {
    async function expectRefused(txHash: string, code: number, msg: string) {
      const demo = await demoToken();
      const order = await lock(demo, 'HR-1002');
      const { envelope } = await pledge(demo, order.orderId, txHash);
      expect(envelope).toMatchObject({ code, msg, result: null });
      expect(await h.rowCount('payment_claims')).toBe(0);
      return order;
    }
    const bad = 'Invalid transaction hash: 0x followed by 64 hexadecimal characters.';

    it.each([
      ['0x', bad],
      [`0x${'a'.repeat(63)}`, bad],
      [`0x${'a'.repeat(65)}`, bad],
      ['a'.repeat(64), bad],
      [`0x${'g'.repeat(64)}`, bad],
    ])('format %s', async (hash, msg) => {
      await expectRefused(hash, 400, msg);
    });

    it('empty', async () => {
      await expectRefused('', 400, 'Please enter the Hash');
    });

    it('a block hash', async () => {
      const block = await h.chain().getBlock();
      await expectRefused(block.hash, 422, 'This is a block hash, not a transaction hash.');
    });

    it('a transfer to another address', async () => {
      const hash = await mined(await pay(DEMO, parseEther('100'), OTHER));
      await expectRefused(hash, 422, 'This transaction was not sent to the platform address.');
    });

    it('a payment from another wallet', async () => {
      const hash = await mined(await pay(ROOT, parseEther('100')));
      await expectRefused(hash, 422, 'This transaction was not sent from your wallet.');
    });

    it('a different value', async () => {
      const hash = await mined(await pay(DEMO, parseEther('99.999999999999999999')));
      await expectRefused(hash, 422, 'The transaction amount does not match.');
    });

    it('a payment made before the lock', async () => {
      const hash = await mined(await pay(DEMO, parseEther('100')));
      await expectRefused(hash, 422, 'This transaction was made before the stake was reserved.');
    });

    it('a reverted transaction', async () => {
      const demo = await demoToken();
      const order = await lock(demo, 'HR-1002');
      await h.chain().setCode({ address: TREASURY, bytecode: '0x60006000fd' });
      const hash = await h.chain().sendTransaction({
        account: DEMO,
        to: TREASURY,
        value: parseEther('100'),
        gas: 100_000n,
        chain: h.chain().chain,
      });
      await h.chain().waitForTransactionReceipt({ hash });
      await h.chain().setCode({ address: TREASURY, bytecode: '0x' });
      const { envelope } = await pledge(demo, order.orderId, hash);
      expect(envelope).toMatchObject({ code: 422, msg: 'This transaction failed on chain.', result: null });
    });

    it('a hash already used for a pledge submitted as a recharge, and for another order', async () => {
      const demo = await demoToken();
      const order = await lock(demo, 'HR-1001');
      const hash = await mined(await pay(DEMO, parseEther('100')));
      expect((await pledge(demo, order.orderId, hash)).envelope.code).toBe(200);
      expect((await recharge(demo, '100', hash)).envelope).toEqual(
        refusal(409, 'txHashUsed', 'This transaction hash has already been used.'),
      );
      const other = await lock(demo, 'HR-1002');
      expect((await pledge(demo, other.orderId, hash)).envelope.code).toBe(409);
      expect(await ledgerRows('recharge')).toBe(0);
    });

    it('an unknown hash stays Auditing and fails after the give-up time', async () => {
      const demo = await demoToken();
      const order = await lock(demo, 'HR-1002');
      const hash = `0x${'ab'.repeat(32)}`;
      expect((await pledge(demo, order.orderId, hash)).envelope.result).toEqual({ status: 'pending' });
      h.app().clock.advance(NOT_FOUND_GIVE_UP_MS);
      await settlePendingPayments(deps());
      expect((await pledge(demo, order.orderId, hash)).envelope.result).toEqual({
        status: 'failed',
        failure: 'notFound',
      });
      const search = await h.searchDevice(demo, 'HR-1002');
      expect(search.envelope.result).toMatchObject({ status: 'available' });
    });
  });
});

describe('recharge', () => {
  it('credits the exact on-chain value once; re-posting answers the same recharge', async () => {
    const demo = await demoToken();
    const hash = await mined(await pay(DEMO, parseEther('12.5')));
    const first = await recharge(demo, '12.5', hash, DEMO);
    expect(first.envelope).toMatchObject({ code: 200, result: { status: 'Success' } });
    const again = await recharge(demo, '12.5', hash);
    expect(again.envelope.result).toEqual(first.envelope.result);
    expect(await balanceOf(h.app().db, 2)).toBe(parseEther('1263'));
    const root = await rootToken();
    expect((await recharge(root, '12.5', hash)).envelope.code).toBe(409);
    const flows = await h.flows(demo, 'recharge');
    expect(flows.envelope.result).toMatchObject({
      total: 1,
      list: [{ amount: '12.5', status: 'Success', txHash: hash }],
    });
  });

  it('credits once for 20 parallel submits', async () => {
    const demo = await demoToken();
    const hash = await mined(await pay(DEMO, parseEther('20')));
    const answers = await Promise.all(Array.from({ length: 20 }, () => recharge(demo, '20', hash)));
    expect(new Set(answers.map((a) => JSON.stringify(a.envelope.result))).size).toBe(1);
    expect(answers.every((a) => a.envelope.code === 200)).toBe(true);
    expect(await ledgerRows('recharge')).toBe(1);
    expect(await balanceOf(h.app().db, 2)).toBe(parseEther('1270.5'));
  });

  it('refuses bad recharges with their message, crediting nothing', async () => {
    const demo = await demoToken();
    const hash = await mined(await pay(DEMO, parseEther('15')));
    const fromRoot = await mined(await pay(ROOT, parseEther('15')));
    const elsewhere = await mined(await pay(DEMO, parseEther('15'), OTHER));
    const cases: [string, string, string | undefined, number, string][] = [
      ['5', hash, undefined, 422, 'Minimum Amount: 10'],
      ['16', hash, undefined, 422, 'The transaction amount does not match.'],
      ['15', fromRoot, undefined, 422, 'This transaction was not sent from your wallet.'],
      ['15', elsewhere, undefined, 422, 'This transaction was not sent to the platform address.'],
      ['15', hash, ROOT, 422, 'The paying wallet must be the wallet you logged in with.'],
      ['0', hash, undefined, 400, 'Invalid amount.'],
      ['-1', hash, undefined, 400, 'Invalid amount.'],
      ['1e3', hash, undefined, 400, 'Invalid amount.'],
      ['15', '0x1234', undefined, 400, 'Invalid transaction hash: 0x followed by 64 hexadecimal characters.'],
      [
        '15',
        `0x${'ab'.repeat(32)}`,
        undefined,
        422,
        "The chain does not show this transaction. Check the hash in your wallet's history; if you just sent it, wait a minute and try again.",
      ],
    ];
    for (const [amount, txHash, from, code, msg] of cases) {
      const { envelope } = await recharge(demo, amount, txHash, from);
      expect(envelope, `${amount} ${txHash}`).toMatchObject({ code, msg, result: null });
    }
    expect(await ledgerRows('recharge')).toBe(0);
    expect(await h.rowCount('recharges')).toBe(0);
    expect((await recharge(demo, '15', hash)).envelope.result).toMatchObject({ status: 'Success' });
  });

  it('keeps a pending recharge Auditing until mined', async () => {
    const demo = await demoToken();
    await h.chain().setAutomine(false);
    const hash = await pay(DEMO, parseEther('10'));
    expect((await recharge(demo, '10', hash)).envelope.result).toMatchObject({ status: 'Auditing' });
    await h.chain().mine({ blocks: 1 });
    await settlePendingPayments(deps());
    const flows = await h.flows(demo, 'recharge');
    expect(flows.envelope.result).toMatchObject({ list: [{ status: 'Success' }] });
  });
});

describe('earnings', () => {
  it('produces daily, releases linearly, and moves released earnings to the balance once', async () => {
    const demo = await demoToken();
    const order = await lock(demo, 'HR-1001');
    const hash = await mined(await pay(DEMO, parseEther('100')));
    await pledge(demo, order.orderId, hash);
    expect((await h.post('asset/releaseEarnings', {}, { token: demo })).envelope).toMatchObject({
      code: 422,
      msg: 'There are no released earnings to move to the balance.',
    });

    h.app().clock.advance(3 * DAY + 1000);
    // Days 1..3 produced 5 each (15); day 1 released 2/10, day 2 1/10 → 1.5 released.
    const info = await h.assetInfo(demo);
    expect(info.envelope.result).toMatchObject({
      stakeEarnings: '15',
      releasedEarnings: '1.5',
      unreleasedEarnings: '13.5',
      todayOutput: '5',
      creditedAmount: '0',
    });
    const released = await Promise.all([
      h.post('asset/releaseEarnings', {}, { token: demo }),
      h.post('asset/releaseEarnings', {}, { token: demo }),
    ]);
    expect(released.map((r) => r.envelope.code).sort()).toEqual([200, 422]);
    expect(await balanceOf(h.app().db, 2)).toBe(parseEther('1252'));
    const after = await h.assetInfo(demo);
    expect(after.envelope.result).toMatchObject({ releasedEarnings: '0', creditedAmount: '1.5' });

    const income = await h.flows(demo, 'income', 2);
    expect(income.envelope.result).toMatchObject({
      total: 3,
      list: [{ kind: 'stakeEarnings', amount: '5', title: 'HR-1001' }, {}],
    });

    h.app().clock.advance(40 * DAY);
    const later = await demoToken();
    const ended = await h.orders(later);
    expect(ended.envelope.result).toMatchObject({
      list: [{ status: 'End', remainingDays: 0, earned: '150' }],
    });
    const end = await h.assetInfo(later);
    expect(end.envelope.result).toMatchObject({ deviceCount: 0, todayOutput: '0', unreleasedEarnings: '0' });
  });
});
