/** Operator command that checks the community aggregates against the ledger and the orders. */
import { OperatorUsageError, type OperatorCommands } from '../operator-command';
import { printTable } from '../operator-table';
import { verifyAggregates } from './verify-aggregates';

/** Differences printed at most (the count says how many there are). */
const SHOWN = 50;
const USAGE = '[--at <ISO time>]';
/** A date and time with its zone, so the moment is the same whatever the machine's time zone. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export class AggregatesDiffer extends Error {}

/**
 * The moment the figures are checked at: now, or `--at`. A TEST_MODE server's clock may have been
 * moved (`POST /__test__/clock`), and its offset lives only in that server's memory, so the operator
 * passes the time it answered; compared at the wall clock, every stake the moved clock has ended
 * would count as a difference.
 */
function checkTime(at: string | boolean | undefined): Date {
  if (at === undefined) return new Date();
  const time = typeof at === 'string' && ISO_TIME.test(at) ? new Date(at) : null;
  // Date rolls a day past the month's end into the next month (02-30 → 03-02): refused instead.
  const [year = 0, month = 0, day = 0] = String(at).slice(0, 10).split('-').map(Number);
  const calendarDay = new Date(Date.UTC(year, month - 1, day));
  if (!time || Number.isNaN(time.getTime()) || calendarDay.getUTCDate() !== day)
    throw new OperatorUsageError(
      `--at needs a date and time with its zone, such as 2026-03-01T12:00:00Z; got ${JSON.stringify(at)}\n` +
        `usage: verify-aggregates ${USAGE}`,
    );
  return time;
}

export const communityCommands: OperatorCommands = {
  'verify-aggregates': {
    usage: USAGE,
    summary:
      'recompute the community figures from the ledger, the orders and the referral tree;\n' +
      'list every difference (exit 1 if any). They are compared as of now, or as of --at: for\n' +
      "TEST_MODE servers whose clock was moved, the time POST /__test__/clock answered ('now')",
    args: [0, 0],
    options: { at: { type: 'string' } },
    async run(db, { options }) {
      const at = checkTime(options.at);
      const started = Date.now();
      const check = await verifyAggregates(db, at);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (check.differences.length === 0) {
        console.log(
          `Community aggregates match the ledger and the orders at ${at.toISOString()}: ` +
            `${check.members} members, ${check.countedStakes} running stakes, no difference (${seconds} s).`,
        );
        return;
      }
      printTable(
        ['member', 'figure', 'stored', 'recomputed'],
        check.differences.slice(0, SHOWN).map((d) => [String(d.memberId), d.what, d.stored, d.expected]),
      );
      throw new AggregatesDiffer(
        `${check.differences.length} difference(s) at ${at.toISOString()} between the community aggregates ` +
          'and the ledger and orders' +
          (check.differences.length > SHOWN ? ` (first ${SHOWN} shown)` : '') +
          `. Rebuild them with: SELECT community_rebuild(${options.at === undefined ? 'now()' : `'${at.toISOString()}'`});`,
      );
    },
  },
};
