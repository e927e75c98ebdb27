import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiFailure } from '../api/api-failure';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { createPgliteDb } from '../db/pglite-db';
import { createPostgresDb } from '../db/postgres-db';
import { truncateAll } from '../db/truncate-all';
import { buyProduct, insertProduct, settleDueOrders } from '../financial/financial';
import { insertMember } from '../members/members';
import { parseBtcw } from '../money';
import { ANVIL_ACCOUNTS } from '../seed-accounts';
import {
  approveWithdrawal,
  rejectWithdrawal,
  requestWithdrawal,
  WithdrawalStateError,
} from '../withdrawals/withdrawals';
import { addLedgerEntry, balanceOf } from './ledger';

/**
 * Random sequences of credits (stand-ins for recharges and stake payouts), withdrawals (some
 * retried with the same key at once), approvals, rejections, purchases and maturities, run in
 * concurrent batches. After every batch: each balance equals the sum of the effects of the
 * operations that succeeded, equals what the business tables imply, and no prefix of a member's
 * ledger (in write order) is ever negative. PGlite by default; TEST_DATABASE_URL=postgres://… runs
 * the same against PostgreSQL with real concurrent transactions.
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 60);
const DAY = 86_400_000;
const MEMBERS = 3;

type Op =
  | { kind: 'credit'; member: number; amount: bigint }
  | { kind: 'withdraw'; member: number; amount: bigint; retryAtOnce: boolean }
  | { kind: 'approve'; pick: number }
  | { kind: 'reject'; pick: number }
  | { kind: 'buy'; member: number; product: number; days: number; amount: bigint }
  | { kind: 'advance'; days: number };

const wei = fc
  .bigInt({ min: 1n, max: 400n })
  .chain((whole) =>
    fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }).map((fraction) => whole * 10n ** 18n + fraction),
  );
const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('credit' as const), member, amount: wei }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      member,
      amount: wei,
      retryAtOnce: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('approve' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reject' as const), pick: fc.nat() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      member,
      product: fc.integer({ min: 0, max: 2 }),
      days: fc.constantFrom(1, 2, 3),
      amount: wei,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), days: fc.integer({ min: 0, max: 2 }) }),
  },
);
const batches = fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 12 });

interface World {
  db: Db;
  memberIds: number[];
  productIds: number[];
  now: number;
  expected: Map<number, bigint>;
  withdrawalIds: number[];
  operations: number;
}

async function freshWorld(db: Db): Promise<World> {
  await truncateAll(db);
  const start = new Date('2026-01-01T00:00:00Z');
  const memberIds: number[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const created = await insertMember(db, {
      account: (ANVIL_ACCOUNTS[i + 1] ?? '').toLowerCase(),
      passwordHash: 'x',
      inviterId: null,
      createdAt: start,
    });
    memberIds.push(created.id);
  }
  const product = (days: number[], quota: string, status: 'open' | 'notOpen') => ({
    name: 'P',
    rate: '0.0123',
    managementFeeRate: '0.1',
    days,
    minAmountWei: parseBtcw('5'),
    maxAmountWei: null,
    quotaWei: parseBtcw(quota),
    status,
  });
  const productIds = [
    await insertProduct(db, product([1, 2], '100000', 'open'), start),
    await insertProduct(db, product([3], '500', 'open'), start),
    await insertProduct(db, product([1], '100000', 'notOpen'), start),
  ];
  return {
    db,
    memberIds,
    productIds,
    now: start.getTime(),
    expected: new Map(memberIds.map((id) => [id, 0n])),
    withdrawalIds: [],
    operations: 0,
  };
}

/** Runs one operation; refusals are fine, anything else fails the property. */
async function run(world: World, operation: Op): Promise<void> {
  const { db } = world;
  const now = new Date(world.now);
  const add = (memberId: number, delta: bigint) =>
    world.expected.set(memberId, (world.expected.get(memberId) ?? 0n) + delta);
  const memberId = 'member' in operation ? (world.memberIds[operation.member] ?? 0) : 0;
  world.operations++;
  try {
    switch (operation.kind) {
      case 'credit':
        await db.transaction((tx) =>
          addLedgerEntry(tx, {
            memberId,
            amountWei: operation.amount,
            kind: 'operator_credit',
            createdAt: now,
          }),
        );
        add(memberId, operation.amount);
        return;
      case 'withdraw': {
        const idempotencyKey = randomUUID();
        const attempt = () =>
          requestWithdrawal(db, { memberId, amountWei: operation.amount, idempotencyKey, now });
        const results = await Promise.allSettled(
          operation.retryAtOnce ? [attempt(), attempt()] : [attempt()],
        );
        const ok = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
        for (const r of results)
          if (r.status === 'rejected' && !(r.reason instanceof ApiFailure)) throw r.reason;
        if (ok.length > 0) {
          expect(new Set(ok.map((w) => w.id)).size).toBe(1);
          add(memberId, -operation.amount);
          world.withdrawalIds.push(ok[0]?.id ?? 0);
        }
        return;
      }
      case 'approve':
      case 'reject': {
        const id = world.withdrawalIds[operation.pick % Math.max(1, world.withdrawalIds.length)];
        if (id === undefined) return;
        if (operation.kind === 'approve') await approveWithdrawal(db, id, now, `0x${'ab'.repeat(32)}`);
        else {
          const record = await rejectWithdrawal(db, id, now);
          add(record.memberId, record.amountWei);
        }
        return;
      }
      case 'buy':
        await buyProduct(db, {
          memberId,
          productId: world.productIds[operation.product] ?? 0,
          days: operation.days,
          amountWei: operation.amount,
          idempotencyKey: randomUUID(),
          now,
        });
        add(memberId, -operation.amount);
        return;
      case 'advance': {
        world.now += operation.days * DAY;
        for (const settled of await settleDueOrders(db, new Date(world.now)))
          add(settled.memberId, settled.quantityWei);
        return;
      }
    }
  } catch (error) {
    if (error instanceof ApiFailure || error instanceof WithdrawalStateError) return;
    throw error;
  }
}

