/** Reads over stakes, recharges and the ledger: stake records, property figures, flow lists. */
import { ApiFailure } from '../api/api-failure';
import { lockCommunityShared } from '../community/community-locks';
import type { Db, Queryable } from '../db/db';
import { queryPage } from '../db/query-page';
import { stakeEarnings, wholeDaysSince } from '../devices/earnings';
import { addLedgerEntry, balanceOf } from '../ledger/ledger';
import { accountHoldOf } from '../members/account-hold';
import { formatBtcw } from '../money';
import { readSettings } from '../settings/settings';
import { PARKED, type ClaimFailure } from './claims';
import { UNPROCESSABLE } from './device-locks';
import type { Confirmations } from './payments';

/** What a payment record needs to say "Confirming n/N" or why it failed. */
interface PaymentRecordRow {
  id: number;
  status: string;
  created_at: Date;
  failure: ClaimFailure | null;
  wait_reason: string | null;
  confirmations: number | null;
  /** Its pending claim is parked for an operator (stuck-claims.ts). */
  under_review: boolean | null;
}

async function requiredConfirmations(db: Queryable): Promise<number> {
  return Math.max(1, Number((await readSettings(db)).confirmations));
}

function paymentProgress(
  row: PaymentRecordRow,
  required: number,
): { confirmations?: Confirmations; failure?: ClaimFailure; underReview?: true } {
  if (row.under_review === true) return { underReview: true };
  if (row.wait_reason === 'confirmations' && row.confirmations !== null)
    return { confirmations: { current: row.confirmations, required } };
  if (['failed', 'refunded', 'expired', 'cancelled'].includes(row.status) && row.failure)
    return { failure: row.failure };
  return {};
}

interface StakeRow {
  id: number;
  hashrate_id: string;
  amount: string;
  stake_days: number;
  daily_output: string;
  status: string;
  tx_hash: string | null;
  created_at: Date;
  started_at: Date | null;
  failure: ClaimFailure | null;
  /** A claim of this order is still waiting for the chain. */
  paying: boolean;
  wait_reason: string | null;
  confirmations: number | null;
  under_review: boolean | null;
}

// The order's pending claim, if any, tells how deep its payment is.
const STAKE_SELECT = `SELECT o.id::int AS id, d.hashrate_id, o.amount::text AS amount, o.stake_days::int AS stake_days,
  o.daily_output::text AS daily_output, o.status, o.tx_hash, o.created_at, o.started_at, o.failure,
  c.pending_claim IS NOT NULL AS paying, c.wait_reason, c.confirmations::int AS confirmations, c.under_review
  FROM stake_orders o JOIN devices d ON d.id = o.device_id
  LEFT JOIN LATERAL (SELECT p.id AS pending_claim, p.wait_reason, p.confirmations, ${PARKED('p')} AS under_review
                     FROM payment_claims p
                     WHERE p.stake_order_id = o.id AND p.status = 'pending' ORDER BY p.id DESC LIMIT 1) c ON true`;

async function stakingOrders(db: Queryable, memberId: number): Promise<StakeRow[]> {
  return db.query<StakeRow>(`${STAKE_SELECT} WHERE o.member_id = $1 AND o.status = 'staking' ORDER BY o.id`, [
    memberId,
  ]);
}

function earningsOf(row: StakeRow, now: Date) {
  return stakeEarnings(
    {
      dailyOutput: BigInt(row.daily_output),
      stakeDays: row.stake_days,
      startedAt: new Date(row.started_at ?? now),
    },
    now,
  );
}

