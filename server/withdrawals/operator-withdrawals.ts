/** Operator commands for withdrawals: the list (with what holds each) and the decisions. */
import { MAX_ID } from '@/lib/api/schemas/common';
import type { Db } from '../db/db';
import { formatBtcw } from '../money';
import { printTable } from '../operator-table';
import { describeHold, withdrawalHoldOf } from './withdrawal-holds';
import {
  approveWithdrawal,
  listAllWithdrawals,
  rejectWithdrawal,
  WithdrawalHeldError,
  WithdrawalStateError,
} from './withdrawals';

export class WithdrawalUsageError extends Error {}

type Command = (db: Db, args: readonly string[]) => Promise<void>;

function parseId(value: string | undefined, usage: string): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_ID)
    throw new WithdrawalUsageError(usage);
  return Number(value);
}

async function decide(action: () => Promise<{ id: number; status: string }>): Promise<void> {
  try {
    const record = await action();
    console.log(`Withdrawal #${record.id} is now ${record.status}.`);
  } catch (error) {
    if (error instanceof WithdrawalStateError || error instanceof WithdrawalHeldError)
      throw new WithdrawalUsageError(error.message);
    throw error;
  }
}

export const withdrawalCommands: Record<string, Command> = {
  async withdrawals(db) {
    const rows = await listAllWithdrawals(db);
    if (rows.length === 0) {
      console.log('No withdrawals yet.');
      return;
    }
    const table: string[][] = [];
    for (const row of rows) {
      // A pending withdrawal shows what holds it; a decided one the hold it was approved over.
      const hold = row.status === 'Auditing' ? await withdrawalHoldOf(db, row.id) : null;
      table.push([
        String(row.id),
        `#${row.memberId}`,
        formatBtcw(row.amountWei),
        formatBtcw(row.feeWei),
        formatBtcw(row.arrivalWei),
        row.status,
        hold
          ? `ON HOLD: ${describeHold(hold)}`
          : row.override
            ? `approved over: ${row.override.hold} (${row.override.reason})`
            : '-',
        row.createdAt.toISOString(),
        row.decidedAt?.toISOString() ?? '-',
      ]);
    }
    printTable(['id', 'member', 'amount', 'fee', 'arrival', 'status', 'hold', 'requested', 'decided'], table);
  },

  async approve(db, args) {
    const usage = 'usage: approve <withdrawal-id> [txHash] [--override-hold <reason>]';
    const flag = args.indexOf('--override-hold');
    const [id, txHash, ...extra] = flag === -1 ? args : args.slice(0, flag);
    const withdrawalId = parseId(id, usage);
    if (extra.length > 0) throw new WithdrawalUsageError(usage);
    if (txHash !== undefined && !/^0x[0-9a-fA-F]{64}$/.test(txHash))
      throw new WithdrawalUsageError(`Not a transaction hash: ${txHash}`);
    const reason =
      flag === -1
        ? null
        : args
            .slice(flag + 1)
            .join(' ')
            .trim();
    if (reason === '')
      throw new WithdrawalUsageError('--override-hold needs a reason (it is kept with the withdrawal)');
    await decide(() =>
      approveWithdrawal(db, withdrawalId, new Date(), txHash ?? null, reason === null ? null : { reason }),
    );
  },

  async reject(db, [id, ...reasonWords]) {
    const withdrawalId = parseId(id, 'usage: reject <withdrawal-id> [reason]');
    const reason = reasonWords.join(' ').trim() || null;
    await decide(() => rejectWithdrawal(db, withdrawalId, new Date(), reason));
  },
};
