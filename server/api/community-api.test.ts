import { describe, expect, it } from 'vitest';
import { memberManagerUser } from '@/lib/api/endpoints/member-manager-user';
import { memberUserInfo } from '@/lib/api/endpoints/member-user-info';
import { memberReferenceInfo } from '@/lib/api/endpoints/member-reference-info';
import { memberReferenceList } from '@/lib/api/endpoints/member-reference-list';
import { DAY_MS } from '../devices/earnings';
import { buyProduct, listProducts, settleDueOrders } from '../financial/financial';
import { addLedgerEntry } from '../ledger/ledger';
import { findMemberByAccount } from '../members/members';
import { parseBtcw } from '../money';
import { ANVIL_COMMUNITY_ACCOUNTS, DEMO_MEMBER, ROOT_MEMBER, UNREGISTERED_ACCOUNTS } from '../seed-accounts';
import { memberToken, resultOf, sharedTestApp } from '../test-support/shared-test-app';
import * as z from '@/lib/api/zod';

const [ALICE, BOB, CAROL, UNBOUND] = ANVIL_COMMUNITY_ACCOUNTS;

const app = sharedTestApp({ testMode: true });

const tokenOf = (account: string, password?: string) => memberToken(app, account, password);

async function idOf(account: string): Promise<number> {
  const member = await findMemberByAccount(app.db, account);
  if (!member) throw new Error(`no member ${account}`);
  return member.id;
}

async function invest(account: string, amount: string, reference: string) {
  await addLedgerEntry(app.db, {
    memberId: await idOf(account),
    amountWei: -parseBtcw(amount),
    kind: 'financialPurchase',
    reference,
    createdAt: app.clock.now(),
  });
}

type StakeStatus = 'locked' | 'auditing' | 'staking' | 'failed' | 'refunded';

/** A stake order of a seeded device, as the payments feature leaves it; `startedDaysAgo` for staking. */
async function stake(account: string, hashrateId: string, status: StakeStatus, startedDaysAgo = 0) {
  const now = app.clock.now();
  const started = status === 'staking' ? new Date(now.getTime() - startedDaysAgo * DAY_MS) : null;
  const [row] = await app.db.query<{ id: number }>(
    `INSERT INTO stake_orders (member_id, device_id, amount, stake_days, daily_output, from_address,
       treasury_address, lock_block, status, created_at, expires_at, started_at)
     SELECT $1, d.id, d.stake_amount, d.stake_days, d.daily_output, $2, $2, 1, $3, $4, $4, $5
     FROM devices d WHERE d.hashrate_id = $6
     RETURNING id::int AS id`,
    [await idOf(account), account.toLowerCase(), status, now, started, hashrateId],
  );
  if (!row) throw new Error(`no device ${hashrateId}`);
  return row.id;
}

/** Buys a seeded financial product for `account` through the financial feature (credits first). */
async function buyFinancial(account: string, amount: string, days = 7) {
  const memberId = await idOf(account);
  await addLedgerEntry(app.db, {
    memberId,
    amountWei: parseBtcw(amount),
    kind: 'operator_credit',
    reference: null,
    createdAt: app.clock.now(),
  });
  const product = (await listProducts(app.db)).find((p) => p.status === 'open' && p.days.includes(days));
  if (!product) throw new Error(`no open ${days}-day product`);
  const order = await buyProduct(app.db, {
    memberId,
    productId: product.id,
    days,
    amountWei: parseBtcw(amount),
    idempotencyKey: crypto.randomUUID(),
    now: app.clock.now(),
  });
  return { id: order.id, name: product.name };
}

