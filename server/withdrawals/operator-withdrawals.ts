/** Operator commands for withdrawals: the list (with what holds each) and the decisions. */
import { formatBtcw } from '../money';
import {
  OperatorUsageError,
  parseIdArg as parseId,
  type OperatorCommands,
  listCommand,
} from '../operator-command';
import { printTable } from '../operator-table';
import { describeHold, withdrawalHoldOf } from './withdrawal-holds';
import {
  approveWithdrawal,
  listAllWithdrawals,
  PayoutHashError,
  rejectWithdrawal,
  WithdrawalHeldError,
  WithdrawalStateError,
} from './withdrawals';

async function decide(action: () => Promise<{ id: number; status: string }>): Promise<void> {
  try {
    const record = await action();
    console.log(`Withdrawal #${record.id} is now ${record.status}.`);
  } catch (error) {
    if (
      error instanceof WithdrawalStateError ||
      error instanceof WithdrawalHeldError ||
      error instanceof PayoutHashError
    )
      throw new OperatorUsageError(error.message);
    throw error;
  }
}

export const withdrawalCommands: OperatorCommands = {
  withdrawals: listCommand('list withdrawals (Auditing first), with what holds each', async (db) => {
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
  }),

  approve: {
    usage: '<id> <txHash> [--override-hold <reason>]',
    summary:
      'Auditing → Success once the payout is sent, with its transaction hash (required); a withdrawal\n' +
      'on hold (account held, or funded by a credit reversed since) is refused unless overridden with\n' +
      'a reason, one value: --override-hold "member repaid 21 BTCW" (kept with the withdrawal)',
    args: [2, 2],
    options: { 'override-hold': { type: 'string' } },
    async run(db, { args: [id, txHash = ''], options }) {
      const withdrawalId = parseId(id, 'usage: approve <id> <txHash> [--override-hold <reason>]');
      const reason = options['override-hold'];
      if (typeof reason === 'string' && reason.trim() === '')
        throw new OperatorUsageError('--override-hold needs a reason (it is kept with the withdrawal)');
      await decide(() =>
        approveWithdrawal(
          db,
          withdrawalId,
          new Date(),
          txHash,
          typeof reason === 'string' ? { reason: reason.trim() } : null,
        ),
      );
    },
  },

  reject: {
    usage: '<id> [reason …]',
    summary: 'Auditing → Failed, amount back to the balance (the words after the id are the reason)',
    args: [1, Infinity],
    async run(db, { args: [id, ...reasonWords] }) {
      const withdrawalId = parseId(id, 'usage: reject <id> [reason …]');
      const reason = reasonWords.join(' ').trim() || null;
      await decide(() => rejectWithdrawal(db, withdrawalId, new Date(), reason));
    },
  },
};
