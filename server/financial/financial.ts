import { projectFinancial } from '@/lib/money/rates';
import { ApiFailure, CODE } from '../api/api-failure';
import type { Db, Queryable } from '../db/db';
import { addLedgerEntry, lockMemberBalance } from '../ledger/ledger';
import { spendFromBalance } from '../ledger/member-spend';
import { formatBtcw, parseBtcw } from '../money';

const DAY_MS = 86_400_000;

export type ProductStatus = 'open' | 'notOpen';

export interface FinancialProductRecord {
  id: number;
  name: string;
  rate: string;
  managementFeeRate: string;
  days: number[];
  minAmountWei: bigint;
  maxAmountWei: bigint | null;
  quotaWei: bigint;
  soldWei: bigint;
  status: ProductStatus;
}

interface ProductRow {
  id: number;
  name: string;
  rate: string;
  management_fee_rate: string;
  days: number[];
  min_amount: string;
  max_amount: string | null;
  quota: string;
  sold: string;
  status: ProductStatus;
}

const PRODUCT_COLUMNS = `id::int AS id, name, rate::text AS rate, management_fee_rate::text AS management_fee_rate,
  days, min_amount::text AS min_amount, max_amount::text AS max_amount, quota::text AS quota,
  (SELECT COALESCE(SUM(s.sold), 0) FROM financial_product_slices s WHERE s.product_id = financial_products.id)::text
    AS sold,
  status`;

/** numeric(40,18) reads as "0.010000000000000000": back to the canonical "0.01". */
function canonicalRate(text: string): string {
  return formatBtcw(parseBtcw(text));
}

function productFromRow(row: ProductRow): FinancialProductRecord {
  return {
    id: row.id,
    name: row.name,
    rate: canonicalRate(row.rate),
    managementFeeRate: canonicalRate(row.management_fee_rate),
    days: row.days.map(Number),
    minAmountWei: BigInt(row.min_amount),
    maxAmountWei: row.max_amount === null ? null : BigInt(row.max_amount),
    quotaWei: BigInt(row.quota),
    soldWei: BigInt(row.sold),
    status: row.status,
  };
}

export async function listProducts(db: Queryable): Promise<FinancialProductRecord[]> {
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM financial_products ORDER BY sort_order, id`,
  );
  return rows.map(productFromRow);
}

export interface NewProduct {
  name: string;
  rate: string;
  managementFeeRate: string;
  days: number[];
  minAmountWei: bigint;
  maxAmountWei: bigint | null;
  quotaWei: bigint;
  status: ProductStatus;
  sortOrder?: number;
}

export async function insertProduct(db: Queryable, product: NewProduct, now: Date): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO financial_products
       (name, rate, management_fee_rate, days, min_amount, max_amount, quota, status, sort_order, created_at)
     VALUES ($1, $2::numeric, $3::numeric, $4::int[], $5::numeric, $6::numeric, $7::numeric, $8, $9, $10)
     RETURNING id::int AS id`,
    [
      product.name,
      product.rate,
      product.managementFeeRate,
      product.days,
      product.minAmountWei.toString(),
      product.maxAmountWei?.toString() ?? null,
      product.quotaWei.toString(),
      product.status,
      product.sortOrder ?? 0,
      now,
    ],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row.id;
}

/** Operator: open or close a product for sale; returns false for an unknown id. */
export async function setProductStatus(db: Queryable, id: number, status: ProductStatus): Promise<boolean> {
  const rows = await db.query('UPDATE financial_products SET status = $2 WHERE id = $1 RETURNING id', [
    id,
    status,
  ]);
  return rows.length > 0;
}

export interface FinancialOrderRecord {
  id: number;
  memberId: number;
  productId: number;
  productName: string;
  amountWei: bigint;
  days: number;
  rate: string;
  managementFeeRate: string;
  status: 'Stake' | 'Maturity';
  createdAt: Date;
  maturesAt: Date;
  /** Set once matured. */
  earnedWei: bigint | null;
  managementFeeWei: bigint | null;
}

