import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assetCash } from '@/lib/api/endpoints/asset-cash';
import { assetCashRecord } from '@/lib/api/endpoints/asset-cash-record';
import { financialEndFinancialList } from '@/lib/api/endpoints/financial-end-financial-list';
import { financialFinancialList } from '@/lib/api/endpoints/financial-financial-list';
import { financialFinancialProduct } from '@/lib/api/endpoints/financial-financial-product';
import { memberUserInfo } from '@/lib/api/endpoints/member-user-info';
import { approveWithdrawal, rejectWithdrawal } from '../withdrawals/withdrawals';
import { DEMO_MEMBER, ROOT_MEMBER } from '../seed-accounts';
import { countRows } from '../test-support/count-rows';
import { memberToken, resultOf, sharedTestApp } from '../test-support/shared-test-app';
import * as z from '@/lib/api/zod';

const DAY = 86_400_000;
const app = sharedTestApp({ testMode: true });

const tokenOf = (account: string, password: string) => memberToken(app, account, password);
const demoToken = () => tokenOf(DEMO_MEMBER.address, DEMO_MEMBER.password);

async function balance(token: string): Promise<string> {
  const { envelope } = await app.post('member/userInfo', {}, { token });
  return memberUserInfo.response(z).parse(envelope.result).balance;
}

const ledgerRows = () => countRows(app.db, 'ledger_entries');

function cash(token: string, body: Partial<{ amount: string; password: string; idempotencyKey: string }>) {
  return app.post(
    'asset/cash',
    { amount: '100', password: DEMO_MEMBER.password, idempotencyKey: randomUUID(), ...body },
    { token },
  );
}

