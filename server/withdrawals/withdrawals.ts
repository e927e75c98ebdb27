import { withdrawalFee } from '@/lib/money/rates';
import { ApiFailure, CODE } from '../api/api-failure';
import type { Db, Queryable } from '../db/db';
import { queryPage } from '../db/query-page';
import { addLedgerEntry, lockMemberBalance } from '../ledger/ledger';
import { spendFromBalance } from '../ledger/member-spend';
import { formatBtcw, parseBtcw } from '../money';
import { readSettings } from '../settings/settings';
import { describeHold, withdrawalHoldOf, type WithdrawalHold } from './withdrawal-holds';

export type WithdrawalStatus = 'Auditing' | 'Success' | 'Failed';

export interface WithdrawalRecord {
  id: number;
  memberId: number;
  amountWei: bigint;
  feeWei: bigint;
  arrivalWei: bigint;
  status: WithdrawalStatus;
  txHash: string | null;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  /** Approved despite a hold: which hold, and the operator's reason. */
  override: { hold: string; reason: string } | null;
}

interface WithdrawalRow {
  id: number;
  member_id: number;
  amount: string;
  fee: string;
  arrival: string;
  status: WithdrawalStatus;
  tx_hash: string | null;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
  request_fingerprint: string;
  overridden_hold: string | null;
  override_reason: string | null;
}

const COLUMNS = `id::int AS id, member_id::int AS member_id, amount::text AS amount, fee::text AS fee,
  arrival::text AS arrival, status, tx_hash, reason, created_at, decided_at, request_fingerprint,
  overridden_hold, override_reason`;

function fromRow(row: WithdrawalRow): WithdrawalRecord {
  return {
    id: row.id,
    memberId: row.member_id,
    amountWei: BigInt(row.amount),
    feeWei: BigInt(row.fee),
    arrivalWei: BigInt(row.arrival),
    status: row.status,
    txHash: row.tx_hash,
    reason: row.reason,
    createdAt: new Date(row.created_at),
    decidedAt: row.decided_at ? new Date(row.decided_at) : null,
    override:
      row.overridden_hold === null ? null : { hold: row.overridden_hold, reason: row.override_reason ?? '' },
  };
}

/** Checks the platform's min/max for a withdrawal amount (422 with the limit in the message). */
export async function assertWithdrawalLimits(db: Queryable, amountWei: bigint): Promise<string> {
  const settings = await readSettings(db);
  const min = parseBtcw(settings.min_withdrawal);
  const max = parseBtcw(settings.max_withdrawal);
  if (amountWei < min)
    throw new ApiFailure(CODE.unprocessable, 'belowMinimumWithdrawal', { min: settings.min_withdrawal });
  if (amountWei > max)
    throw new ApiFailure(CODE.unprocessable, 'aboveMaximumWithdrawal', { max: settings.max_withdrawal });
  return settings.withdrawal_fee_rate;
}

/**
 * Moves `amountWei` out of the balance into a pending (Auditing) withdrawal, in one transaction.
 * The same idempotency key returns the first withdrawal (409 if the amount differs); concurrent
 * submits with one key serialise on the member's row lock, so only one debits.
 */
export async function requestWithdrawal(
  db: Db,
  input: { memberId: number; amountWei: bigint; idempotencyKey: string; now: Date },
): Promise<WithdrawalRecord> {
  const fingerprint = input.amountWei.toString();
  return db.transaction(async (tx) => {
    await lockMemberBalance(tx, input.memberId);
    const [existing] = await tx.query<WithdrawalRow>(
      `SELECT ${COLUMNS} FROM withdrawals WHERE member_id = $1 AND idempotency_key = $2`,
      [input.memberId, input.idempotencyKey],
    );
    if (existing) {
      if (existing.request_fingerprint !== fingerprint)
        throw new ApiFailure(CODE.conflict, 'idempotencyConflict');
      return fromRow(existing);
    }
    const feeRate = await assertWithdrawalLimits(tx, input.amountWei);
    const { fee, arrival } = withdrawalFee(input.amountWei, feeRate);
    const [row] = await tx.query<WithdrawalRow>(
      `INSERT INTO withdrawals (member_id, amount, fee, arrival, status, idempotency_key, request_fingerprint, created_at)
       VALUES ($1, $2::numeric, $3::numeric, $4::numeric, 'Auditing', $5, $6, $7) RETURNING ${COLUMNS}`,
      [
        input.memberId,
        input.amountWei.toString(),
        fee.toString(),
        arrival.toString(),
        input.idempotencyKey,
        fingerprint,
        input.now,
      ],
    );
    if (!row) throw new Error('INSERT … RETURNING gave no row');
    await spendFromBalance(tx, {
      memberId: input.memberId,
      debitWei: input.amountWei,
      kind: 'withdrawal',
      reference: `withdrawal:${row.id}`,
      createdAt: input.now,
    });
    return fromRow(row);
  });
}

export class WithdrawalStateError extends Error {
  constructor(
    readonly withdrawalId: number,
    readonly status: WithdrawalStatus | null,
  ) {
    super(
      status === null
        ? `No withdrawal #${withdrawalId}`
        : `Withdrawal #${withdrawalId} is ${status}, not Auditing`,
    );
    this.name = 'WithdrawalStateError';
  }
}