interface OrderRow {
  id: number;
  member_id: number;
  product_id: number;
  product_name: string;
  amount: string;
  days: number;
  rate: string;
  management_fee_rate: string;
  status: 'Stake' | 'Maturity';
  created_at: Date;
  matures_at: Date;
  earned: string | null;
  management_fee: string | null;
  request_fingerprint: string;
}

const ORDER_COLUMNS = `id::int AS id, member_id::int AS member_id, product_id::int AS product_id, product_name,
  amount::text AS amount, days::int AS days, rate::text AS rate, management_fee_rate::text AS management_fee_rate,
  status, created_at, matures_at, earned::text AS earned, management_fee::text AS management_fee, request_fingerprint`;

function orderFromRow(row: OrderRow): FinancialOrderRecord {
  return {
    id: row.id,
    memberId: row.member_id,
    productId: row.product_id,
    productName: row.product_name,
    amountWei: BigInt(row.amount),
    days: row.days,
    rate: canonicalRate(row.rate),
    managementFeeRate: canonicalRate(row.management_fee_rate),
    status: row.status,
    createdAt: new Date(row.created_at),
    maturesAt: new Date(row.matures_at),
    earnedWei: row.earned === null ? null : BigInt(row.earned),
    managementFeeWei: row.management_fee === null ? null : BigInt(row.management_fee),
  };
}

/**
 * Buys `amountWei` of a product for `days`, paid from the balance, in one transaction: member row
 * lock → idempotency check → product row lock and rules → conditional debit → order. The same
 * idempotency key returns the first order (409 if the request differs).
 */
export async function buyProduct(
  db: Db,
  input: {
    memberId: number;
    productId: number;
    days: number;
    amountWei: bigint;
    idempotencyKey: string;
    now: Date;
  },
): Promise<FinancialOrderRecord> {
  const fingerprint = `${input.productId}:${input.days}:${input.amountWei}`;
  return db.transaction(async (tx) => {
    await lockMemberBalance(tx, input.memberId);
    const [existing] = await tx.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM financial_orders WHERE member_id = $1 AND idempotency_key = $2`,
      [input.memberId, input.idempotencyKey],
    );
    if (existing) {
      if (existing.request_fingerprint !== fingerprint)
        throw new ApiFailure(CODE.conflict, 'idempotencyConflict');
      return orderFromRow(existing);
    }
    // Read without a lock: every purchase of a product takes its row, so the row is taken last (the
    // quota update below) and held only while the purchase commits.
    const [productRow] = await tx.query<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM financial_products WHERE id = $1`,
      [input.productId],
    );
    if (!productRow) throw new ApiFailure(CODE.notFound, 'productNotFound');
    const product = productFromRow(productRow);
    if (product.status !== 'open') throw new ApiFailure(CODE.unprocessable, 'productNotOpen');
    if (!product.days.includes(input.days)) throw new ApiFailure(CODE.unprocessable, 'daysNotOffered');
    if (input.amountWei < product.minAmountWei)
      throw new ApiFailure(CODE.unprocessable, 'belowMinimumAmount', {
        min: formatBtcw(product.minAmountWei),
      });
    if (product.maxAmountWei !== null && input.amountWei > product.maxAmountWei)
      throw new ApiFailure(CODE.unprocessable, 'aboveMaximumAmount', {
        max: formatBtcw(product.maxAmountWei),
      });
    if (product.soldWei + input.amountWei > product.quotaWei) throw new ApiFailure(CODE.conflict, 'soldOut');
    const [row] = await tx.query<OrderRow>(
      `INSERT INTO financial_orders (member_id, product_id, product_name, amount, days, rate, management_fee_rate,
         status, created_at, matures_at, idempotency_key, request_fingerprint)
       VALUES ($1, $2, $3, $4::numeric, $5, $6::numeric, $7::numeric, 'Stake', $8, $9, $10, $11)
       RETURNING ${ORDER_COLUMNS}`,
      [
        input.memberId,
        product.id,
        product.name,
        input.amountWei.toString(),
        input.days,
        product.rate,
        product.managementFeeRate,
        input.now,
        new Date(input.now.getTime() + input.days * DAY_MS),
        input.idempotencyKey,
        fingerprint,
      ],
    );
    if (!row) throw new Error('INSERT … RETURNING gave no row');
    await spendFromBalance(tx, {
      memberId: input.memberId,
      debitWei: input.amountWei,
      kind: 'financialPurchase',
      reference: `financialOrder:${row.id}`,
      createdAt: input.now,
    });
    await takeFromQuota(tx, product.id, input.memberId, input.amountWei);
    return orderFromRow(row);
  });
}