/** `product/order`: paid (or reported) stakes, newest first; unpaid locks never appear. */
export async function listStakeOrders(
  db: Queryable,
  memberId: number,
  page: number,
  pageSize: number,
  now: Date,
) {
  // A lapsed reservation stays listed once a payment was reported for it (Auditing while its claim
  // waits for the chain, then Failed with the reason).
  const where = `o.member_id = $1 AND (o.status IN ('auditing', 'staking', 'failed', 'refunded')
    OR (o.status IN ('expired', 'cancelled') AND o.tx_hash IS NOT NULL))`;
  const required = await requiredConfirmations(db);
  const { list, total } = await queryPage(
    db,
    {
      countSql: `SELECT count(*)::int AS total FROM stake_orders o WHERE ${where}`,
      pageSql: `${STAKE_SELECT} WHERE ${where} ORDER BY o.id DESC`,
    },
    [memberId],
    { page, pageSize },
    (row: StakeRow) => {
      const staking = row.status === 'staking';
      const earnings = staking ? earningsOf(row, now) : null;
      const status = staking
        ? earnings && earnings.remainingDays === 0
          ? ('End' as const)
          : ('Staking' as const)
        : row.status === 'auditing' || row.paying
          ? ('Auditing' as const)
          : ('Failed' as const);
      return {
        id: row.id,
        hashrateId: row.hashrate_id,
        stakeAmount: formatBtcw(BigInt(row.amount)),
        stakeDays: row.stake_days,
        dailyOutput: formatBtcw(BigInt(row.daily_output)),
        earned: formatBtcw(earnings?.produced ?? 0n),
        remainingDays: earnings?.remainingDays ?? row.stake_days,
        status,
        txHash: row.tx_hash,
        createdAt: new Date(row.created_at).toISOString(),
        ...paymentProgress(row, required),
      };
    },
  );
  return { list, page, pageSize, total };
}

async function ledgerSum(db: Queryable, memberId: number, kinds: readonly string[]): Promise<bigint> {
  const [row] = await db.query<{ total: string }>(
    `SELECT COALESCE(SUM(amount), 0)::text AS total FROM ledger_entries WHERE member_id = $1 AND kind = ANY($2)`,
    [memberId, kinds],
  );
  return BigInt(row?.total ?? '0');
}

/** Ledger kinds of matured financial earnings (summed when present). */
const FINANCIAL_EARNINGS_KINDS = ['financialEarnings'];

export async function assetInfo(db: Queryable, memberId: number, now: Date) {
  const [hold, balance, orders, credited, financialEarnings] = await Promise.all([
    accountHoldOf(db, memberId),
    balanceOf(db, memberId),
    stakingOrders(db, memberId),
    ledgerSum(db, memberId, ['release']),
    ledgerSum(db, memberId, FINANCIAL_EARNINGS_KINDS),
  ]);
  let produced = 0n;
  let released = 0n;
  let today = 0n;
  let totalStaked = 0n;
  let deviceCount = 0;
  for (const row of orders) {
    const earnings = earningsOf(row, now);
    produced += earnings.produced;
    released += earnings.released;
    today += earnings.today;
    if (earnings.remainingDays > 0) {
      deviceCount += 1;
      totalStaked += BigInt(row.amount);
    }
  }
  return {
    balance: formatBtcw(balance),
    deviceCount,
    totalStaked: formatBtcw(totalStaked),
    releasedEarnings: formatBtcw(released - credited),
    unreleasedEarnings: formatBtcw(produced - released),
    todayOutput: formatBtcw(today),
    creditedAmount: formatBtcw(credited),
    stakeEarnings: formatBtcw(produced),
    financialEarnings: formatBtcw(financialEarnings),
    ...hold,
  };
}

/** Moves every released, not yet credited earning to the balance (one `release` ledger row). */
export async function releaseEarnings(db: Db, memberId: number, now: Date): Promise<bigint> {
  return db.transaction(async (tx) => {
    // Serialises releases of one member (two taps, two tabs).
    await lockCommunityShared(tx);
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    const orders = await stakingOrders(tx, memberId);
    const released = orders.reduce((sum, row) => sum + earningsOf(row, now).released, 0n);
    const credited = await ledgerSum(tx, memberId, ['release']);
    const amount = released - credited;
    if (amount <= 0n) throw new ApiFailure(UNPROCESSABLE, 'nothingToRelease');
    await addLedgerEntry(tx, {
      memberId,
      amountWei: amount,
      kind: 'release',
      reference: null,
      createdAt: now,
    });
    return amount;
  });
}

type FlowKind =
  | 'stakeEarnings'
  | 'financialEarnings'
  | 'recharge'
  | 'withdrawal'
  | 'withdrawalRefund'
  | 'release'
  | 'financialPurchase'
  | 'financialRedemption'
  | 'paymentReversal';