async function currentStatus(db: Queryable, id: number): Promise<WithdrawalStatus | null> {
  const [row] = await db.query<{ status: WithdrawalStatus }>('SELECT status FROM withdrawals WHERE id = $1', [
    id,
  ]);
  return row?.status ?? null;
}

/** Refused approval: the withdrawal is on hold (see withdrawal-holds.ts) and no override was given. */
export class WithdrawalHeldError extends Error {
  constructor(
    readonly withdrawalId: number,
    readonly hold: WithdrawalHold,
  ) {
    super(
      `Withdrawal #${withdrawalId} is on hold: ${describeHold(hold)}. Review it; to pay it out anyway, ` +
        'approve it with --override-hold <reason> (the reason is kept with the withdrawal).',
    );
    this.name = 'WithdrawalHeldError';
  }
}

/** An operator's explicit decision to pay out a withdrawal on hold, with the reason kept on record. */
export interface HoldOverride {
  reason: string;
}

/** A transaction hash as the chain gives it: 0x and 64 hex digits. */
export const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

/** A payout recorded without the hash of the transaction that sent it. */
export class PayoutHashError extends Error {
  constructor(readonly txHash: string) {
    super(
      `Not a transaction hash: ${JSON.stringify(txHash)} (0x and 64 hex digits; the payout's hash is kept)`,
    );
  }
}

/**
 * Operator: Auditing → Success, with the hash of the payout transaction (required: a payout is never
 * recorded without it, so the member and support can find it on the chain). A withdrawal on hold (the
 * account is held, or it spent credits reversed since) is refused unless `override` gives a reason;
 * an override is stored with the withdrawal and logged. The member's row lock is taken first (the
 * order every money writer uses), so a reversal cannot slip in between the check and the approval.
 */
export async function approveWithdrawal(
  db: Db,
  id: number,
  now: Date,
  txHash: string,
  override: HoldOverride | null = null,
): Promise<WithdrawalRecord> {
  if (!TX_HASH.test(txHash)) throw new PayoutHashError(txHash);
  return db.transaction(async (tx) => {
    const [owner] = await tx.query<{ member_id: number }>(
      'SELECT member_id::int AS member_id FROM withdrawals WHERE id = $1',
      [id],
    );
    if (!owner) throw new WithdrawalStateError(id, null);
    await lockMemberBalance(tx, owner.member_id);
    const hold = await withdrawalHoldOf(tx, id);
    if (hold && !override) {
      const status = await currentStatus(tx, id);
      if (status !== 'Auditing') throw new WithdrawalStateError(id, status);
      throw new WithdrawalHeldError(id, hold);
    }
    const [row] = await tx.query<WithdrawalRow>(
      `UPDATE withdrawals SET status = 'Success', decided_at = $2, tx_hash = $3,
         overridden_hold = $4, override_reason = $5
       WHERE id = $1 AND status = 'Auditing' RETURNING ${COLUMNS}`,
      [
        id,
        now,
        txHash.toLowerCase(),
        hold ? describeHold(hold) : null,
        hold ? (override?.reason ?? null) : null,
      ],
    );
    if (!row) throw new WithdrawalStateError(id, await currentStatus(tx, id));
    if (hold)
      console.warn(
        `[withdrawals] #${id} approved despite its hold (${describeHold(hold)}); override: ${override?.reason ?? ''}`,
      );
    return fromRow(row);
  });
}

/** Operator: Auditing → Failed and the whole amount back to the balance, in one transaction. */
export async function rejectWithdrawal(
  db: Db,
  id: number,
  now: Date,
  reason: string | null = null,
): Promise<WithdrawalRecord> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<WithdrawalRow>(
      `UPDATE withdrawals SET status = 'Failed', decided_at = $2, reason = $3
       WHERE id = $1 AND status = 'Auditing' RETURNING ${COLUMNS}`,
      [id, now, reason],
    );
    if (!row) throw new WithdrawalStateError(id, await currentStatus(tx, id));
    const record = fromRow(row);
    await addLedgerEntry(tx, {
      memberId: record.memberId,
      amountWei: record.amountWei,
      kind: 'withdrawalRefund',
      reference: `withdrawal:${record.id}`,
      createdAt: now,
    });
    return record;
  });
}

export async function listMemberWithdrawals(
  db: Queryable,
  memberId: number,
  page: number,
  pageSize: number,
): Promise<{ list: WithdrawalRecord[]; total: number }> {
  return queryPage(
    db,
    {
      countSql: 'SELECT count(*)::int AS total FROM withdrawals WHERE member_id = $1',
      pageSql: `SELECT ${COLUMNS} FROM withdrawals WHERE member_id = $1 ORDER BY id DESC`,
    },
    [memberId],
    { page, pageSize },
    fromRow,
  );
}

/** Operator view: every withdrawal, Auditing first then newest. */
export async function listAllWithdrawals(db: Queryable, limit = 200): Promise<WithdrawalRecord[]> {
  const rows = await db.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals ORDER BY (status = 'Auditing') DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows.map(fromRow);
}

export function withdrawalView(record: WithdrawalRecord) {
  return {
    id: record.id,
    amount: formatBtcw(record.amountWei),
    fee: formatBtcw(record.feeWei),
    arrival: formatBtcw(record.arrivalWei),
    status: record.status,
    txHash: record.txHash,
    createdAt: record.createdAt.toISOString(),
  };
}
