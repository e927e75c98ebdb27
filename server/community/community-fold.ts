import type { Db } from '../db/db';

/** Changes folded per transaction: a few milliseconds of work, so readers of the totals never wait. */
const BATCH = 2_000;

/**
 * Moves the community changes writes recorded into the totals (`community_fold`, migration 018):
 * batch after batch until none is left, each in its own transaction under the fold's lease. Reads
 * add the changes not folded yet themselves, so this only keeps that list short. Returns how many
 * it folded; another instance holding the lease makes this one stop at once.
 */
export async function foldCommunityChanges(db: Db): Promise<number> {
  let folded = 0;
  for (;;) {
    const [row] = await db.transaction((tx) =>
      tx.query<{ folded: number | null }>('SELECT community_fold($1) AS folded', [BATCH]),
    );
    const batch = row?.folded ?? null;
    if (batch === null) return folded;
    folded += batch;
    if (batch < BATCH) return folded;
  }
}
