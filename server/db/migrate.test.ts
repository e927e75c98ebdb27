import { afterAll, beforeAll, expect, it } from 'vitest';
import { addLedgerEntry, balanceOf } from '../ledger/ledger';
import { parseBtcw } from '../money';
import { seed } from '../seed';
import { testPasswords } from '../test-support/test-app';
import type { Db } from './db';
import { isUniqueViolation } from './db';
import { migrate } from './migrate';
import { createPgliteDb } from './pglite-db';
import { truncateAll } from './truncate-all';

let db: Db;
const now = new Date('2026-01-01T00:00:00Z');

beforeAll(async () => {
  db = await createPgliteDb();
}, 60_000);
afterAll(() => db.close());

it('applies each migration once', async () => {
  expect(await migrate(db)).toEqual([
    '001-members-sessions-ledger',
    '002-devices-stakes-payments',
    '003-withdrawals-financial',
    '004-content-community',
    '005-payments-on-chain',
    '006-login-attempts',
    '007-settler-parts',
    '008-late-payment-rechecks',
    '009-withdrawal-hold-overrides',
    '010-rate-buckets',
    '011-login-devices',
    '012-payout-hashes',
    '013-wallet-login-challenges',
    '014-stuck-claims',
    '015-community-aggregates',
    '016-open-stake-orders-index',
    '017-ad-images-per-language',
    '018-community-changes',
    '019-product-quota-slices',
  ]);
  expect(await migrate(db)).toEqual([]);
  const tables = await db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
  );
  expect(tables.map((t) => t.name)).toEqual([
    'ad_texts',
    'ads',
    'chain_blocks',
    'community_changes',
    'community_paths',
    'community_stakes',
    'community_totals',
    'content_columns',
    'devices',
    'financial_orders',
    'financial_product_slices',
    'financial_products',
    'ledger_entries',
    'login_attempts',
    'login_devices',
    'login_nonces',
    'member_remarks',
    'members',
    'notice_texts',
    'notices',
    'payment_claims',
    'rate_buckets',
    'recharges',
    'schema_migrations',
    'server_keys',
    'sessions',
    'settings',
    'settler_parts',
    'stake_orders',
    'stuck_claims',
    'treasury_transfers',
    'withdrawals',
  ]);
});

it('seeds once, and again after truncation', async () => {
  expect(await seed(db, testPasswords, now)).toBe(true);
  expect(await seed(db, testPasswords, now)).toBe(false);
  const members = await db.query<{ id: number; inviter_id: number | null }>(
    'SELECT id::int AS id, inviter_id::int AS inviter_id FROM members ORDER BY id',
  );
  expect(members).toEqual([
    { id: 1, inviter_id: null },
    { id: 2, inviter_id: 1 },
    // The demo member's community: two invitees, one grandchild, one without an inviter.
    { id: 3, inviter_id: 2 },
    { id: 4, inviter_id: 2 },
    { id: 5, inviter_id: 3 },
    { id: 6, inviter_id: null },
  ]);
  expect(await balanceOf(db, 2)).toBe(parseBtcw('1250.5'));
  await truncateAll(db);
  expect(await db.query('SELECT 1 FROM members')).toEqual([]);
  expect(await seed(db, testPasswords, now)).toBe(true);
  expect(
    (await db.query<{ id: number }>('SELECT id::int AS id FROM members ORDER BY id')).map((m) => m.id),
  ).toEqual([1, 2, 3, 4, 5, 6]);
});

it('keeps the balance as the signed sum of ledger rows, exact beyond 2^64 wei', async () => {
  const huge = 10n ** 30n;
  await addLedgerEntry(db, { memberId: 1, amountWei: huge, kind: 'test', createdAt: now });
  await addLedgerEntry(db, { memberId: 1, amountWei: -1n, kind: 'test', reference: 'debit', createdAt: now });
  expect(await balanceOf(db, 1)).toBe(huge - 1n);
  await expect(
    addLedgerEntry(db, { memberId: 1, amountWei: 0n, kind: 'test', createdAt: now }),
  ).rejects.toThrow();
});

it('rolls back a failed transaction and reports unique violations', async () => {
  const error: unknown = await db
    .transaction(async (tx) => {
      await tx.query("INSERT INTO settings (key, value, updated_at) VALUES ('k', 'v', now())");
      await tx.query("INSERT INTO settings (key, value, updated_at) VALUES ('k', 'v', now())");
    })
    .catch((caught: unknown) => caught);
  expect(isUniqueViolation(error)).toBe(true);
  expect(await db.query("SELECT 1 FROM settings WHERE key = 'k'")).toEqual([]);
});

it('stores accounts lower-case only', async () => {
  await expect(
    db.query(
      "INSERT INTO members (account, password_hash, created_at) VALUES ('0xABCDEF0123456789abcdef0123456789ABCDEF01', 'x', now())",
    ),
  ).rejects.toThrow();
});
