import type { Db } from '../db/db';

/** Stakes ended per statement: one statement locks its members' totals together (see the migration). */
const BATCH = 200;

/**
 * The maturity step of the community totals: stakes whose term has ended at `now` leave the totals
 * (`community_stakes.ended_at`; the trigger moves the difference up each member's ancestors). Until
 * it runs, reads subtract those stakes themselves, so this only keeps that backlog short. Two
 * servers running it at once take different stakes (SKIP LOCKED). Returns how many it ended.
 */
export async function endDueStakes(db: Db, now: Date): Promise<number> {
  let ended = 0;
  for (;;) {
    const rows = await db.transaction((tx) =>
      tx.query<{ id: number }>(
        `UPDATE community_stakes SET ended_at = $1
         WHERE stake_order_id IN (
           SELECT stake_order_id FROM community_stakes
           WHERE ended_at IS NULL AND ends_at <= $1
           ORDER BY ends_at LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING stake_order_id AS id`,
        [now, BATCH],
      ),
    );
    ended += rows.length;
    if (rows.length < BATCH) return ended;
  }
}
