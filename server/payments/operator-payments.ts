/** Operator commands for money that reached the treasury unaccounted for, and for held accounts. */
import { getAddress } from 'viem';
import { createChainClient } from '../chain/btcw-chain';
import { readServerConfig } from '../config';
import { balanceOf } from '../ledger/ledger';
import { formatBtcw } from '../money';
import { OperatorUsageError, parseIdArg, type OperatorCommands, listCommand } from '../operator-command';
import { printTable } from '../operator-table';
import { ClaimDecisionError, refuseClaim, retryClaim } from './claim-decisions';
import { printSettlerStatus } from './settler-health';
import { claimUnclaimedTransfer, listUnclaimed } from './unclaimed-transfers';

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

/** Runs an operator decision on a claim; a refusal of its state is the operator's message. */
async function decideClaim<T>(decide: () => Promise<T>): Promise<T> {
  try {
    return await decide();
  } catch (error) {
    if (error instanceof ClaimDecisionError) throw new OperatorUsageError(error.message);
    throw error;
  }
}

export const paymentCommands: OperatorCommands = {
  settler: listCommand(
    "each server's payment settler parts: working or failing since when, last success, last error;\n" +
      'and the claims it keeps failing on, retrying or parked (times by the database clock)',
    (db) => printSettlerStatus(db),
  ),

  'claim-retry': {
    usage: '<claim-id> [claim-id …]',
    summary:
      'let the settler try stuck or parked claims again on its next pass (after fixing the cause),\n' +
      'with a fresh count of attempts',
    args: [1, Infinity],
    async run(db, { args }) {
      const ids = args.map((arg) => parseIdArg(arg, 'usage: claim-retry <claim-id> [claim-id …]'));
      for (const id of ids) {
        const steps = await decideClaim(() => retryClaim(db, id));
        console.log(`Claim #${id} will be tried again (${steps.join(', ')}) on the settler's next pass.`);
      }
    },
  },

  'claim-refuse': {
    usage: '<claim-id> <reason …>',
    summary:
      'a pending claim the settler could not decide: Failed for the member ("refused after review"),\n' +
      'its order or recharge failed, the reason kept; refund or credit the payment by hand',
    args: [2, Infinity],
    async run(db, { args: [id, ...words] }) {
      const claimId = parseIdArg(id, 'usage: claim-refuse <claim-id> <reason …>');
      const reason = words.join(' ').trim();
      if (!reason) throw new OperatorUsageError('claim-refuse needs a reason (it is kept with the claim)');
      const claim = await decideClaim(() => refuseClaim(db, claimId, reason, new Date()));
      console.log(
        `Claim #${claimId} (${claim.purpose} ${claim.tx_hash}) is refused; the member sees it Failed.`,
      );
    },
  },

  unmatched: listCommand(
    'treasury transfers no claim accounts for (member or unknown wallet)',
    async (db) => {
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
  ),

  'settle-transfer': {
    usage: '<txHash>',
    summary:
      "a member's unmatched transfer: claim it for them (their stake order when it pays it exactly,\n" +
      "else a recharge); an unknown wallet's: mark it handled (refunded off-platform)",
    args: [1, 1],
    run: async (db, { args: [hash] }) => {
      if (!hash || !TX_HASH.test(hash)) throw new OperatorUsageError('usage: settle-transfer <txHash>');
      const transfer = (await listUnclaimed(db, new Date())).find((row) => row.txHash === hash.toLowerCase());
      if (!transfer) throw new OperatorUsageError(`${hash} is not an unmatched transfer (see: unmatched)`);
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
      if (!member) throw new OperatorUsageError(`No member ${transfer.memberAccount}`);
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
  },

  held: listCommand('accounts held after a reversed credit they could not cover', async (db) => {
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
  }),

  'release-hold': {
    usage: '<account>',
    summary: 'allow withdrawals and purchases again (after review)',
    args: [1, 1],
    run: async (db, { args: [account] }) => {
      if (!account || !/^0x[0-9a-fA-F]{40}$/.test(account))
        throw new OperatorUsageError('usage: release-hold <account>');
      const rows = await db.query(
        'UPDATE members SET held_at = NULL, held_reason = NULL WHERE account = $1 AND held_at IS NOT NULL RETURNING id',
        [account.toLowerCase()],
      );
      console.log(
        rows.length ? `${getAddress(account)} may withdraw and buy again.` : `${account} is not held.`,
      );
    },
  },
};
