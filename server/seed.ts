import type { PasswordHasher } from './auth/password-hash';
import type { Db, Queryable } from './db/db';
import { truncateAll } from './db/truncate-all';
import { seedFinancialProducts } from './financial/financial';
import { seedDevices } from './devices/devices';
import { addLedgerEntry } from './ledger/ledger';
import { insertMember } from './members/members';
import { seedCommunity } from './community/seed-community';
import { seedContent } from './content/seed-content';
import { parseBtcw } from './money';
import { DEMO_MEMBER, ROOT_MEMBER } from './seed-accounts';

// Arbitrary constant: two servers starting on one empty PostgreSQL seed once.
const SEED_LOCK_KEY = 72_650_002;

// Scrypt costs ~0.3 s: hash each seeded password once per process and hasher, reuse on every reset.
const seededHashes = new WeakMap<PasswordHasher, Map<string, Promise<string>>>();

function seededHash(hasher: PasswordHasher, password: string): Promise<string> {
  let byPassword = seededHashes.get(hasher);
  if (!byPassword) {
    byPassword = new Map();
    seededHashes.set(hasher, byPassword);
  }
  let hash = byPassword.get(password);
  if (!hash) {
    hash = hasher.hash(password);
    byPassword.set(password, hash);
  }
  return hash;
}

/** Inserts the root and demo members (and the demo credit) when there are no members; else no-op. */
export async function seed(db: Db, hasher: PasswordHasher, now: Date): Promise<boolean> {
  const [rootHash, demoHash] = await Promise.all([
    seededHash(hasher, ROOT_MEMBER.password),
    seededHash(hasher, DEMO_MEMBER.password),
  ]);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    await seedFinancialProducts(tx, now);
    await seedDevices(tx, now);
    const [existing] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
    if ((existing?.n ?? 0) > 0) return false;
    const root = await insertMember(tx, {
      account: ROOT_MEMBER.address,
      passwordHash: rootHash,
      inviterId: null,
      createdAt: now,
    });
    const demo = await insertMember(tx, {
      account: DEMO_MEMBER.address,
      passwordHash: demoHash,
      inviterId: root.id,
      createdAt: now,
    });
    await addLedgerEntry(tx, {
      memberId: demo.id,
      amountWei: parseBtcw(DEMO_MEMBER.balance),
      kind: 'seed',
      reference: 'demo balance',
      createdAt: now,
    });
    await seedContentAndCommunity(tx, demo.id, demoHash, now);
    return true;
  });
}

/** Home content and the demo member's community (members, inviters, remarks). */
async function seedContentAndCommunity(tx: Queryable, demoId: number, demoHash: string, now: Date) {
  await seedContent(tx, now);
  await seedCommunity(tx, { demoId, passwordHash: demoHash, now });
}

/** Test mode: back to the freshly seeded state. */
export async function resetAndSeed(db: Db, hasher: PasswordHasher, now: Date): Promise<void> {
  await truncateAll(db);
  await seed(db, hasher, now);
}
