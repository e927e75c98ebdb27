import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Db } from '../db/db';
import {
  communityOp,
  expectAggregatesMatchDefinition,
  freshCommunityWorld,
  runCommunityOp,
} from '../test-support/community-world';
import { postgresInstances } from '../test-support/postgres-instances';

/*
 * Two server instances (two connection pools) writing in one community at the same time: every
 * batch of random operations is split between them and run at once, so purchases, stakes,
 * registrations and maturities of one subtree update the same ancestors' totals concurrently.
 * The totals must stay exact, and PostgreSQL must never have had to break a deadlock (the pool
 * retries a deadlocked transaction, which would hide one).
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 8);

const dbs = postgresInstances(2);

async function deadlocks(db: Db): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT deadlocks::int AS n FROM pg_stat_database WHERE datname = current_database()',
  );
  return row?.n ?? 0;
}

it('two instances writing in one subtree at once leave exact totals, without deadlocks', async () => {
  const [first] = dbs;
  if (!first) throw new Error('no database');
  const batches = fc.array(fc.array(communityOp, { minLength: 2, maxLength: 8 }), {
    minLength: 6,
    maxLength: 14,
  });
  const before = await deadlocks(first);
  await fc.assert(
    fc.asyncProperty(batches, async (plan) => {
      const world = await freshCommunityWorld(dbs);
      for (const batch of plan)
        await Promise.all(batch.map((op, index) => runCommunityOp(world, dbs[index % 2] ?? first, op)));
      await expectAggregatesMatchDefinition(world, first);
    }),
    { numRuns: RUNS },
  );
  // pg_stat_database is updated when a backend reports its statistics: give it the moment it needs.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(await deadlocks(first)).toBe(before);
}, 300_000);
