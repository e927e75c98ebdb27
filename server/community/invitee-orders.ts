import type { FinancialOrderStatus } from '@/lib/api/schemas/financial';
import type { StakeOrderStatus } from '@/lib/api/schemas/stake';
import type { Queryable } from '../db/db';
import { formatBtcw } from '../money';

export interface InviteeOrderRow {
  id: number;
  kind: 'stake' | 'financial';
  /** Hashrate ID of a stake, product name of a financial order. */
  name: string;
  /** Decimal BTCW. */
  amount: string;
  days: number;
  status: StakeOrderStatus | FinancialOrderStatus;
  /** ISO 8601. */
  createdAt: string;
}

interface OrderSqlRow {
  kind: 'stake' | 'financial';
  id: number;
  name: string;
  amount: string;
  days: number;
  status: StakeOrderStatus | FinancialOrderStatus;
  created_at: Date;
}

/*
 * Stakes as `product/order` lists them (paid or reported; an unpaid lock never appears), with the
 * same status mapping: staking → Staking, or End once its whole days have all passed at $2;
 * auditing → Auditing; failed/refunded → Failed. Financial orders as stored (Stake / Maturity).
 */
const ORDERS_CTE = `WITH orders AS (
    SELECT 'stake'::text AS kind, o.id::int AS id, d.hashrate_id AS name, o.amount, o.stake_days AS days,
      CASE
        WHEN o.status = 'staking' THEN
          CASE WHEN o.started_at + o.stake_days * interval '24 hours' <= $2::timestamptz THEN 'End' ELSE 'Staking' END
        WHEN o.status = 'auditing' THEN 'Auditing'
        ELSE 'Failed'
      END AS status,
      o.created_at
    FROM stake_orders o JOIN devices d ON d.id = o.device_id
    WHERE o.member_id = $1 AND o.status IN ('auditing', 'staking', 'failed', 'refunded')
    UNION ALL
    SELECT 'financial'::text, f.id::int, f.product_name, f.amount, f.days, f.status, f.created_at
    FROM financial_orders f
    WHERE f.member_id = $1
  )`;

/**
 * An invitee's stake and financial orders for `member/managerUser`, one list, newest first
 * (ties: stakes before financial orders, then higher id first). See docs/community.md.
 */
export async function listInviteeOrders(
  db: Queryable,
  memberId: number,
  { page, pageSize }: { page: number; pageSize: number },
  now: Date,
): Promise<{ list: InviteeOrderRow[]; total: number }> {
  const [count] = await db.query<{ n: number }>(`${ORDERS_CTE} SELECT count(*)::int AS n FROM orders`, [
    memberId,
    now,
  ]);
  const rows = await db.query<OrderSqlRow>(
    `${ORDERS_CTE}
     SELECT kind, id, name, amount::text AS amount, days::int AS days, status, created_at FROM orders
     ORDER BY created_at DESC, kind DESC, id DESC
     LIMIT $3 OFFSET $4`,
    [memberId, now, pageSize, (page - 1) * pageSize],
  );
  return {
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      amount: formatBtcw(BigInt(row.amount)),
      days: row.days,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    total: count?.n ?? 0,
  };
}