/**
 * Takes the amount from the product's quota if the product is still open and its quota still has
 * room (migration 019): from the member's slice when that has room, else from the whole quota with
 * every slice locked. The purchase's last statement: a slice's row is held only while this purchase
 * commits, and purchases of other slices do not wait for it.
 */
async function takeFromQuota(
  tx: Queryable,
  productId: number,
  memberId: number,
  amountWei: bigint,
): Promise<void> {
  const [row] = await tx.query<{ status: string; taken: boolean }>(
    `WITH fast AS (
       UPDATE financial_product_slices s SET sold = s.sold + $3::numeric
       FROM financial_products p
       WHERE s.product_id = $1 AND s.slice = $2 AND s.sold + $3::numeric <= s.quota
         AND p.id = s.product_id AND p.status = 'open'
       RETURNING 1
     )
     SELECT p.status, EXISTS (SELECT 1 FROM fast) AS taken FROM financial_products p WHERE p.id = $1`,
    [productId, memberId % QUOTA_SLICES, amountWei.toString()],
  );
  if (row?.taken) return;
  if (row?.status !== 'open') throw new ApiFailure(CODE.unprocessable, 'productNotOpen');
  const [slow] = await tx.query<{ taken: boolean }>(
    'SELECT financial_take_quota($1, $2, $3::numeric) AS taken',
    [productId, memberId % QUOTA_SLICES, amountWei.toString()],
  );
  if (!slow?.taken) throw new ApiFailure(CODE.conflict, 'soldOut');
}

/** `financial_slice_count()` of migration 019. */
const QUOTA_SLICES = 16;

export interface SettledOrder {
  orderId: number;
  memberId: number;
  quantityWei: bigint;
}

/**
 * Matures every running order due at `now` (optionally one member's): each in its own transaction,
 * the order turns Maturity with its final figures and amount + actual earnings is credited as one
 * ledger row. The status check in the UPDATE makes a concurrent second settler a no-op.
 */
