/** Operator commands for money that reached the treasury unaccounted for, and for held accounts. */
import { getAddress } from 'viem';
import { createChainClient } from '../chain/btcw-chain';
import { readServerConfig } from '../config';
import type { Db } from '../db/db';
import { balanceOf } from '../ledger/ledger';
import { formatBtcw } from '../money';
import { printTable } from '../operator-table';
import { printSettlerStatus } from './settler-health';
import { claimUnclaimedTransfer, listUnclaimed } from './unclaimed-transfers';

export class PaymentUsageError extends Error {}

type Command = (db: Db, args: readonly string[]) => Promise<void>;

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

export const paymentCommands: Record<string, Command> = {
  async settler(db) {
    await printSettlerStatus(db, new Date());
  },

  async unmatched(db) {
    const rows = await listUnclaimed(db, new Date());
    if (rows.length === 0) {
      console.log('Every treasury transfer past the grace period is accounted for.');
      return;
    }
    printTable(
      ['seen', 'tx hash', 'from', 'member', 'BTCW'],
      rows.map((row) => [
        row.seenAt.slice(0, 19).replace('T', ' '),
        row.txHash,
        getAddress(row.from),
        row.memberAccount ? 'yes' : 'unknown wallet',
        row.amount,
      ]),
    );
  },

  async 'settle-transfer'(db, [hash]) {
    if (!hash || !TX_HASH.test(hash)) throw new PaymentUsageError('usage: settle-transfer <txHash>');
    const transfer = (await listUnclaimed(db, new Date())).find((row) => row.txHash === hash.toLowerCase());
    if (!transfer) throw new PaymentUsageError(`${hash} is not an unmatched transfer (see: unmatched)`);
    if (!transfer.memberAccount) {
      await db.query(`UPDATE treasury_transfers SET handled = 'operator' WHERE tx_hash = $1`, [
        transfer.txHash,
      ]);
      console.log(`Marked ${transfer.txHash} (${transfer.amount} BTCW from ${transfer.from}) as handled.`);
      return;
    }
    const [member] = await db.query<{ id: number; account: string }>(
      'SELECT id::int AS id, account FROM members WHERE account = $1',
      [transfer.memberAccount],
    );
    if (!member) throw new PaymentUsageError(`No member ${transfer.memberAccount}`);
    const chain = createChainClient(readServerConfig(process.env).CHAIN_RPC_URL);
    const answer = await claimUnclaimedTransfer(
      { db, chain, now: () => new Date() },
      member,
      transfer.txHash,
    );
    console.log(
      `Claimed ${transfer.txHash} for ${getAddress(member.account)} as ${answer.purpose}: ${answer.status}.`,
    );
  },

  async held(db) {
    const rows = await db.query<{ id: number; account: string; held_at: Date; held_reason: string | null }>(
      'SELECT id::int AS id, account, held_at, held_reason FROM members WHERE held_at IS NOT NULL ORDER BY held_at',
    );
    if (rows.length === 0) {
      console.log('No account is held.');
      return;
    }
    const table: string[][] = [];
    for (const row of rows)
      table.push([
        getAddress(row.account),
        new Date(row.held_at).toISOString().slice(0, 19).replace('T', ' '),
        formatBtcw(await balanceOf(db, row.id)),
        row.held_reason ?? '',
      ]);
    printTable(['account', 'held since', 'balance BTCW', 'why'], table);
  },

  async 'release-hold'(db, [account]) {
    if (!account || !/^0x[0-9a-fA-F]{40}$/.test(account))
      throw new PaymentUsageError('usage: release-hold <account>');
    const rows = await db.query(
      'UPDATE members SET held_at = NULL, held_reason = NULL WHERE account = $1 AND held_at IS NOT NULL RETURNING id',
      [account.toLowerCase()],
    );
    console.log(
      rows.length ? `${getAddress(account)} may withdraw and buy again.` : `${account} is not held.`,
    );
  },
};
