/**
 * The first wallet-login challenges on a fresh database create the platform's challenge key. Many of
 * them at once, on one embedded database or spread over two server instances' pools on one
 * PostgreSQL, all get an answer, and every challenge is made with the one key all instances check.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { createPgliteDb } from '../db/pglite-db';
import { DEMO_MEMBER } from '../seed-accounts';
import { postgresInstances } from '../test-support/postgres-instances';
import { checkWalletProof, issueLoginChallenge } from './wallet-login';

const PARALLEL = 120;
const now = new Date('2026-01-01T00:00:00Z');
/** Not the wallet's signature: a challenge the platform made is then `badSignature`, a foreign one `expired`. */
const NOT_SIGNED = `0x${'11'.repeat(65)}`;

/** A fresh start (no key yet), then `PARALLEL` first challenges spread over `dbs` at once. */
async function firstChallenges(dbs: readonly Db[]): Promise<void> {
  const [first] = dbs;
  if (!first) throw new Error('no database');
  await first.query('DELETE FROM server_keys');
  // Every pool's connections open first, as on servers that have been running, so the challenges meet.
  await Promise.all(dbs.flatMap((db) => Array.from({ length: 10 }, () => db.query('SELECT 1'))));
  const answers = await Promise.allSettled(
    Array.from({ length: PARALLEL }, (_, n) =>
      issueLoginChallenge(dbs[n % dbs.length] ?? first, DEMO_MEMBER.address, now),
    ),
  );
  expect(answers.filter((answer) => answer.status === 'rejected')).toEqual([]);
  const nonces = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value.nonce] : []));
  expect(await first.query('SELECT name FROM server_keys')).toHaveLength(1);
  // Every instance recognises every challenge as its own: one key made them all.
  for (const [n, nonce] of nonces.entries())
    expect(
      await checkWalletProof(
        dbs[(n + 1) % dbs.length] ?? first,
        { account: DEMO_MEMBER.address, nonce, signature: NOT_SIGNED },
        now,
      ),
    ).toBe('badSignature');
}

describe('the first wallet-login challenges', () => {
  it('all succeed with one key on the embedded database', async () => {
    const db = await createPgliteDb();
    try {
      await migrate(db);
      await firstChallenges([db]);
    } finally {
      await db.close();
    }
  }, 60_000);

  describe('on PostgreSQL from two server instances', () => {
    const dbs = postgresInstances(2);

    it('all succeed with one key, however their creations of the key collide', async () => {
      // The collision depends on timing: a few fresh starts make one all but certain.
      for (let round = 0; round < 5; round += 1) await firstChallenges(dbs);
    }, 60_000);
  });
});
