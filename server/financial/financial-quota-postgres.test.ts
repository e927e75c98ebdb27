import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiFailure } from '../api/api-failure';
import type { Db, Queryable } from '../db/db';
import { migrate } from '../db/migrate';
import { createPostgresDb } from '../db/postgres-db';
import { truncateAll } from '../db/truncate-all';
import { addLedgerEntry, balanceOf } from '../ledger/ledger';
import { insertMember } from '../members/members';
import { parseBtcw } from '../money';
import { startTempPostgres, type TempPostgres } from '../test-support/temp-postgres';
import { buyProduct, insertProduct } from './financial';

/*
 * A purchase takes the product's row only at its very end (the quota update), so purchases of one
 * product do not queue behind each other for their whole transaction. The quota must still hold
 * exactly when many members, on two server instances, buy the last of it in the same instant.
 */
let postgres: TempPostgres | null;
const dbs: Db[] = [];
const now = new Date('2026-01-01T00:00:00Z');
const amount = parseBtcw('100');

beforeAll(async () => {
  postgres = await startTempPostgres();
  if (!postgres) throw new Error('No PostgreSQL: install Debian postgresql or set TEST_DATABASE_URL');
  for (let n = 0; n < 2; n += 1) dbs.push(createPostgresDb(postgres.url));
  const [first] = dbs;
  if (first) await migrate(first);
}, 60_000);

afterAll(async () => {
  await Promise.all(dbs.map((db) => db.close()));
  await postgres?.stop();
});

async function platformWithBuyers(db: Db, buyers: number, quotaWei: bigint) {
  await truncateAll(db);
  const root = await insertMember(db, {
    account: `0x${'1'.padStart(40, '0')}`,
    passwordHash: 'x',
    inviterId: null,
    createdAt: now,
  });
  const productId = await insertProduct(
    db,
    {
      name: 'P',
      rate: '0.01',
      managementFeeRate: '0.1',
      days: [7],
      minAmountWei: parseBtcw('1'),
      maxAmountWei: null,
      quotaWei,
      status: 'open',
    },
    now,
  );
  const memberIds: number[] = [];
  for (let n = 0; n < buyers; n += 1) {
    const member = await insertMember(db, {
      account: `0x${(n + 2).toString(16).padStart(40, '0')}`,
      passwordHash: 'x',
      inviterId: root.id,
      createdAt: now,
    });
    await addLedgerEntry(db, {
      memberId: member.id,
      amountWei: amount,
      kind: 'operator_credit',
      createdAt: now,
    });
    memberIds.push(member.id);
  }
  return { productId, memberIds };
}

const outcome = (result: PromiseSettledResult<unknown>) =>
  result.status === 'fulfilled'
    ? 'bought'
    : result.reason instanceof ApiFailure
      ? result.reason.messageKey
      : String(result.reason);

it('sells exactly the quota when twelve members on two instances buy the last three places at once', async () => {
  const [first] = dbs;
  if (!first) throw new Error('no database');
  const { productId, memberIds } = await platformWithBuyers(first, 12, amount * 3n);
  const results = await Promise.allSettled(
    memberIds.map((memberId, n) =>
      buyProduct(dbs[n % 2] ?? first, {
        memberId,
        productId,
        days: 7,
        amountWei: amount,
        idempotencyKey: randomUUID(),
        now,
      }),
    ),
  );
  const outcomes = results.map(outcome);
  expect(outcomes.filter((o) => o === 'bought')).toHaveLength(3);
  expect(outcomes.filter((o) => o !== 'bought')).toEqual(Array.from({ length: 9 }, () => 'soldOut'));
  const [product] = await first.query<{ sold: string }>(
    'SELECT sold::text AS sold FROM financial_products WHERE id = $1',
    [productId],
  );
  expect(product?.sold).toBe((amount * 3n).toString());
  // A refused purchase left nothing behind: no order, no debit.
  const [orders] = await first.query<{ n: number }>('SELECT count(*)::int AS n FROM financial_orders');
  expect(orders?.n).toBe(3);
  const balances = await Promise.all(memberIds.map((id) => balanceOf(first, id)));
  expect(balances.filter((b) => b === 0n)).toHaveLength(3);
  expect(balances.filter((b) => b === amount)).toHaveLength(9);
}, 60_000);

async function lockWaiters(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
  );
  return row?.n ?? 0;
}

it('refuses as not open a purchase whose product the operator closed while it was being made', async () => {
  const [first, second] = dbs;
  if (!first || !second) throw new Error('no database');
  const { productId, memberIds } = await platformWithBuyers(first, 1, amount * 10n);
  const [memberId] = memberIds;
  if (memberId === undefined) throw new Error('no buyer');
  // The operator's close commits between the purchase's checks and its quota update: the purchase
  // reads the product open, then waits for the row the close holds, then finds it closed.
  const { purchase } = await second.transaction(async (tx) => {
    await tx.query(`UPDATE financial_products SET status = 'notOpen' WHERE id = $1`, [productId]);
    const started = buyProduct(first, {
      memberId,
      productId,
      days: 7,
      amountWei: amount,
      idempotencyKey: randomUUID(),
      now,
    });
    const settled = started.then(
      () => 'bought' as const,
      (error: unknown) => error,
    );
    while ((await lockWaiters(tx)) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    return { purchase: settled };
  });
  const closing = await purchase;
  expect(closing).toBeInstanceOf(ApiFailure);
  expect((closing as ApiFailure).messageKey).toBe('productNotOpen');
  expect(await balanceOf(first, memberId)).toBe(amount);
}, 60_000);