const BALANCE_KINDS: Readonly<Record<string, FlowKind>> = {
  recharge: 'recharge',
  stake_refund: 'recharge',
  seed: 'recharge',
  operator_credit: 'recharge',
  release: 'release',
  withdrawal: 'withdrawal',
  withdrawalRefund: 'withdrawalRefund',
  financialPurchase: 'financialPurchase',
  financialRedemption: 'financialRedemption',
  payment_reversal: 'paymentReversal',
};

interface Flow {
  id: number;
  amount: string;
  kind: FlowKind;
  title: string | null;
  status: 'Auditing' | 'Success' | 'Failed';
  txHash: string | null;
  createdAt: string;
  confirmations?: Confirmations;
  failure?: ClaimFailure;
  underReview?: true;
}

const TX_HASH = /^0x[0-9a-f]{64}$/;

export async function listFlows(
  db: Queryable,
  memberId: number,
  type: 'income' | 'balance' | 'recharge',
  page: number,
  pageSize: number,
  now: Date,
) {
  const offset = (page - 1) * pageSize;
  if (type === 'recharge') {
    const [count] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM recharges WHERE member_id = $1',
      [memberId],
    );
    const required = await requiredConfirmations(db);
    const rows = await db.query<PaymentRecordRow & { amount: string; tx_hash: string }>(
      `SELECT r.id::int AS id, r.amount::text AS amount, r.status, r.tx_hash, r.created_at, r.failure,
              c.wait_reason, c.confirmations::int AS confirmations,
              CASE WHEN c.id IS NULL THEN NULL ELSE ${PARKED('c')} END AS under_review
       FROM recharges r
       LEFT JOIN payment_claims c ON c.recharge_id = r.id AND c.status = 'pending'
       WHERE r.member_id = $1 ORDER BY r.id DESC LIMIT $2 OFFSET $3`,
      [memberId, pageSize, offset],
    );
    const list: Flow[] = rows.map((row) => ({
      id: row.id,
      amount: formatBtcw(BigInt(row.amount)),
      kind: 'recharge',
      title: null,
      status: row.status === 'success' ? 'Success' : row.status === 'failed' ? 'Failed' : 'Auditing',
      txHash: row.tx_hash,
      createdAt: new Date(row.created_at).toISOString(),
      ...paymentProgress(row, required),
    }));
    return { list, page, pageSize, total: count?.n ?? 0 };
  }
  if (type === 'balance') {
    const kinds = Object.keys(BALANCE_KINDS);
    const [count] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_entries WHERE member_id = $1 AND kind = ANY($2)',
      [memberId, kinds],
    );
    const rows = await db.query<{
      id: number;
      amount: string;
      kind: string;
      reference: string | null;
      created_at: Date;
    }>(
      `SELECT id::int AS id, amount::text AS amount, kind, reference, created_at FROM ledger_entries
       WHERE member_id = $1 AND kind = ANY($2) ORDER BY id DESC LIMIT $3 OFFSET $4`,
      [memberId, kinds, pageSize, offset],
    );
    const list: Flow[] = rows.map((row) => ({
      id: row.id,
      amount: formatBtcw(BigInt(row.amount)),
      kind: BALANCE_KINDS[row.kind] ?? 'recharge',
      title: row.kind === 'stake_refund' ? 'stakeRefund' : null,
      status: 'Success',
      txHash: row.reference && TX_HASH.test(row.reference) ? row.reference : null,
      createdAt: new Date(row.created_at).toISOString(),
    }));
    return { list, page, pageSize, total: count?.n ?? 0 };
  }
  // Income: one flow per produced device-day, computed from time (ids: order × 100000 + day).
  const orders = await stakingOrders(db, memberId);
  const all: Flow[] = [];
  for (const row of orders) {
    const started = new Date(row.started_at ?? now);
    const days = Math.min(wholeDaysSince(started, now), row.stake_days);
    for (let day = 1; day <= days; day += 1) {
      all.push({
        id: row.id * 100_000 + day,
        amount: formatBtcw(BigInt(row.daily_output)),
        kind: 'stakeEarnings',
        title: row.hashrate_id,
        status: 'Success',
        txHash: null,
        createdAt: new Date(started.getTime() + day * 86_400_000).toISOString(),
      });
    }
  }
  all.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id));
  return { list: all.slice(offset, offset + pageSize), page, pageSize, total: all.length };
}