describe('member/referenceInfo and referenceList', () => {
  it('counts direct and deep members and sums running principal from the ledger', async () => {
    await invest(ALICE, '100', 'order-a');
    await invest(CAROL, '25.5', 'order-c');
    await invest(DEMO_MEMBER.address, '7', 'order-d');
    // A redeemed order no longer counts.
    await invest(BOB, '1000', 'order-b');
    await addLedgerEntry(app.db, {
      memberId: await idOf(BOB),
      amountWei: parseBtcw('1010'),
      kind: 'financialRedemption',
      reference: 'order-b',
      createdAt: app.clock.now(),
    });
    const token = await tokenOf(DEMO_MEMBER.address);
    expect(await resultOf(app, memberReferenceInfo, {}, { token })).toEqual({
      financialAmount: '7',
      communityPerformance: '125.5',
      sharerCount: 2,
      memberCount: 3,
    });
    const list = await app.post('member/referenceList', { page: 1, pageSize: 10 }, { token });
    const page = memberReferenceList.response(z).parse(list.envelope.result);
    expect(page.total).toBe(2);
    expect(page.list.map((item) => [item.account, item.performance, item.remark])).toEqual([
      [BOB, '0', null],
      [ALICE, '125.5', null],
    ]);
  });

  it('counts running stakes and real financial orders, not ended, unpaid or failed ones', async () => {
    await stake(ALICE, 'HR-2001', 'staking'); // 5000, running
    await stake(ALICE, 'HR-1001', 'auditing'); // not yet successful
    await stake(ALICE, 'HR-1002', 'locked'); // never paid
    await stake(CAROL, 'HR-1003', 'staking', 10); // 250.5, 60 days, running
    await stake(CAROL, 'HR-1006', 'staking', 30); // 100, 30 days: ended
    await stake(BOB, 'HR-1007', 'failed');
    await stake(BOB, 'HR-1008', 'refunded');
    await buyFinancial(ALICE, '50', 7);
    await buyFinancial(DEMO_MEMBER.address, '20', 14);
    let token = await tokenOf(DEMO_MEMBER.address);
    const figures = async () => await resultOf(app, memberReferenceInfo, {}, { token });
    const performances = async () =>
      (await resultOf(app, memberReferenceList, { page: 1, pageSize: 10 }, { token })).list.map((item) => [
        item.account,
        item.performance,
      ]);
    expect(await figures()).toMatchObject({ financialAmount: '20', communityPerformance: '5300.5' });
    expect(await performances()).toEqual([
      [BOB, '0'],
      [ALICE, '5300.5'],
    ]);
    const aliceToken = await tokenOf(ALICE);
    expect(await resultOf(app, memberReferenceInfo, {}, { token: aliceToken })).toMatchObject({
      financialAmount: '5050',
      communityPerformance: '250.5',
    });

    // Alice's 7-day order matures (the financial feature writes its redemption): it stops counting.
    app.clock.advance(8 * DAY_MS);
    await settleDueOrders(app.db, app.clock.now(), { memberId: await idOf(ALICE) });
    token = await tokenOf(DEMO_MEMBER.address);
    expect(await figures()).toMatchObject({ financialAmount: '20', communityPerformance: '5250.5' });
    // 60 days after Carol's start her stake has ended too; Alice's 5000 (365 days) still runs.
    app.clock.advance(50 * DAY_MS);
    token = await tokenOf(DEMO_MEMBER.address);
    expect(await figures()).toMatchObject({ communityPerformance: '5000' });
  });

  it('shows each member only their own direct invitees', async () => {
    const token = await tokenOf(ALICE);
    const list = await app.post('member/referenceList', { page: 1, pageSize: 10 }, { token });
    const page = memberReferenceList.response(z).parse(list.envelope.result);
    expect(page.list.map((item) => item.account)).toEqual([CAROL]);
  });

  it('needs a session', async () => {
    expect((await app.post('member/referenceInfo', {})).envelope.code).toBe(401);
    expect((await app.post('member/referenceList', { page: 1, pageSize: 10 })).envelope.code).toBe(401);
  });
});

