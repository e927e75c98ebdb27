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
  expectMemberMatchesDefinition,
  freshCommunityWorld,
  runCommunityOp,
} from '../test-support/community-world';
import { testPasswords } from '../test-support/test-app';
import { communityFigures } from './community';
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
      for (const { id } of members) await expectMemberMatchesDefinition(db, id, now);
    }
  }, 120_000);

  it('answer the definition whatever order and grouping ledger rows of one order arrive in', async () => {
    const world = await freshCommunityWorld([db]);
    await runCommunityOp(world, db, { kind: 'register', inviter: 0 });
    const [root, member] = world.memberIds;
    const at = new Date(world.now);
    const rows = (values: [number, string, string, string | null][]) =>
      db.query(
        `INSERT INTO ledger_entries (member_id, amount, kind, reference, created_at)
         SELECT v.m, v.amount::numeric, v.kind, v.reference, $1
         FROM jsonb_to_recordset($2::jsonb) AS v(m int, amount text, kind text, reference text)`,
        [at, JSON.stringify(values.map(([m, amount, kind, reference]) => ({ m, amount, kind, reference })))],
      );
    const expectDefinition = async () => {
      expect((await verifyAggregates(db, at)).differences).toEqual([]);
      const reference = await referenceFigures(db, root ?? 0, at);
      expect((await communityFigures(db, root ?? 0, at)).communityPerformanceWei).toBe(
        reference.communityPerformanceWei,
      );
    };
    // A purchase and its redemption in one statement: the order never counts.
    await rows([
      [member ?? 0, '-5', 'financialPurchase', 'financialOrder:a'],
      [member ?? 0, '6', 'financialRedemption', 'financialOrder:a'],
    ]);
    await expectDefinition();
    // A redemption before its purchase, then the purchase: it never counts either.
    await rows([[member ?? 0, '8', 'financialRedemption', 'financialOrder:b']]);
    await rows([[member ?? 0, '-7', 'financialPurchase', 'financialOrder:b']]);
    await expectDefinition();
    // Two purchases of one order in two statements, a second redemption, purchases without a reference.
    await rows([[member ?? 0, '-11', 'financialPurchase', 'financialOrder:c']]);
    await rows([
      [member ?? 0, '-13', 'financialPurchase', 'financialOrder:c'],
      [member ?? 0, '-17', 'financialPurchase', null],
      [member ?? 0, '-19', 'financialPurchase', null],
    ]);
    await expectDefinition();
    expect((await communityFigures(db, member ?? 0, at)).financialAmountWei).toBe(60n);
    await rows([[member ?? 0, '30', 'financialRedemption', 'financialOrder:c']]);
    await rows([[member ?? 0, '30', 'financialRedemption', 'financialOrder:c']]);
    await expectDefinition();
    expect((await communityFigures(db, member ?? 0, at)).financialAmountWei).toBe(36n);
  });

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
