import type { Queryable } from '../db/db';
import { insertMember } from '../members/members';
import { ANVIL_COMMUNITY_ACCOUNTS } from '../seed-accounts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * A small community under the demo member: two direct invitees, one of whom invited a third
 * (so "members" counts deeper levels than "sharers"), and one member without an inviter who
 * can still bind one. They log in with the demo password.
 */
export async function seedCommunity(
  db: Queryable,
  { demoId, passwordHash, now }: { demoId: number; passwordHash: string; now: Date },
): Promise<void> {
  const [first, second, third, unbound] = ANVIL_COMMUNITY_ACCOUNTS;
  const alice = await insertMember(db, {
    account: first,
    passwordHash,
    inviterId: demoId,
    createdAt: new Date(now.getTime() - 5 * DAY_MS),
  });
  await insertMember(db, {
    account: second,
    passwordHash,
    inviterId: demoId,
    createdAt: new Date(now.getTime() - 2 * DAY_MS),
  });
  await insertMember(db, {
    account: third,
    passwordHash,
    inviterId: alice.id,
    createdAt: new Date(now.getTime() - DAY_MS),
  });
  await insertMember(db, { account: unbound, passwordHash, inviterId: null, createdAt: now });
}
