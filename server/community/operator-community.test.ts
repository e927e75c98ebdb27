/**
 * `npm run operator -- verify-aggregates` against servers whose TEST_MODE clock was moved 45.8 h: at
 * the wall clock their ended stakes look like differences; at the servers' time (`--at`) none is.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { createPgliteDb } from '../db/pglite-db';
import { runOperatorCommand } from '../operator-command';
import { freshCommunityWorld, runCommunityOp } from '../test-support/community-world';
import { AggregatesDiffer, communityCommands } from './operator-community';

let db: Db;
let serversNow: string;
beforeAll(async () => {
  db = await createPgliteDb();
  await migrate(db);
  const world = await freshCommunityWorld([db]);
  world.now = Date.now();
  await runCommunityOp(world, db, { kind: 'register', inviter: 0 });
  await runCommunityOp(world, db, { kind: 'stake', member: 1, days: 1, amount: 50n * 10n ** 18n });
  // What POST /__test__/clock does: the clock moves, and stakes past their end are taken out.
  await runCommunityOp(world, db, { kind: 'advance', hours: 45.8 });
  await runCommunityOp(world, db, { kind: 'endStakes' });
  serversNow = new Date(world.now).toISOString();
}, 60_000);
afterAll(() => db.close());

const verify = (...argv: string[]) => runOperatorCommand(communityCommands, 'verify-aggregates', db, argv);

it('finds no difference at the time the servers use, given with --at', async () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  await verify('--at', serversNow);
  expect(log).toHaveBeenCalledWith(expect.stringMatching(`match the ledger and the orders at ${serversNow}`));
  log.mockRestore();
  // At the wall clock the stake the servers have ended still runs: differences, exit 1.
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  await expect(verify()).rejects.toBeInstanceOf(AggregatesDiffer);
  vi.restoreAllMocks();
});

it('refuses an --at that is not a date and time with its zone', async () => {
  for (const at of ['yesterday', '2026-03-01', '2026-03-01T12:00:00', '2026-02-30T12:00:00Z'])
    await expect(verify('--at', at)).rejects.toThrow(
      `--at needs a date and time with its zone, such as 2026-03-01T12:00:00Z; got "${at}"`,
    );
});