describe('member/modifyUserRemark', () => {
  it('stores a trimmed remark on a direct invitee, visible only to its author', async () => {
    const token = await tokenOf(DEMO_MEMBER.address);
    const bob = await idOf(BOB);
    const saved = await app.post(
      'member/modifyUserRemark',
      { memberId: bob, remark: '  Uncle Bob ' },
      { token },
    );
    expect(saved.envelope).toMatchObject({ code: 200, msg: 'Modification Successful' });
    const list = await app.post('member/referenceList', { page: 1, pageSize: 10 }, { token });
    const page = memberReferenceList.response(z).parse(list.envelope.result);
    expect(page.list.find((item) => item.id === bob)?.remark).toBe('Uncle Bob');
    // Root sees demo's list? No: root's own list has demo without any remark.
    const rootToken = await tokenOf(ROOT_MEMBER.address, ROOT_MEMBER.password);
    const rootList = await app.post('member/referenceList', { page: 1, pageSize: 10 }, { token: rootToken });
    expect(
      memberReferenceList
        .response(z)
        .parse(rootList.envelope.result)
        .list.map((i) => i.remark),
    ).toEqual([null]);
  });

  const BAD: [string, string, string][] = [
    ['empty', '', 'Please enter remarks'],
    ['spaces only', '    ', 'Please enter remarks'],
    ['10,000 characters', 'x'.repeat(10_000), 'Remarks can be at most 50 characters.'],
    ['51 characters', 'y'.repeat(51), 'Remarks can be at most 50 characters.'],
    ['img onerror', '<img src=x onerror=alert(1)>', 'Remarks cannot contain HTML or links.'],
    ['svg script', '<svg><script>', 'Remarks cannot contain HTML or links.'],
    ['javascript: link', 'javascript:alert(1)', 'Remarks cannot contain HTML or links.'],
    ['JavaScript : spaced', 'JavaScript :alert(1)', 'Remarks cannot contain HTML or links.'],
    ['data: url', 'data:text/html,hi', 'Remarks cannot contain HTML or links.'],
    [
      'U+202E',
      'Bob\u202Egnp.exe',
      'Remarks cannot contain line breaks, control characters or invisible characters.',
    ],
    [
      'U+2066 isolate',
      'Bob\u2066x',
      'Remarks cannot contain line breaks, control characters or invisible characters.',
    ],
    [
      'zero-width space',
      'Bo\u200Bb',
      'Remarks cannot contain line breaks, control characters or invisible characters.',
    ],
    [
      'zero-width joiner',
      'Bo\u200Db',
      'Remarks cannot contain line breaks, control characters or invisible characters.',
    ],
    ['BOM', '\uFEFFBob', 'Remarks cannot contain line breaks, control characters or invisible characters.'],
    [
      'CRLF',
      'Bob\r\nAdmin',
      'Remarks cannot contain line breaks, control characters or invisible characters.',
    ],
    ['NUL', 'Bob\u0000', 'Remarks cannot contain line breaks, control characters or invisible characters.'],
    ['tab', 'Bob\tx', 'Remarks cannot contain line breaks, control characters or invisible characters.'],
  ];

  it.each(BAD)('refuses %s with a clear message and stores nothing', async (_name, remark, message) => {
    const token = await tokenOf(DEMO_MEMBER.address);
    const bob = await idOf(BOB);
    const answer = await app.post('member/modifyUserRemark', { memberId: bob, remark }, { token });
    expect(answer.envelope).toMatchObject({ code: 400, msg: message, result: null });
    const rows = await app.db.query('SELECT * FROM member_remarks');
    expect(rows).toEqual([]);
  });

  it('answers in the member language', async () => {
    const token = await tokenOf(DEMO_MEMBER.address);
    const answer = await app.post(
      'member/modifyUserRemark',
      { memberId: await idOf(BOB), remark: ' ' },
      { token, language: 'vi' },
    );
    expect(answer.envelope.msg).toBe('Vui lòng nhập ghi chú');
  });

  it('accepts 50 characters of any script, emoji counted as one', async () => {
    const token = await tokenOf(DEMO_MEMBER.address);
    const remark = '好'.repeat(49) + '😀';
    const answer = await app.post(
      'member/modifyUserRemark',
      { memberId: await idOf(BOB), remark },
      { token },
    );
    expect(answer.envelope.code).toBe(200);
  });

  it('refuses IDOR attempts with the same answer as an unknown member', async () => {
    const token = await tokenOf(DEMO_MEMBER.address);
    const unknown = await app.post('member/modifyUserRemark', { memberId: 99_999, remark: 'x' }, { token });
    expect(unknown.envelope).toMatchObject({ code: 404, result: null });
    for (const target of [CAROL, ROOT_MEMBER.address, DEMO_MEMBER.address, UNBOUND]) {
      const answer = await app.post(
        'member/modifyUserRemark',
        { memberId: await idOf(target), remark: 'x' },
        { token },
      );
      expect(answer.envelope, target).toEqual(unknown.envelope);
    }
    expect(await app.db.query('SELECT * FROM member_remarks')).toEqual([]);
  });
});

