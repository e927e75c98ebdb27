import type { Queryable } from '../db/db';

/*
 * The community lock (`community_lock_key()`, migrations 015 and 018) and a member's balance row
 * are taken in this order, always: a bind holds the lock exclusively while it moves a downline
 * (its totals updates check their members rows), and every write that records a community change
 * holds it shared. A purchase that locked its member row first and then asked for the lock in the
 * ledger trigger could wait for a bind that waits for that row: a deadlock, which PostgreSQL breaks
 * by failing one of them.
 */

/** Before a member's balance row is locked: the community lock, shared (writers never wait for each other). */
export async function lockCommunityShared(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock_shared(community_lock_key())');
}

/** Before a bind touches the members table: the community lock, exclusive. */
export async function lockCommunityExclusive(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(community_lock_key())');
}
