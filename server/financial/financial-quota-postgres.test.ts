import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { ApiFailure } from '../api/api-failure';
import type { Db } from '../db/db';
import { truncateAll } from '../db/truncate-all';
import { addLedgerEntry, balanceOf } from '../ledger/ledger';
import { insertMember } from '../members/members';
import { parseBtcw } from '../money';
import { countRows } from '../test-support/count-rows';
import { postgresInstances } from '../test-support/postgres-instances';
import { buyProduct, insertProduct } from './financial';

/*
 * A purchase takes one slice of its product's quota (migration 019), so purchases of one product do
 * not queue behind each other's commits. The quota must still hold to the wei when many members, on
 * two server instances, buy the last of it in the same instant.
 */
const dbs = postgresInstances(2);
const now = new Date('2026-01-01T00:00:00Z');
const amount = parseBtcw('100');

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

/** One purchase of the 7-day term, answered as `bought` or the refusal's message key. */
const buy = (db: Db, productId: number, memberId: number, amountWei: bigint) =>
  buyProduct(db, { memberId, productId, days: 7, amountWei, idempotencyKey: randomUUID(), now }).then(
    () => 'bought',
    (error: unknown) => (error instanceof ApiFailure ? error.messageKey : String(error)),
  );

it('sells exactly the quota when twelve members on two instances buy the last three places at once', async () => {
  const [first] = dbs;
  if (!first) throw new Error('no database');
  const { productId, memberIds } = await platformWithBuyers(first, 12, amount * 3n);
  const outcomes = await Promise.all(
    memberIds.map((memberId, n) => buy(dbs[n % 2] ?? first, productId, memberId, amount)),
  );
  expect(outcomes.filter((o) => o === 'bought')).toHaveLength(3);
  expect(outcomes.filter((o) => o !== 'bought')).toEqual(Array.from({ length: 9 }, () => 'soldOut'));
  const [product] = await first.query<{ sold: string }>(
    'SELECT SUM(sold)::text AS sold FROM financial_product_slices WHERE product_id = $1',
    [productId],
  );
  expect(product?.sold).toBe((amount * 3n).toString());
  // A refused purchase left nothing behind: no order, no debit.
  expect(await countRows(first, 'financial_orders')).toBe(3);
  const balances = await Promise.all(memberIds.map((id) => balanceOf(first, id)));
  expect(balances.filter((b) => b === 0n)).toHaveLength(3);
  expect(balances.filter((b) => b === amount)).toHaveLength(9);
}, 60_000);

it('sells the last wei of the quota to a purchase whose own slice has less room than it asks', async () => {
  const [first] = dbs;
  if (!first) throw new Error('no database');
  // 3 BTCW over 16 slices: no slice has room for 2, the product has.
  const { productId, memberIds } = await platformWithBuyers(first, 3, parseBtcw('3'));
  const [a, b, c] = memberIds;
  if (a === undefined || b === undefined || c === undefined) throw new Error('no buyers');
  expect(await buy(first, productId, a, parseBtcw('2'))).toBe('bought');
  expect(await buy(first, productId, b, parseBtcw('1.000000000000000001'))).toBe('soldOut');
  expect(await buy(first, productId, c, parseBtcw('1'))).toBe('bought');
  expect(await buy(first, productId, b, parseBtcw('1'))).toBe('soldOut');
  const slices = await first.query<{ quota: string; sold: string }>(
    'SELECT quota::text AS quota, sold::text AS sold FROM financial_product_slices WHERE product_id = $1',
    [productId],
  );
  expect(slices).toHaveLength(16);
  const sum = (key: 'quota' | 'sold') => slices.reduce((total, slice) => total + BigInt(slice[key]), 0n);
  expect([sum('quota'), sum('sold')]).toEqual([parseBtcw('3'), parseBtcw('3')]);
}, 60_000);

it('refuses as not open a purchase made once the operator has closed the product', async () => {
  const [first] = dbs;
  if (!first) throw new Error('no database');
  const { productId, memberIds } = await platformWithBuyers(first, 1, amount * 10n);
  const [memberId] = memberIds;
  if (memberId === undefined) throw new Error('no buyer');
  await first.query(`UPDATE financial_products SET status = 'notOpen' WHERE id = $1`, [productId]);
  expect(await buy(first, productId, memberId, amount)).toBe('productNotOpen');
  expect(await balanceOf(first, memberId)).toBe(amount);
}, 60_000);