async function checkInvariants(world: World): Promise<void> {
  const { db } = world;
  for (const memberId of world.memberIds) {
    const balance = await balanceOf(db, memberId);
    expect(balance).toBe(world.expected.get(memberId));
    expect(balance >= 0n).toBe(true);
    const [implied] = await db.query<{ v: string }>(
      `SELECT (
         COALESCE((SELECT SUM(amount) FROM ledger_entries WHERE member_id = $1 AND kind = 'operator_credit'), 0)
       - COALESCE((SELECT SUM(amount) FROM withdrawals WHERE member_id = $1 AND status <> 'Failed'), 0)
       - COALESCE((SELECT SUM(amount) FROM financial_orders WHERE member_id = $1), 0)
       + COALESCE((SELECT SUM(amount + earned - management_fee) FROM financial_orders
                   WHERE member_id = $1 AND status = 'Maturity'), 0))::text AS v`,
      [memberId],
    );
    expect(BigInt(implied?.v ?? 'x')).toBe(balance);
    const [lowest] = await db.query<{ v: string | null }>(
      `SELECT MIN(running)::text AS v FROM (
         SELECT SUM(amount) OVER (ORDER BY id) AS running FROM ledger_entries WHERE member_id = $1) s`,
      [memberId],
    );
    expect(BigInt(lowest?.v ?? '0') >= 0n).toBe(true);
  }
  const oversold = await db.query(
    `SELECT p.id FROM financial_products p
     CROSS JOIN LATERAL (SELECT SUM(sold) AS sold FROM financial_product_slices s WHERE s.product_id = p.id) s
     WHERE s.sold > p.quota OR s.sold <> COALESCE((SELECT SUM(amount) FROM financial_orders o WHERE o.product_id = p.id), 0)`,
  );
  expect(oversold).toEqual([]);
}

describe('ledger property: concurrent money operations', () => {
  let db: Db;
  let operations = 0;
  let runs = 0;

  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    db = url ? createPostgresDb(url) : await createPgliteDb();
    await migrate(db);
  }, 60_000);
  afterAll(async () => {
    console.log(
      `[property] ${db.kind}: ${runs} runs, ${operations} operations (${(operations / Math.max(1, runs)).toFixed(1)} per run)`,
    );
    await db.close();
  });

  it('keeps every balance equal to its ledger and never negative', async () => {
    await fc.assert(
      fc.asyncProperty(batches, async (plan) => {
        const world = await freshWorld(db);
        runs++;
        for (const batch of plan) {
          await Promise.all(batch.map((operation) => run(world, operation)));
          await checkInvariants(world);
        }
        operations += world.operations;
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
