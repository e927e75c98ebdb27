/**
 * TEST_MODE only: gives the demo member data as long as real accounts get (ten-digit balances,
 * 64-character hashrate IDs and hashes, 50-character remarks, 80+-character titles in every language),
 * so layout checks and screenshots see the worst case, not the short seed. Written through the same
 * functions the platform uses (claims decided by `applyDecision`, withdrawals by `requestWithdrawal`,
 * purchases by `buyProduct`…) so every API answers these rows as it answers real ones. Run it on a
 * freshly reset database (`POST /__test__/reset`, then `POST /__test__/long-data`).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Hash } from 'viem';
import type { Db, Queryable } from '../db/db';
import { DAY_MS } from '../devices/earnings';
import { buyProduct, insertProduct, settleDueOrders } from '../financial/financial';
import { addLedgerEntry, balanceOf } from '../ledger/ledger';
import { findCredentials, insertMember } from '../members/members';
import { parseBtcw } from '../money';
import { applyDecision, insertClaim, recordWait, type Decision } from '../payments/claims';
import { LOCK_TTL_MS } from '../payments/device-locks';
import { upsertRecharge } from '../payments/payments';
import { ANVIL_COMMUNITY_ACCOUNTS, DEMO_MEMBER } from '../seed-accounts';
import { readSettings, writeSetting } from '../settings/settings';
import { setRemark } from '../community/community';
import { insertAd, insertNotice } from '../content/content';
import { approveWithdrawal, rejectWithdrawal, requestWithdrawal } from '../withdrawals/withdrawals';
import { LONG_NOTICE, LONG_ANNOUNCEMENT, LONG_AD_TITLES } from './long-content';

/** The demo member's balance once seeded (the last ledger row tops it up to exactly this). */
export const LONG_BALANCE = '1234567890.123456789012345678';

/** Depth the seeded "Confirming n/N" records count against (an operator of a real chain sets more than 1). */
export const LONG_CONFIRMATIONS = '12';

/** Raised so the large withdrawals below pass the platform's limits, as an operator of a large platform would. */
export const LONG_MAX_WITHDRAWAL = '1000000000';

export const LONG_PRODUCT_NAME =
  'BTCW Prime Yield Plus 365 - fixed-term product with daily accrual and principal protection';

/** Hashrate IDs are at most 64 characters ([A-Z0-9_-]): every seeded one uses all of them. */
export function longHashrateId(n: number): string {
  const base = 'BTCW-ANTMINER-S21XP-HYDRO-473TH-SHENZHEN-FARM07-RACK12-SLOT-';
  return base + String(n).padStart(64 - base.length, '0');
}

/** A free device with a 64-character ID, for searching on the Stake page. */
export const LONG_FREE_HASHRATE_ID = longHashrateId(9);

/** Remarks of exactly 50 characters (the most `member/modifyUserRemark` takes), in the app's languages. */
export const LONG_REMARKS = [
  'Met at the Da Nang meetup; runs three S21s at home',
  'NguyenVanAnh-HCMC-District7-Farm-Partner-2026-0001',
  '台北信義區礦場合夥人，負責三台機櫃的日常維運與電力調度，每週五固定回報收益與設備狀況，聯絡請先傳訊息',
  'Anh Trần Quốc Bảo - đối tác trại đào ở Bình Dương.',
  'Cousin of Minh; invests the family savings monthly',
  '陳先生的表弟，每月定期投入理財產品，偏好三百六十五天期，請勿在週末來電打擾，有事請於平日上午聯繫本人',
  'Chị Lê Thị Hồng Nhung - quản lý ví công ty Đà Nẵng',
  'Long-term holder, prefers 365-day products; VIP #7',
] as const;

/** Members below the demo member's second invitee, so "community members" runs into four digits. */
const DEEP_DOWNLINE = 1_234;

/** Deterministic 64-hex transaction (or block) hash for a label. */
export function longHash(label: string): Hash {
  return `0x${createHash('sha256').update(`long-data:${label}`).digest('hex')}`;
}

/** Deterministic member address (42 characters, lower-case) for an extra invitee. */
function inviteeAddress(n: number): string {
  return `0x${createHash('sha256').update(`long-data-invitee:${n}`).digest('hex').slice(0, 40)}`;
}

