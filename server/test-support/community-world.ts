/**
 * Random community activity for the aggregate tests: registrations under random inviters, members
 * without an inviter who bind one later (moving their whole downline), financial purchases and
 * their redemptions, stakes that start, end with the clock or are reversed by a reorg. Writes go
 * through the server's own functions where they exist (insertMember, buyProduct, settleDueOrders,
 * endDueStakes) and otherwise through the same statements the payment code runs.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect } from 'vitest';
import { ApiFailure } from '../api/api-failure';
import { communityFigures, isSelfOrDownline, listInvitees } from '../community/community';
import { foldCommunityChanges } from '../community/community-fold';
import { lockCommunityExclusive } from '../community/community-locks';
import { endDueStakes } from '../community/stake-maturity';
import { verifyAggregates } from '../community/verify-aggregates';
import type { Db, Queryable } from '../db/db';
import { truncateAll } from '../db/truncate-all';
import { buyProduct, insertProduct, settleDueOrders } from '../financial/financial';
import { addLedgerEntry } from '../ledger/ledger';
import { insertMember } from '../members/members';
import { parseBtcw } from '../money';
import { referenceFigures } from './community-reference';
import { countRows } from './count-rows';

const HOUR = 3_600_000;

export type CommunityOp =
  | { kind: 'register'; inviter: number }
  | { kind: 'registerUnbound' }
  | { kind: 'bind'; member: number; inviter: number }
  | { kind: 'buy'; member: number; days: number; amount: bigint }
  | { kind: 'stake'; member: number; days: number; amount: bigint }
  | { kind: 'reorg'; pick: number }
  | { kind: 'advance'; hours: number }
  | { kind: 'settle' }
  | { kind: 'endStakes' }
  | { kind: 'fold' };

const amount = fc.bigInt({ min: 10n, max: 500n }).map((whole) => whole * 10n ** 18n + 123n);
const pick = fc.nat();

export const communityOp: fc.Arbitrary<CommunityOp> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('register' as const), inviter: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('registerUnbound' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('bind' as const), member: pick, inviter: pick }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      member: pick,
      days: fc.constantFrom(1, 2, 3),
      amount,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('stake' as const),
      member: pick,
      days: fc.constantFrom(1, 2, 5),
      amount,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reorg' as const), pick }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 40 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('settle' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('endStakes' as const) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('fold' as const) }) },
);

export interface CommunityWorld {
  /** One or more connections to the same database (two server instances on PostgreSQL). */
  dbs: Db[];
  memberIds: number[];
  productId: number;
  now: number;
  accounts: number;
}

function account(n: number): string {
  return `0x${n.toString(16).padStart(40, '0')}`;
}

/** An empty platform with one root member and one open product of 1, 2 or 3 days. */
export async function freshCommunityWorld(dbs: Db[]): Promise<CommunityWorld> {
  const [db] = dbs;
  if (!db) throw new Error('no database');
  await truncateAll(db);
  const start = new Date('2026-01-01T00:00:00Z');
  const root = await insertMember(db, {
    account: account(1),
    passwordHash: 'x',
    inviterId: null,
    createdAt: start,
  });
  const productId = await insertProduct(
    db,
    {
      name: 'P',
      rate: '0.01',
      managementFeeRate: '0.1',
      days: [1, 2, 3],
      minAmountWei: parseBtcw('1'),
      maxAmountWei: null,
      quotaWei: parseBtcw('100000000'),
      status: 'open',
    },
    start,
  );
  return { dbs, memberIds: [root.id], productId, now: start.getTime(), accounts: 1 };
}

function memberAt(world: CommunityWorld, index: number): number {
  return world.memberIds[index % world.memberIds.length] ?? 0;
}

async function register(world: CommunityWorld, db: Db, inviterId: number | null): Promise<void> {
  world.accounts += 1;
  const member = await insertMember(db, {
    account: account(world.accounts),
    passwordHash: 'x',
    inviterId,
    createdAt: new Date(world.now + world.accounts),
  });
  world.memberIds.push(member.id);
}

/** Binds a member without an inviter under another member, as `member/bindInviter` does. */
async function bind(db: Db, memberId: number, inviterId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCommunityExclusive(tx);
    const [row] = await tx.query<{ inviter_id: number | null }>(
      'SELECT inviter_id FROM members WHERE id = $1',
      [memberId],
    );
    if (row?.inviter_id !== null || memberId === 1) return;
    if (await isSelfOrDownline(tx, memberId, inviterId)) return;
    await tx.query('UPDATE members SET inviter_id = $2 WHERE id = $1 AND inviter_id IS NULL', [
      memberId,
      inviterId,
    ]);
  });
}

