import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { createPgliteDb } from '../db/pglite-db';
import { seedLongData } from '../test-mode/long-data';
import { resetAndSeed } from '../seed';
import { referenceFigures } from '../test-support/community-reference';
import {
  communityOp,
  expectAggregatesMatchDefinition,
  freshCommunityWorld,
  runCommunityOp,
} from '../test-support/community-world';
import { testPasswords } from '../test-support/test-app';
import { communityFigures, listInvitees } from './community';
import { endDueStakes } from './stake-maturity';
import { verifyAggregates } from './verify-aggregates';

/*
 * The community figures come from aggregates the database keeps on every write (migration 012).
 * These tests hold them to the definition (docs/community.md), computed by the recursive walk the
 * server used before, on random histories and on the seeded demo data.
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 20);

let db: Db;
beforeAll(async () => {
  db = await createPgliteDb();
  await migrate(db);
}, 60_000);
afterAll(() => db.close());

describe('community aggregates', () => {
  it('answer the definition after random registrations, binds, purchases, redemptions, stakes and reorgs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(communityOp, { minLength: 30, maxLength: 70 }), async (ops) => {
        const world = await freshCommunityWorld([db]);
        for (const [index, op] of ops.entries()) {
          await runCommunityOp(world, db, op);
          // Checked halfway too: a stake past its end but not yet taken out by the maturity step.
          if (index === 20) await expectAggregatesMatchDefinition(world, db);
        }
        await expectAggregatesMatchDefinition(world, db);
      }),
      { numRuns: RUNS },
    );
  }, 300_000);

  it('answer the definition on the seeded demo data, with the long data, as time passes', async () => {
    const start = new Date('2026-01-01T00:00:00Z');
    await resetAndSeed(db, testPasswords, start);
    await seedLongData(db, start);
    const members = await db.query<{ id: number }>('SELECT id::int AS id FROM members ORDER BY id');
    for (const days of [0, 3, 40, 400]) {
      const now = new Date(start.getTime() + days * 86_400_000);
      if (days === 40) await endDueStakes(db, now);
      expect((await verifyAggregates(db, now)).differences).toEqual([]);
      for (const { id } of members) {
        const reference = await referenceFigures(db, id, now);
        expect(await communityFigures(db, id, now)).toEqual({
          financialAmountWei: reference.financialAmountWei,
          communityPerformanceWei: reference.communityPerformanceWei,
          sharerCount: reference.sharerCount,
          memberCount: reference.memberCount,
        });
        const { list } = await listInvitees(db, id, { page: 1, pageSize: 50 }, now);
        for (const invitee of list)
          expect(invitee.performanceWei).toBe((await referenceFigures(db, invitee.id, now)).performanceWei);
      }
    }
  }, 120_000);

  it('verify-aggregates names a total that no longer matches the ledger', async () => {
    const world = await freshCommunityWorld([db]);
    await runCommunityOp(world, db, { kind: 'register', inviter: 0 });
    await runCommunityOp(world, db, { kind: 'buy', member: 1, days: 2, amount: 50n * 10n ** 18n });
    expect((await verifyAggregates(db, new Date(world.now))).differences).toEqual([]);
    const [root, invitee] = world.memberIds;
    await db.query(
      'UPDATE community_totals SET downline_principal = downline_principal + 1 WHERE member_id = $1',
      [root],
    );
    await db.query('UPDATE community_totals SET downline_members = 7 WHERE member_id = $1', [invitee]);
    const { differences } = await verifyAggregates(db, new Date(world.now));
    expect(differences).toEqual([
      {
        memberId: root,
        what: 'communityPerformance',
        stored: '50000000000000000001',
        expected: '50000000000000000000',
      },
      { memberId: invitee, what: 'memberCount', stored: '7', expected: '0' },
    ]);
  });
});