export async function settleDueOrders(
  db: Db,
  now: Date,
  options: { memberId?: number } = {},
): Promise<SettledOrder[]> {
  const due = await db.query<{ id: number }>(
    `SELECT id::int AS id FROM financial_orders
     WHERE status = 'Stake' AND matures_at <= $1 AND ($2::int IS NULL OR member_id = $2)
     ORDER BY matures_at, id LIMIT 1000`,
    [now, options.memberId ?? null],
  );
  const settled: SettledOrder[] = [];
  for (const { id } of due) {
    const result = await db.transaction(async (tx) => {
      const [row] = await tx.query<OrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM financial_orders WHERE id = $1 AND status = 'Stake' FOR UPDATE`,
        [id],
      );
      if (!row) return null;
      const order = orderFromRow(row);
      const projection = projectFinancial(order.amountWei, order.rate, order.managementFeeRate, order.days);
      await tx.query(
        `UPDATE financial_orders SET status = 'Maturity', earned = $2::numeric, management_fee = $3::numeric,
           settled_at = $4 WHERE id = $1`,
        [id, projection.earnings.toString(), projection.managementFee.toString(), now],
      );
      await addLedgerEntry(tx, {
        memberId: order.memberId,
        amountWei: projection.quantity,
        kind: 'financialRedemption',
        reference: `financialOrder:${id}`,
        createdAt: now,
      });
      return { orderId: id, memberId: order.memberId, quantityWei: projection.quantity };
    });
    if (result) settled.push(result);
  }
  return settled;
}

export async function listMemberOrders(
  db: Queryable,
  memberId: number,
  status: 'Stake' | 'Maturity',
  page: number,
  pageSize: number,
): Promise<{ list: FinancialOrderRecord[]; total: number }> {
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM financial_orders WHERE member_id = $1 AND status = $2',
    [memberId, status],
  );
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM financial_orders WHERE member_id = $1 AND status = $2
     ORDER BY id DESC LIMIT $3 OFFSET $4`,
    [memberId, status, pageSize, (page - 1) * pageSize],
  );
  return { list: rows.map(orderFromRow), total: count?.n ?? 0 };
}

/** Whole days elapsed, capped at the term: earnings accrue once per full day. */
export function elapsedDays(order: FinancialOrderRecord, now: Date): number {
  const days = Math.floor((now.getTime() - order.createdAt.getTime()) / DAY_MS);
  return Math.max(0, Math.min(order.days, days));
}

/** The order as the record lists show it: accrued-so-far while Stake, final once Maturity. */
export function orderView(order: FinancialOrderRecord, now: Date) {
  const full = projectFinancial(order.amountWei, order.rate, order.managementFeeRate, order.days);
  let earned: bigint;
  let managementFee: bigint;
  if (order.status === 'Maturity' && order.earnedWei !== null && order.managementFeeWei !== null) {
    earned = order.earnedWei;
    managementFee = order.managementFeeWei;
  } else {
    const soFar = projectFinancial(
      order.amountWei,
      order.rate,
      order.managementFeeRate,
      elapsedDays(order, now),
    );
    earned = soFar.earnings;
    managementFee = soFar.managementFee;
  }
  const actual = earned - managementFee;
  return {
    id: order.id,
    productId: order.productId,
    productName: order.productName,
    amount: formatBtcw(order.amountWei),
    createdAt: order.createdAt.toISOString(),
    days: order.days,
    rate: order.rate,
    earned: formatBtcw(earned),
    managementFee: formatBtcw(managementFee),
    actualEarnings: formatBtcw(actual),
    status: order.status,
    quantity: formatBtcw(order.status === 'Maturity' ? order.amountWei + actual : full.quantity),
    maturesAt: order.maturesAt.toISOString(),
  };
}

export function productView(product: FinancialProductRecord) {
  return {
    id: product.id,
    name: product.name,
    rate: product.rate,
    managementFeeRate: product.managementFeeRate,
    days: [...product.days].sort((a, b) => a - b),
    minAmount: formatBtcw(product.minAmountWei),
    maxAmount: product.maxAmountWei === null ? null : formatBtcw(product.maxAmountWei),
    quota: formatBtcw(product.quotaWei),
    sold: formatBtcw(product.soldWei),
    status: product.status,
  };
}

/** Demo products: two open, one not open yet. Inserted only into an empty table. */
export async function seedFinancialProducts(tx: Queryable, now: Date): Promise<void> {
  const [existing] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM financial_products');
  if ((existing?.n ?? 0) > 0) return;
  const products: NewProduct[] = [
    {
      name: 'BTCW Flexi 7',
      rate: '0.001',
      managementFeeRate: '0.1',
      days: [7, 14],
      minAmountWei: parseBtcw('10'),
      maxAmountWei: parseBtcw('10000'),
      quotaWei: parseBtcw('1000000'),
      status: 'open',
      sortOrder: 1,
    },
    {
      name: 'BTCW Growth 30',
      rate: '0.0015',
      managementFeeRate: '0.1',
      days: [30, 60, 90],
      minAmountWei: parseBtcw('100'),
      maxAmountWei: null,
      quotaWei: parseBtcw('500000'),
      status: 'open',
      sortOrder: 2,
    },
    {
      name: 'BTCW Prime 180',
      rate: '0.002',
      managementFeeRate: '0.15',
      days: [180],
      minAmountWei: parseBtcw('1000'),
      maxAmountWei: null,
      quotaWei: parseBtcw('200000'),
      status: 'notOpen',
      sortOrder: 3,
    },
  ];
  for (const product of products) await insertProduct(tx, product, now);
}