describe('member/managerUser', () => {
  it('serves a direct invitee with their remark and an order page', async () => {
    const token = await tokenOf(DEMO_MEMBER.address);
    const alice = await idOf(ALICE);
    await app.post('member/modifyUserRemark', { memberId: alice, remark: 'Alice' }, { token });
    const answer = await app.post(
      'member/managerUser',
      { memberId: alice, page: 1, pageSize: 10 },
      { token },
    );
    const result = memberManagerUser.response(z).parse(answer.envelope.result);
    expect(result.member).toMatchObject({ id: alice, account: ALICE, remark: 'Alice' });
    expect(result.total).toBe(0);
  });

  it("lists the invitee's own stake and financial orders, newest first, paged", async () => {
    let token = await tokenOf(DEMO_MEMBER.address);
    const alice = await idOf(ALICE);
    await stake(ALICE, 'HR-1002', 'locked'); // an unpaid lock is not an order
    const stakeId = await stake(ALICE, 'HR-1003', 'staking');
    app.clock.advance(1000);
    const financial = await buyFinancial(ALICE, '50', 7);
    // Other members' orders (a grandchild, a sibling, the caller) never show.
    await stake(CAROL, 'HR-1004', 'staking');
    await buyFinancial(CAROL, '30', 7);
    await stake(BOB, 'HR-1005', 'auditing');
    await buyFinancial(DEMO_MEMBER.address, '40', 7);

    const page = async (n: number, pageSize: number) =>
      await resultOf(app, memberManagerUser, { memberId: alice, page: n, pageSize }, { token });
    const all = await page(1, 10);
    expect(all.total).toBe(2);
    expect(all.list).toEqual([
      {
        id: financial.id,
        kind: 'financial',
        name: financial.name,
        amount: '50',
        days: 7,
        status: 'Stake',
        createdAt: app.clock.now().toISOString(),
      },
      {
        id: stakeId,
        kind: 'stake',
        name: 'HR-1003',
        amount: '250.5',
        days: 60,
        status: 'Staking',
        createdAt: new Date(app.clock.now().getTime() - 1000).toISOString(),
      },
    ]);
    expect((await page(1, 1)).list.map((o) => o.kind)).toEqual(['financial']);
    const second = await page(2, 1);
    expect([second.total, second.list.map((o) => o.kind)]).toEqual([2, ['stake']]);

    // Statuses follow the feature lists: a stake ends after its days, a financial order matures.
    app.clock.advance(61 * DAY_MS);
    await settleDueOrders(app.db, app.clock.now(), { memberId: alice });
    token = await tokenOf(DEMO_MEMBER.address);
    expect((await page(1, 10)).list.map((o) => o.status)).toEqual(['Maturity', 'End']);
  });

  it('refuses a grandchild, the inviter, a stranger and an unknown id alike', async () => {
    const token = await tokenOf(DEMO_MEMBER.address);
    const unknown = await app.post(
      'member/managerUser',
      { memberId: 99_999, page: 1, pageSize: 10 },
      { token },
    );
    expect(unknown.envelope.code).toBe(404);
    for (const target of [CAROL, ROOT_MEMBER.address, UNBOUND, DEMO_MEMBER.address]) {
      const answer = await app.post(
        'member/managerUser',
        { memberId: await idOf(target), page: 1, pageSize: 10 },
        { token },
      );
      expect(answer.envelope, target).toEqual(unknown.envelope);
    }
  });
});

describe('member/bindInviter', () => {
  it('binds once, then refuses a second bind', async () => {
    const token = await tokenOf(UNBOUND);
    const first = await app.post(
      'member/bindInviter',
      { inviter: DEMO_MEMBER.address.toLowerCase() },
      { token },
    );
    expect(first.envelope).toMatchObject({ code: 200, msg: 'Binding Successful' });
    const info = await app.post('member/userInfo', {}, { token });
    expect(info.envelope.result).toMatchObject({ inviter: DEMO_MEMBER.address });
    const again = await app.post('member/bindInviter', { inviter: ROOT_MEMBER.address }, { token });
    expect(again.envelope).toMatchObject({ code: 409, msg: 'You already have an inviter.' });
    expect((await findMemberByAccount(app.db, UNBOUND))?.inviterId).toBe(await idOf(DEMO_MEMBER.address));
  });

  it.each([
    ['self', () => UNBOUND, 422, 'You cannot use your own wallet address as the inviter.'],
    ['unknown address', () => UNREGISTERED_ACCOUNTS[0] ?? '', 422, 'The inviter is not a registered member.'],
    ['malformed address', () => '0x1234', 400, "Invalid inviter's wallet address."],
    ['empty', () => '', 400, "Please enter the inviter's wallet address"],
  ])('refuses %s', async (_name, inviter, code, msg) => {
    const token = await tokenOf(UNBOUND);
    const answer = await app.post('member/bindInviter', { inviter: inviter() }, { token });
    expect(answer.envelope).toMatchObject({ code, msg });
    expect((await findMemberByAccount(app.db, UNBOUND))?.inviterId).toBeNull();
  });

  it('refuses one of your own invitees, at any depth (no cycles)', async () => {
    const [invitee, second] = UNREGISTERED_ACCOUNTS;
    for (const [account, inviter] of [
      [invitee, UNBOUND],
      [second, invitee],
    ]) {
      const registered = await app.post('member/regist', { account, password: 'invitee-pass', inviter });
      expect(registered.envelope.code).toBe(200);
    }
    const token = await tokenOf(UNBOUND);
    for (const inviter of [invitee, second]) {
      const answer = await app.post('member/bindInviter', { inviter }, { token });
      expect(answer.envelope).toMatchObject({
        code: 422,
        msg: 'A member of your own community cannot be your inviter.',
      });
    }
    expect((await findMemberByAccount(app.db, UNBOUND))?.inviterId).toBeNull();
  });

  it('is offered to a member without an inviter, but not to the root member, who cannot bind one', async () => {
    const canBind = async (token: string) =>
      (await resultOf(app, memberUserInfo, {}, { token })).canBindInviter;
    const root = await tokenOf(ROOT_MEMBER.address, ROOT_MEMBER.password);
    expect(await canBind(root)).toBe(false);
    expect(await canBind(await tokenOf(UNBOUND))).toBe(true);
    expect(await canBind(await tokenOf(DEMO_MEMBER.address))).toBe(false);
    // Not even to an inviter outside the root's community.
    const answer = await app.post('member/bindInviter', { inviter: UNBOUND }, { token: root });
    expect(answer.envelope).toMatchObject({
      code: 409,
      msg: 'Your account is at the top of the community: it has no inviter.',
    });
    expect((await findMemberByAccount(app.db, ROOT_MEMBER.address))?.inviterId).toBeNull();
  });

  it('refuses a member who already has an inviter', async () => {
    const token = await tokenOf(DEMO_MEMBER.address);
    const answer = await app.post('member/bindInviter', { inviter: UNBOUND }, { token });
    expect(answer.envelope.code).toBe(409);
  });
});

