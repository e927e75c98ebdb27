/** Operator command that fills a fresh database with a grown platform (docs/performance.md, "Scale"). */
import { getAddress } from 'viem';
import { createPasswordHasher } from '../auth/password-hash';
import type { OperatorCommands } from '../operator-command';
import { printTable } from '../operator-table';
import { seed } from '../seed';
import { SCALE_PASSWORD, ScaleSeedRefused, seedScale } from './seed-scale';

const USAGE = 'usage: seed-scale --members <N> [--seed <S>]';

function stringOption(value: string | boolean | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function wholeNumber(text: string | undefined, fallback?: number): number {
  if (text === undefined && fallback !== undefined) return fallback;
  if (text === undefined || !/^[1-9]\d{0,8}$/.test(text)) throw new ScaleSeedRefused(USAGE);
  return Number(text);
}

export const scaleCommands: OperatorCommands = {
  'seed-scale': {
    usage: '--members <N> [--seed <S>]',
    summary:
      'fill a freshly seeded database with N members below the root\n' +
      '(ledgers, orders, stakes, withdrawals; password scale-password)',
    args: [0, 0],
    options: { members: { type: 'string' }, seed: { type: 'string' } },
    async run(db, { options }) {
      const members = wholeNumber(stringOption(options.members));
      const seedNumber = wholeNumber(stringOption(options.seed), 1);
      const now = new Date();
      const hasher = createPasswordHasher();
      // A database the server never started on gets the standard seed (root, demo, products) first.
      await seed(db, hasher, now);
      const started = Date.now();
      // One hash for every seeded member: scrypt once, not a million times.
      const passwordHash = await hasher.hash(SCALE_PASSWORD);
      const result = await seedScale(db, {
        members,
        seed: seedNumber,
        now,
        passwordHash,
        progress: (line) => console.log(`  ${line}`),
      });
      console.log(
        `Seeded members #${result.firstId}–#${result.lastId} below the root (#${result.rootId}) in ` +
          `${((Date.now() - started) / 1000).toFixed(0)} s: tree depth ${result.maxDepth}, ` +
          `${result.ledgerRows} ledger rows. Every seeded password is "${SCALE_PASSWORD}".`,
      );
      console.log('The five largest leaders:');
      printTable(
        ['id', 'account', 'members below', 'direct invitees'],
        result.leaders.map((leader) => [
          String(leader.id),
          getAddress(leader.account),
          String(leader.below),
          String(leader.directInvitees),
        ]),
      );
    },
  },
};
