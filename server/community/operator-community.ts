/** Operator command that checks the community aggregates against the ledger and the orders. */
import type { OperatorCommands } from '../operator-command';
import { printTable } from '../operator-table';
import { verifyAggregates } from './verify-aggregates';

/** Differences printed at most (the count says how many there are). */
const SHOWN = 50;

export class AggregatesDiffer extends Error {}

export const communityCommands: OperatorCommands = {
  'verify-aggregates': {
    usage: '',
    summary:
      'recompute the community figures from the ledger, the orders and the referral tree;\n' +
      'list every difference (exit 1 if any)',
    args: [0, 0],
    async run(db) {
      const started = Date.now();
      const check = await verifyAggregates(db, new Date());
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (check.differences.length === 0) {
        console.log(
          `Community aggregates match the ledger and the orders: ${check.members} members, ` +
            `${check.countedStakes} running stakes, no difference (${seconds} s).`,
        );
        return;
      }
      printTable(
        ['member', 'figure', 'stored', 'recomputed'],
        check.differences.slice(0, SHOWN).map((d) => [String(d.memberId), d.what, d.stored, d.expected]),
      );
      throw new AggregatesDiffer(
        `${check.differences.length} difference(s) between the community aggregates and the ledger and orders` +
          (check.differences.length > SHOWN ? ` (first ${SHOWN} shown)` : '') +
          '. Rebuild them with: SELECT community_rebuild(now());',
      );
    },
  },
};