describe('asset/cash', () => {
  it('moves the amount into an Auditing withdrawal with the parameter fee', async () => {
    const token = await demoToken();
    const { envelope } = await cash(token, { amount: '100.5' });
    expect(envelope).toMatchObject({ code: 200, msg: 'Submission Successful' });
    const submitted = assetCash.response(z).parse(envelope.result);
    expect(submitted).toMatchObject({ fee: '1.005', arrival: '99.495', status: 'Auditing' });
    expect(await balance(token)).toBe('1150');
    const record = await app.post('asset/cashRecord', { page: 1, pageSize: 20 }, { token });
    // The answer carries the time the record shows, so the result card and the record agree.
    expect(assetCashRecord.response(z).parse(record.envelope.result)).toMatchObject({
      total: 1,
      list: [
        {
          amount: '100.5',
          fee: '1.005',
          arrival: '99.495',
          status: 'Auditing',
          txHash: null,
          createdAt: submitted.createdAt,
        },
      ],
    });
    expect(submitted.createdAt).toBeDefined();
  });

  it('approve → Success keeps the debit; reject → Failed returns the funds in one row', async () => {
    const token = await demoToken();
    const first = assetCash.response(z).parse((await cash(token, { amount: '200' })).envelope.result);
    const second = assetCash.response(z).parse((await cash(token, { amount: '300' })).envelope.result);
    expect(await balance(token)).toBe('750.5');
    await approveWithdrawal(app.db, first.withdrawalId, app.clock.now(), `0x${'ab'.repeat(32)}`);
    const rowsBefore = await ledgerRows();
    await rejectWithdrawal(app.db, second.withdrawalId, app.clock.now(), 'test');
    expect(await ledgerRows()).toBe(rowsBefore + 1);
    expect(await balance(token)).toBe('1050.5');
    await expect(rejectWithdrawal(app.db, second.withdrawalId, app.clock.now())).rejects.toThrow(/Failed/);
    await expect(rejectWithdrawal(app.db, first.withdrawalId, app.clock.now())).rejects.toThrow(/Success/);
    expect(await balance(token)).toBe('1050.5');
    const list = (await resultOf(app, assetCashRecord, { page: 1, pageSize: 20 }, { token })).list;
    expect(list.map((w) => w.status)).toEqual(['Failed', 'Success']);
  });

  it.each([
    ['empty', { amount: '' }, 'Please enter the amount'],
    ['zero', { amount: '0' }, 'Invalid amount.'],
    ['negative', { amount: '-5' }, 'Invalid amount.'],
    ['exponent', { amount: '1e3' }, 'Invalid amount.'],
    ['hex', { amount: '0x10' }, 'Invalid amount.'],
    ['commas', { amount: '1,000' }, 'Invalid amount.'],
    ['several dots', { amount: '1.2.3' }, 'Invalid amount.'],
    ['19 decimals', { amount: '10.1234567890123456789' }, 'Invalid amount.'],
    ['full-width digits', { amount: '１００' }, 'Invalid amount.'],
    ['below minimum', { amount: '9.99' }, 'Minimum Withdrawal Amount: 10'],
    ['above maximum', { amount: '100000.1' }, 'Maximum Withdrawal Amount: 100000'],
    ['above balance', { amount: '1250.6' }, 'Insufficient Balance'],
    ['empty password', { password: '' }, 'Please enter your login password'],
    ['too long password', { password: 'x'.repeat(65) }, 'The password must be at most 64 characters.'],
    ['wrong password', { password: 'wrong-password' }, 'Incorrect login password.'],
  ])('refuses %s and debits nothing', async (_name, body, message) => {
    const token = await demoToken();
    const { envelope } = await cash(token, body);
    expect(envelope.code).not.toBe(200);
    expect(envelope.code).not.toBe(401);
    expect(envelope.msg).toBe(message);
    expect(await balance(token)).toBe('1250.5');
    expect(await ledgerRows()).toBe(1);
  });

  it('refuses a 1 MB password without reading it', async () => {
    const token = await demoToken();
    const { envelope } = await cash(token, { password: 'x'.repeat(1024 * 1024) }).catch(() => ({
      envelope: { code: 413, msg: 'connection cut' },
    }));
    expect(envelope.code).toBe(413);
    expect(await balance(token)).toBe('1250.5');
  });

  it("throttles the session's own wrong passwords, apart from the login throttle", async () => {
    const token = await demoToken();
    for (let i = 0; i < 4; i++)
      expect((await cash(token, { password: 'wrong-password' })).envelope.code).toBe(422);
    const fifth = await cash(token, { password: 'wrong-password' });
    expect(fifth.envelope).toMatchObject({
      code: 423,
      msg: 'Too many failed login attempts. Please try again in 30 seconds.',
    });
    expect((await cash(token, {})).envelope.code).toBe(423);
    // Re-check failures are this session's: logging in (a new session) still works.
    const other = await demoToken();
    expect((await cash(other, {})).envelope.code).toBe(200);
    app.clock.advance(31_000);
    expect((await cash(token, {})).envelope.code).toBe(200);
    expect(await balance(token)).toBe('1050.5');
  });

  it("a stranger's failed logins do not stop the logged-in owner's withdrawal", async () => {
    const token = await demoToken();
    // One after another: sent at once, some would be turned away by the busy hasher without being
    // counted, and how many depends on the host's load.
    const strangers = [];
    for (let i = 0; i < 10; i++)
      strangers.push(
        await app.post('member/login', { account: DEMO_MEMBER.address, password: `guess-${i}-pw` }),
      );
    expect(strangers.every((answer) => [400, 423].includes(answer.envelope.code))).toBe(true);
    // Login is throttled now, for everyone, even with the right password …
    const ownerLogin = await app.post('member/login', {
      account: DEMO_MEMBER.address,
      password: DEMO_MEMBER.password,
    });
    expect(ownerLogin.envelope.code).toBe(423);
    // … but the owner's session re-checks its password on its own counter.
    const { envelope } = await cash(token, {});
    expect(envelope).toMatchObject({ code: 200, msg: 'Submission Successful' });
    expect(await balance(token)).toBe('1150.5');
    const change = await app.post(
      'member/changePassword',
      { oldPassword: DEMO_MEMBER.password, newPassword: 'brand-new-pass' },
      { token },
    );
    expect(change.envelope.code).toBe(200);
  });

  it('counts a retried submit once, also when both arrive at once', async () => {
    const token = await demoToken();
    const idempotencyKey = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cash(token, { idempotencyKey })));
    // A session's password checks in flight are bounded (docs/server-security.md, "Bounded
    // hashing"): beyond the bound the extras are refused as a delay, never a second withdrawal.
    const served = answers.filter((a) => a.envelope.code === 200);
    expect(served.length).toBeGreaterThanOrEqual(2);
    expect(answers.every((a) => a.envelope.code === 200 || a.envelope.code === 423)).toBe(true);
    const results = served.map((a) => assetCash.response(z).parse(a.envelope.result));
    // One withdrawal, and every answer names its time, as its record does.
    expect(new Set(results.map((r) => r.withdrawalId)).size).toBe(1);
    expect(new Set(results.map((r) => r.createdAt)).size).toBe(1);
    app.clock.advance(60 * 60_000);
    const again = assetCash.response(z).parse((await cash(token, { idempotencyKey })).envelope.result);
    expect(again.createdAt).toBe(results[0]?.createdAt);
    expect(await balance(token)).toBe('1150.5');
    expect((await cash(token, { idempotencyKey, amount: '101' })).envelope.code).toBe(409);
  });

  it('never overdraws under concurrent submits', async () => {
    const token = await demoToken();
    const answers = await Promise.all(Array.from({ length: 6 }, () => cash(token, { amount: '400' })));
    expect(answers.filter((a) => a.envelope.code === 200)).toHaveLength(3);
    expect(await balance(token)).toBe('50.5');
  });

  it("lists only the member's own withdrawals and refuses asking for another's record id", async () => {
    const demo = await demoToken();
    await cash(demo, {});
    const root = await tokenOf(ROOT_MEMBER.address, ROOT_MEMBER.password);
    expect(await resultOf(app, assetCashRecord, { page: 1, pageSize: 20 }, { token: root })).toMatchObject({
      total: 0,
      list: [],
    });
    const probe = await app.post('asset/cashRecord', { page: 1, pageSize: 20, id: 1 }, { token: root });
    expect(probe.envelope.code).toBe(400);
    const probeMember = await app.post(
      'financial/financialList',
      { page: 1, pageSize: 20, memberId: 2 },
      { token: root },
    );
    expect(probeMember.envelope.code).toBe(400);
  });
});