describe('member/changePassword', () => {
  it('changes the password and ends every other session, keeping this one', async () => {
    const other = await tokenOf(DEMO_MEMBER.address);
    const token = await tokenOf(DEMO_MEMBER.address);
    const answer = await app.post(
      'member/changePassword',
      { oldPassword: DEMO_MEMBER.password, newPassword: 'brand-new-pass' },
      { token },
    );
    expect(answer.envelope).toMatchObject({ code: 200, msg: 'Modification Successful' });
    expect((await app.post('member/userInfo', {}, { token })).envelope.code).toBe(200);
    expect((await app.post('member/userInfo', {}, { token: other })).envelope.code).toBe(401);
    const oldLogin = await app.post('member/login', {
      account: DEMO_MEMBER.address,
      password: DEMO_MEMBER.password,
    });
    expect(oldLogin.envelope.code).toBe(400);
    await tokenOf(DEMO_MEMBER.address, 'brand-new-pass');
  });

  it.each([
    [
      'wrong old password',
      { oldPassword: 'not-the-password', newPassword: 'brand-new-pass' },
      422,
      'The current password is incorrect.',
    ],
    [
      'new equal to old',
      { oldPassword: DEMO_MEMBER.password, newPassword: DEMO_MEMBER.password },
      400,
      'The new password must be different from the current password.',
    ],
    [
      'empty old',
      { oldPassword: '', newPassword: 'brand-new-pass' },
      400,
      'Please enter your login password',
    ],
    ['empty new', { oldPassword: DEMO_MEMBER.password, newPassword: '' }, 400, 'Please enter a new password'],
    [
      'short new',
      { oldPassword: DEMO_MEMBER.password, newPassword: '12345' },
      400,
      'The password must be at least 6 characters.',
    ],
    [
      'new of three emoji (six UTF-16 units, three characters)',
      { oldPassword: DEMO_MEMBER.password, newPassword: '\u{1F511}'.repeat(3) },
      400,
      'The password must be at least 6 characters.',
    ],
  ])('refuses %s and keeps the password and sessions', async (_name, body, code, msg) => {
    const other = await tokenOf(DEMO_MEMBER.address);
    const token = await tokenOf(DEMO_MEMBER.address);
    const answer = await app.post('member/changePassword', body, { token });
    expect(answer.envelope).toMatchObject({ code, msg });
    expect((await app.post('member/userInfo', {}, { token: other })).envelope.code).toBe(200);
    await tokenOf(DEMO_MEMBER.address, DEMO_MEMBER.password);
  });

  it('locks after repeated wrong old passwords like the login does', async () => {
    const token = await tokenOf(DEMO_MEMBER.address);
    const codes: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const answer = await app.post(
        'member/changePassword',
        { oldPassword: `wrong-${i}-pass`, newPassword: 'brand-new-pass' },
        { token },
      );
      codes.push(answer.envelope.code);
    }
    expect(codes).toContain(423);
    expect(codes).not.toContain(401);
    const right = await app.post(
      'member/changePassword',
      { oldPassword: DEMO_MEMBER.password, newPassword: 'brand-new-pass' },
      { token },
    );
    expect(right.envelope.code).toBe(423);
  });
});
