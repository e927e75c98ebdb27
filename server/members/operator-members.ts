/** Operator commands for members: the list and a ledger credit. */
import { getAddress } from 'viem';
import { addressSchema } from '@/lib/api/schemas/common';
import * as z from '@/lib/api/zod';
import { addLedgerEntry, balanceOf } from '../ledger/ledger';
import { formatBtcw, parseBtcw } from '../money';
import { OperatorUsageError, type OperatorCommands, listCommand } from '../operator-command';
import { printTable } from '../operator-table';
import { findMemberByAccount, listMembers } from './members';

export const memberCommands: OperatorCommands = {
  members: listCommand('list members, inviters, balances, locks', async (db) => {
    const members = await listMembers(db);
    if (members.length === 0) {
      console.log('No members yet.');
      return;
    }
    const now = Date.now();
    printTable(
      ['id', 'account', 'inviter', 'balance (BTCW)', 'registered', 'login'],
      members.map((member) => [
        String(member.id),
        getAddress(member.account),
        member.inviter ? getAddress(member.inviter) : '-',
        formatBtcw(member.balanceWei),
        member.createdAt.toISOString(),
        member.lockedUntil && member.lockedUntil.getTime() > now
          ? `locked until ${member.lockedUntil.toISOString()}`
          : 'ok',
      ]),
    );
  }),

  credit: {
    usage: '<account> <amount> [note …]',
    summary: 'add a ledger credit in BTCW (e.g. 12.5); the words after the amount are the note',
    args: [2, Infinity],
    async run(db, { args: [account = '', amount = '', ...noteWords] }) {
      const address = addressSchema(z).safeParse(account);
      if (!address.success) throw new OperatorUsageError(`Not a wallet address: ${account}`);
      let wei: bigint;
      try {
        wei = parseBtcw(amount);
      } catch {
        throw new OperatorUsageError(`Not a BTCW amount (plain decimal, up to 18 decimals): ${amount}`);
      }
      if (wei === 0n) throw new OperatorUsageError('The amount must be greater than 0');
      const member = await findMemberByAccount(db, address.data);
      if (!member) throw new OperatorUsageError(`No member with account ${account}`);
      const note = noteWords.join(' ').trim();
      const { entryId, balance } = await db.transaction(async (tx) => {
        const id = await addLedgerEntry(tx, {
          memberId: member.id,
          amountWei: wei,
          kind: 'operator_credit',
          reference: note || null,
          createdAt: new Date(),
        });
        return { entryId: id, balance: await balanceOf(tx, member.id) };
      });
      console.log(
        `Credited ${formatBtcw(wei)} BTCW to ${getAddress(member.account)} (member #${member.id}, ledger entry #${entryId}). ` +
          `Balance now ${formatBtcw(balance)} BTCW.`,
      );
    },
  },
};