function buy(
  token: string,
  body: Partial<{ productId: number; days: number; amount: string; idempotencyKey: string }>,
) {
  return app.post(
    'financial/buyFinancialProduct',
    { productId: 1, days: 7, amount: '100', idempotencyKey: randomUUID(), ...body },
    { token },
  );
}

describe('financial products', () => {
  it('lists the seeded products, one not open yet', async () => {
    const token = await demoToken();
    const { envelope } = await app.post('financial/financialProduct', {}, { token });
    const products = financialFinancialProduct.response(z).parse(envelope.result);
    expect(products.map((p) => p.status)).toEqual(['open', 'open', 'notOpen']);
    expect(products[0]).toMatchObject({
      rate: '0.001',
      managementFeeRate: '0.1',
      days: [7, 14],
      minAmount: '10',
    });
  });

  it.each([
    ['not open', { productId: 3, days: 180, amount: '1000' }, 422, 'Not Open Yet'],
    ['unknown product', { productId: 99 }, 404, 'This product does not exist.'],
    ['days not offered', { days: 8 }, 422, 'This product does not offer that number of days.'],
    ['below minimum', { amount: '9.5' }, 422, 'Minimum Amount: 10'],
    ['above maximum', { amount: '10000.5' }, 422, 'Maximum Amount: 10000'],
    ['above balance', { productId: 2, days: 30, amount: '1250.6' }, 422, 'Insufficient Balance'],
    ['bad amount', { amount: '1e2' }, 400, 'Invalid amount.'],
  ])('refuses %s and debits nothing', async (_name, body, code, message) => {
    const token = await demoToken();
    const { envelope } = await buy(token, body);
    expect(envelope).toMatchObject({ code, msg: message });
    expect(await balance(token)).toBe('1250.5');
    expect(await ledgerRows()).toBe(1);
  });

  it('refuses beyond the quota with 409', async () => {
    await app.db.query(
      `UPDATE financial_products SET quota = 150::numeric * 10^18
         + (SELECT SUM(sold) FROM financial_product_slices WHERE product_id = 2) WHERE id = 2`,
    );
    const token = await demoToken();
    expect((await buy(token, { productId: 2, days: 30, amount: '100' })).envelope.code).toBe(200);
    const over = await buy(token, { productId: 2, days: 30, amount: '100' });
    expect(over.envelope).toMatchObject({ code: 409, msg: 'This product has sold out.' });
    expect(await balance(token)).toBe('1150.5');
  });

  it('buy → ongoing with accrual → maturity pays principal + earnings − fee once', async () => {
    const token = await demoToken();
    const bought = await buy(token, { amount: '1000', days: 7, idempotencyKey: randomUUID() });
    expect(bought.envelope).toMatchObject({ code: 200, msg: 'Purchase Successful' });
    expect(await balance(token)).toBe('250.5');

    app.clock.advance(3 * DAY + 1000);
    const ongoing = await resultOf(app, financialFinancialList, { page: 1, pageSize: 20 }, { token });
    // 1000 × 0.001 × 3 days = 3 gross, 10 % fee.
    expect(ongoing.list[0]).toMatchObject({
      status: 'Stake',
      amount: '1000',
      days: 7,
      rate: '0.001',
      earned: '3',
      managementFee: '0.3',
      actualEarnings: '2.7',
      quantity: '1006.3',
    });

    app.clock.advance(4 * DAY);
    const ended = await resultOf(app, financialEndFinancialList, { page: 1, pageSize: 20 }, { token });
    expect(ended.list[0]).toMatchObject({
      status: 'Maturity',
      earned: '7',
      managementFee: '0.7',
      actualEarnings: '6.3',
      quantity: '1006.3',
    });
    expect(await balance(token)).toBe('1256.8');
    const again = await resultOf(app, financialFinancialList, { page: 1, pageSize: 20 }, { token });
    expect(again.total).toBe(0);
    await app.post('financial/endFinancialList', { page: 1, pageSize: 20 }, { token });
    expect(await balance(token)).toBe('1256.8');
  });

  it('the test clock endpoint advances the server clock and settles', async () => {
    const token = await demoToken();
    await buy(token, { amount: '100' });
    const response = await fetch(`${app.url}/__test__/clock`, {
      method: 'POST',
      body: JSON.stringify({ advanceMs: 8 * DAY }),
    });
    expect(await response.json()).toMatchObject({ settled: 1 });
    expect(await balance(token)).toBe('1251.13');
  });
});