const ago = (now: Date, days: number, hours = 0) =>
  new Date(now.getTime() - days * DAY_MS - hours * 3_600_000);

export interface LongDataIds {
  memberId: number;
  /** The newest notice (long titles in every language), for `/pages/home/noticeInfo?id=`. */
  noticeId: number;
  /** A direct invitee with a 50-character remark and many orders, for `/pages/team/info?id=`. */
  inviteeId: number;
  freeHashrateId: string;
  balance: string;
}

interface Context {
  db: Db;
  now: Date;
  treasury: string;
  /** Block of the pretend chain the decided payments stand on. */
  block: bigint;
}

async function memberIdOf(db: Queryable, account: string): Promise<number> {
  const member = await findCredentials(db, account.toLowerCase());
  if (!member) throw new Error(`No member ${account}: reset the database first`);
  return member.id;
}

async function insertDevice(
  db: Queryable,
  device: {
    hashrateId: string;
    stakeAmount: string;
    stakeDays: number;
    dailyOutput: string;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO devices (hashrate_id, stake_amount, stake_days, daily_output, created_at)
     VALUES ($1, $2::numeric, $3, $4::numeric, $5) RETURNING id::int AS id`,
    [
      device.hashrateId,
      parseBtcw(device.stakeAmount).toString(),
      device.stakeDays,
      parseBtcw(device.dailyOutput).toString(),
      device.createdAt,
    ],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row.id;
}

function valid(ctx: Context, label: string, valueWei: bigint): Decision {
  return {
    kind: 'valid',
    value: valueWei,
    blockNumber: ctx.block,
    blockHash: longHash(`block:${label}`),
    confirmations: Number(LONG_CONFIRMATIONS),
  };
}

/** A decided credit is final at once: the pretend chain is not followed (its hashes exist nowhere). */
async function markFinal(db: Queryable, claimId: number): Promise<void> {
  await db.query('UPDATE payment_claims SET final_at = decided_at WHERE id = $1', [claimId]);
}

type PaymentOutcome = { kind: 'success' } | { kind: 'confirming'; depth: number } | Decision;

/**
 * Waits at `depth` of the required confirmations, as the settler records a mined, too-shallow
 * payment it checked just now (a claim the node has not known for an hour is given up).
 */
async function confirming(ctx: Context, claimId: number, label: string, depth: number) {
  await recordWait(
    ctx.db,
    claimId,
    {
      kind: 'wait',
      reason: 'confirmations',
      blockNumber: ctx.block,
      blockHash: longHash(`block:${label}`),
      confirmations: depth,
    },
    ctx.now,
  );
}

/** A recharge reported by hash and decided (or left waiting) the way `product/bTCWRecharge` does. */
async function seedRecharge(
  ctx: Context,
  member: { id: number; account: string },
  input: { label: string; amount: string; at: Date; outcome: PaymentOutcome },
): Promise<void> {
  const hash = longHash(`recharge:${input.label}`);
  const amountWei = parseBtcw(input.amount);
  const claimId = await ctx.db.transaction(async (tx) => {
    const rechargeId = await upsertRecharge(tx, {
      memberId: member.id,
      account: member.account,
      treasury: ctx.treasury,
      hash,
      amountWei,
      now: input.at,
    });
    const id = await insertClaim(tx, {
      hash,
      purpose: 'recharge',
      memberId: member.id,
      rechargeId,
      now: input.at,
    });
    if (id === null) throw new Error(`recharge ${input.label} claimed twice`);
    const { outcome } = input;
    if (outcome.kind === 'success') await applyDecision(tx, id, valid(ctx, input.label, amountWei), input.at);
    else if (outcome.kind !== 'confirming') await applyDecision(tx, id, outcome, input.at);
    return id;
  });
  if (input.outcome.kind === 'success') await markFinal(ctx.db, claimId);
  if (input.outcome.kind === 'confirming') await confirming(ctx, claimId, input.label, input.outcome.depth);
}

/** A stake order on `deviceId` (a reservation, as `product/lockDevice` makes) and its reported payment. */
async function seedStake(
  ctx: Context,
  member: { id: number; account: string },
  input: { label: string; deviceId: number; at: Date; outcome: PaymentOutcome },
): Promise<void> {
  const hash = longHash(`stake:${input.label}`);
  const [order] = await ctx.db.query<{ id: number; amount: string }>(
    `INSERT INTO stake_orders (member_id, device_id, amount, stake_days, daily_output, from_address,
       treasury_address, lock_block, status, created_at, expires_at)
     SELECT $1, d.id, d.stake_amount, d.stake_days, d.daily_output, $2, $3, $4::numeric, 'locked', $5, $6
     FROM devices d WHERE d.id = $7
     RETURNING id::int AS id, amount::text AS amount`,
    [
      member.id,
      member.account,
      ctx.treasury,
      (ctx.block - 1n).toString(),
      input.at,
      new Date(input.at.getTime() + LOCK_TTL_MS),
      input.deviceId,
    ],
  );
  if (!order) throw new Error(`no device #${input.deviceId}`);
  const claimId = await ctx.db.transaction(async (tx) => {
    const id = await insertClaim(tx, {
      hash,
      purpose: 'stake',
      memberId: member.id,
      stakeOrderId: order.id,
      now: input.at,
    });
    if (id === null) throw new Error(`stake ${input.label} claimed twice`);
    // As `reportStakePayment`: the reported hash moves the reservation to Auditing.
    await tx.query(`UPDATE stake_orders SET status = 'auditing', tx_hash = $2 WHERE id = $1`, [
      order.id,
      hash,
    ]);
    const { outcome } = input;
    if (outcome.kind === 'success')
      await applyDecision(tx, id, valid(ctx, input.label, BigInt(order.amount)), input.at);
    else if (outcome.kind !== 'confirming') await applyDecision(tx, id, outcome, input.at);
    return id;
  });
  if (input.outcome.kind === 'success') await markFinal(ctx.db, claimId);
  if (input.outcome.kind === 'confirming') await confirming(ctx, claimId, input.label, input.outcome.depth);
}

async function seedWithdrawals(ctx: Context, memberId: number): Promise<void> {
  const request = (amount: string, at: Date) =>
    requestWithdrawal(ctx.db, {
      memberId,
      amountWei: parseBtcw(amount),
      idempotencyKey: randomUUID(),
      now: at,
    });
  const paid = await request('98765432.123456789012345678', ago(ctx.now, 9, 3));
  await approveWithdrawal(ctx.db, paid.id, ago(ctx.now, 8), longHash('withdrawal:paid'));
  const small = await request('1000000', ago(ctx.now, 6, 5));
  await approveWithdrawal(ctx.db, small.id, ago(ctx.now, 6), longHash('withdrawal:small'));
  const refused = await request('87654321.098765432109876543', ago(ctx.now, 4, 2));
  await rejectWithdrawal(
    ctx.db,
    refused.id,
    ago(ctx.now, 4),
    'The destination wallet is flagged by the compliance screening; contact support with your order number',
  );
  await request('55555555.555555555555555555', ago(ctx.now, 0, 2));
}

async function seedFinancial(ctx: Context, memberIds: { demo: number; first: number; second: number }) {
  const productId = await insertProduct(
    ctx.db,
    {
      name: LONG_PRODUCT_NAME,
      rate: '0.0012345',
      managementFeeRate: '0.15',
      days: [7, 30, 90, 180, 365],
      minAmountWei: parseBtcw('100'),
      maxAmountWei: null,
      quotaWei: parseBtcw('100000000000'),
      status: 'open',
      sortOrder: 0,
    },
    ago(ctx.now, 120),
  );
  const buy = (memberId: number, days: number, amount: string, at: Date) =>
    buyProduct(ctx.db, {
      memberId,
      productId,
      days,
      amountWei: parseBtcw(amount),
      idempotencyKey: randomUUID(),
      now: at,
    });
  // Matures 10 days ago: settled below like the settler would, so the Maturity list has it.
  await buy(memberIds.demo, 90, '111111111.111111111111111111', ago(ctx.now, 100));
  await buy(memberIds.demo, 30, '123456789.123456789012345678', ago(ctx.now, 10, 4));
  await buy(memberIds.demo, 365, '234567890.987654321098765432', ago(ctx.now, 3, 7));
  await buy(memberIds.first, 180, '876543210.123456789012345678', ago(ctx.now, 20));
  await buy(memberIds.first, 7, '9876543.21', ago(ctx.now, 2));
  await buy(memberIds.second, 365, '345678901.5', ago(ctx.now, 15));
  await settleDueOrders(ctx.db, ctx.now, { memberId: memberIds.demo });
}

/** Invitees with 50-character remarks, one of them with a downline deep enough for four-digit counts. */
async function seedCommunity(ctx: Context, demoId: number): Promise<{ first: number; second: number }> {
  const [firstAccount, secondAccount] = ANVIL_COMMUNITY_ACCOUNTS;
  const first = await memberIdOf(ctx.db, firstAccount);
  const second = await memberIdOf(ctx.db, secondAccount);
  const demo = await findCredentials(ctx.db, DEMO_MEMBER.address.toLowerCase());
  if (!demo) throw new Error('no demo member');
  const invitees = [first, second];
  for (let n = 0; n < LONG_REMARKS.length - 2; n += 1) {
    const member = await insertMember(ctx.db, {
      account: inviteeAddress(n),
      passwordHash: demo.passwordHash,
      inviterId: demoId,
      createdAt: ago(ctx.now, 30 - n, n),
    });
    invitees.push(member.id);
  }
  for (const [index, memberId] of invitees.entries()) {
    const remark = LONG_REMARKS[index];
    if (remark) await setRemark(ctx.db, demoId, memberId, remark, ctx.now);
  }
  await ctx.db.query(
    `INSERT INTO members (account, password_hash, inviter_id, created_at)
     SELECT '0x' || substr(md5('long-data-deep-' || n) || md5('long-data-deeper-' || n), 1, 40), $1, $2,
            $3::timestamptz - n * interval '37 minutes'
     FROM generate_series(1, $4::int) AS n`,
    [demo.passwordHash, second, ctx.now, DEEP_DOWNLINE],
  );
  return { first, second };
}

async function seedStakes(ctx: Context, members: { demo: number; first: number }): Promise<void> {
  const device = (n: number, stakeDays: number, stakeAmount: string, dailyOutput: string) =>
    insertDevice(ctx.db, {
      hashrateId: longHashrateId(n),
      stakeAmount,
      stakeDays,
      dailyOutput,
      createdAt: ago(ctx.now, 500),
    });
  const demo = { id: members.demo, account: DEMO_MEMBER.address.toLowerCase() };
  const first = { id: members.first, account: ANVIL_COMMUNITY_ACCOUNTS[0].toLowerCase() };
  const running = await device(1, 365, '12345678.987654321098765432', '123456.789012345678901234');
  const ended = await device(2, 360, '9876543.123456789', '98765.4321');
  const auditing = await device(3, 180, '45678901.234567890123456789', '234567.8901');
  const failed = await device(4, 90, '33333333.333333333333333333', '111111.1111');
  const firstRunning = await device(5, 365, '23456789.0123456789', '154321.987654321');
  const firstAuditing = await device(6, 30, '7654321.7654321', '76543.21');
  await device(9, 365, '99999999.999999999999999999', '999999.999999999999999999');

  const stakes: [typeof demo, string, number, Date, PaymentOutcome][] = [
    [demo, 'running', running, ago(ctx.now, 37, 5), { kind: 'success' }],
    [demo, 'ended', ended, ago(ctx.now, 400), { kind: 'success' }],
    [demo, 'auditing', auditing, ago(ctx.now, 0, 1), { kind: 'confirming', depth: 5 }],
    [demo, 'failed', failed, ago(ctx.now, 2, 6), { kind: 'invalid', reason: 'wrongValue' }],
    [first, 'first-running', firstRunning, ago(ctx.now, 12), { kind: 'success' }],
    [first, 'first-auditing', firstAuditing, ago(ctx.now, 0, 3), { kind: 'confirming', depth: 2 }],
  ];
  for (const [member, label, deviceId, at, outcome] of stakes)
    await seedStake(ctx, member, { label, deviceId, at, outcome });
}

async function seedRecharges(ctx: Context, memberId: number): Promise<void> {
  const demo = { id: memberId, account: DEMO_MEMBER.address.toLowerCase() };
  const recharges: { label: string; amount: string; daysAgo: number; outcome: PaymentOutcome }[] = [
    { label: 'big', amount: '250000000.123456789012345678', daysAgo: 40, outcome: { kind: 'success' } },
    { label: 'eights', amount: '88888888.888888888888888888', daysAgo: 21, outcome: { kind: 'success' } },
    { label: 'odd', amount: '1234567.891011121314151617', daysAgo: 11, outcome: { kind: 'success' } },
    {
      label: 'wrong',
      amount: '77777777.7777',
      daysAgo: 5,
      outcome: { kind: 'invalid', reason: 'wrongValue' },
    },
    { label: 'lost', amount: '123456789.987654321', daysAgo: 3, outcome: { kind: 'giveUp' } },
    {
      label: 'deep',
      amount: '45678901.234567890123456789',
      daysAgo: 0.2,
      outcome: { kind: 'confirming', depth: 11 },
    },
    {
      label: 'nines',
      amount: '99999999.999999999999999999',
      daysAgo: 0.05,
      outcome: { kind: 'confirming', depth: 3 },
    },
  ];
  for (const recharge of recharges)
    await seedRecharge(ctx, demo, { ...recharge, at: ago(ctx.now, recharge.daysAgo) });
}

async function seedContent(ctx: Context): Promise<number> {
  await insertNotice(ctx.db, {
    kind: 'announcement',
    texts: LONG_ANNOUNCEMENT,
    createdAt: ago(ctx.now, 0, 5),
  });
  await insertAd(ctx.db, {
    imageUrl: '/images/ads/financial-products.webp',
    images: {
      'zh-Hant': '/images/ads/financial-products.zh-Hant.webp',
      vi: '/images/ads/financial-products.vi.webp',
    },
    linkUrl: '/pages/financial/index',
    sortOrder: -1,
    titles: LONG_AD_TITLES,
    createdAt: ctx.now,
  });
  return insertNotice(ctx.db, { kind: 'notice', texts: LONG_NOTICE, createdAt: ago(ctx.now, 0, 1) });
}

/** Seeds the long data (see the file comment); the ids the screens need to show it. */
export async function seedLongData(db: Db, now: Date): Promise<LongDataIds> {
  const demoId = await memberIdOf(db, DEMO_MEMBER.address);
  const [already] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM devices WHERE hashrate_id = $1',
    [longHashrateId(1)],
  );
  if ((already?.n ?? 0) > 0) throw new Error('The long data is seeded already: reset the database first');
  await writeSetting(db, 'confirmations', LONG_CONFIRMATIONS, now);
  await writeSetting(db, 'max_withdrawal', LONG_MAX_WITHDRAWAL, now);
  const settings = await readSettings(db);
  const ctx: Context = { db, now, treasury: settings.treasury_address.toLowerCase(), block: 18_234_567n };

  // Opening balance for the purchases and withdrawals below; the last row tops it up to LONG_BALANCE.
  await addLedgerEntry(db, {
    memberId: demoId,
    amountWei: parseBtcw('500000000'),
    kind: 'operator_credit',
    reference: 'long data: opening balance',
    createdAt: ago(now, 120),
  });
  const community = await seedCommunity(ctx, demoId);
  for (const memberId of [community.first, community.second])
    await addLedgerEntry(db, {
      memberId,
      amountWei: parseBtcw('2000000000'),
      kind: 'operator_credit',
      reference: 'long data: opening balance',
      createdAt: ago(now, 60),
    });
  await seedRecharges(ctx, demoId);
  await seedStakes(ctx, { demo: demoId, first: community.first });
  await seedFinancial(ctx, { demo: demoId, ...community });
  await seedWithdrawals(ctx, demoId);

  const topUp = parseBtcw(LONG_BALANCE) - (await balanceOf(db, demoId));
  if (topUp <= 0n) throw new Error('long data: the opening balance is too large for LONG_BALANCE');
  await addLedgerEntry(db, {
    memberId: demoId,
    amountWei: topUp,
    kind: 'operator_credit',
    reference: 'long data: top-up',
    createdAt: ago(now, 0, 0.5),
  });
  const noticeId = await seedContent(ctx);
  return {
    memberId: demoId,
    noticeId,
    inviteeId: community.first,
    freeHashrateId: LONG_FREE_HASHRATE_ID,
    balance: LONG_BALANCE,
  };
}