/** A device locked and paid: the statements of device-locks.ts and claims.ts. */
async function stake(db: Db, memberId: number, days: number, amountWei: bigint, now: Date): Promise<void> {
  const orderId = await db.transaction(async (tx) => {
    const [device] = await tx.query<{ id: number }>(
      `INSERT INTO devices (hashrate_id, stake_amount, stake_days, daily_output, created_at)
       VALUES ($1, $2::numeric, $3, 1, $4) RETURNING id::int AS id`,
      [`DEV-${randomUUID().toUpperCase()}`, amountWei.toString(), days, now],
    );
    const [order] = await tx.query<{ id: number }>(
      `INSERT INTO stake_orders (member_id, device_id, amount, stake_days, daily_output, from_address,
         treasury_address, lock_block, status, created_at, expires_at)
       VALUES ($1, $2, $3::numeric, $4, 1, $5, $5, 0, 'locked', $6, $6) RETURNING id::int AS id`,
      [memberId, device?.id, amountWei.toString(), days, account(1), now],
    );
    await tx.query(`UPDATE stake_orders SET status = 'auditing', tx_hash = $2 WHERE id = $1`, [
      order?.id,
      `0x${'ab'.repeat(32)}`,
    ]);
    return order?.id;
  });
  await db.transaction((tx) =>
    tx.query(
      `UPDATE stake_orders SET status = 'staking', started_at = $2, decided_at = $2, failure = NULL
       WHERE id = $1 AND status = 'auditing'`,
      [orderId, now],
    ),
  );
}

/** A reorg took a stake's payment away (credit-watch.ts): the stake fails. */
async function reorg(db: Db, index: number, now: Date): Promise<void> {
  const staking = await db.query<{ id: number }>(
    `SELECT id::int AS id FROM stake_orders WHERE status = 'staking' ORDER BY id`,
  );
  const order = staking[index % Math.max(1, staking.length)];
  if (!order) return;
  await db.transaction((tx) =>
    tx.query(
      `UPDATE stake_orders SET status = 'failed', failure = 'reorged', decided_at = $2 WHERE id = $1 AND status = 'staking'`,
      [order.id, now],
    ),
  );
}

/** Runs one operation on `db`; a refusal the API would answer (ApiFailure) is fine. */
export async function runCommunityOp(world: CommunityWorld, db: Db, op: CommunityOp): Promise<void> {
  const now = new Date(world.now);
  try {
    switch (op.kind) {
      case 'register':
        return await register(world, db, memberAt(world, op.inviter));
      case 'registerUnbound':
        return await register(world, db, null);
      case 'bind':
        return await bind(db, memberAt(world, op.member), memberAt(world, op.inviter));
      case 'buy': {
        const memberId = memberAt(world, op.member);
        await db.transaction((tx) =>
          addLedgerEntry(tx, { memberId, amountWei: op.amount, kind: 'operator_credit', createdAt: now }),
        );
        await buyProduct(db, {
          memberId,
          productId: world.productId,
          days: op.days,
          amountWei: op.amount,
          idempotencyKey: randomUUID(),
          now,
        });
        return;
      }
      case 'stake':
        return await stake(db, memberAt(world, op.member), op.days, op.amount, now);
      case 'reorg':
        return await reorg(db, op.pick, now);
      case 'advance':
        world.now += op.hours * HOUR;
        return;
      case 'settle':
        await settleDueOrders(db, now);
        return;
      case 'endStakes':
        await endDueStakes(db, now);
        return;
      case 'fold':
        await foldCommunityChanges(db);
        return;
    }
  } catch (error) {
    if (error instanceof ApiFailure) return;
    throw error;
  }
}

/**
 * After a sequence: verify-aggregates finds no difference, and every member's figures and invitee
 * list answer what the definition (the recursive walk) answers at the world's clock — with the
 * changes not folded yet that the sequence left, and again once every change is folded.
 */
export async function expectAggregatesMatchDefinition(world: CommunityWorld, db: Db): Promise<void> {
  await expectFiguresMatchDefinition(world, db);
  await foldCommunityChanges(db);
  expect(await countRows(db, 'community_changes')).toBe(0);
  await expectFiguresMatchDefinition(world, db);
}

async function expectFiguresMatchDefinition(world: CommunityWorld, db: Queryable): Promise<void> {
  const now = new Date(world.now);
  const check = await verifyAggregates(db, now);
  expect(check.differences).toEqual([]);
  for (const memberId of world.memberIds) await expectMemberMatchesDefinition(db, memberId, now);
}

/** A member's figures and invitee list (first 50) at `now` answer what the recursive walk answers. */
export async function expectMemberMatchesDefinition(
  db: Queryable,
  memberId: number,
  now: Date,
): Promise<void> {
  const reference = await referenceFigures(db, memberId, now);
  const figures = await communityFigures(db, memberId, now);
  expect({ memberId, ...figures }).toEqual({
    memberId,
    financialAmountWei: reference.financialAmountWei,
    communityPerformanceWei: reference.communityPerformanceWei,
    sharerCount: reference.sharerCount,
    memberCount: reference.memberCount,
  });
  const { list, total } = await listInvitees(db, memberId, { page: 1, pageSize: 50 }, now);
  expect(total).toBe(reference.sharerCount);
  for (const invitee of list)
    expect({ invitee: invitee.id, performance: invitee.performanceWei }).toEqual({
      invitee: invitee.id,
      performance: (await referenceFigures(db, invitee.id, now)).performanceWei,
    });
}
