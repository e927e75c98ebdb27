import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { createPgliteDb } from '../db/pglite-db';
import { runOperatorCommand } from '../operator-command';
import { resetAndSeed } from '../seed';
import { testPasswords } from '../test-support/test-app';
import { requestWithdrawal } from '../withdrawals/withdrawals';
import { settingCommands } from './operator-settings';
import { DEFAULT_SETTINGS, normaliseSetting, readSettings, SETTING_KEYS } from './settings';

let db: Db;
beforeAll(async () => {
  db = await createPgliteDb();
  await migrate(db);
}, 60_000);
beforeEach(async () => {
  await resetAndSeed(db, testPasswords, new Date());
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => db.close());

/** `npm run operator -- set <key> <value>` on the test database. */
const set = (key: string, value: string) => runOperatorCommand(settingCommands, 'set', db, [key, value]);

it('canonicalises valid values', () => {
  expect(normaliseSetting('min_recharge', '10.50')).toBe('10.5');
  expect(normaliseSetting('withdrawal_fee_rate', '0.010')).toBe('0.01');
  expect(normaliseSetting('confirmations', '12')).toBe('12');
  for (const key of SETTING_KEYS)
    expect(normaliseSetting(key, DEFAULT_SETTINGS[key])).toBe(DEFAULT_SETTINGS[key]);
});

it('refuses invalid values with a readable message', () => {
  expect(() => normaliseSetting('treasury_address', 'nope')).toThrow(
    'Invalid treasury_address "nope": expected a wallet address (0x followed by 40 hex digits)',
  );
  expect(() => normaliseSetting('max_withdrawal', '1e6')).toThrow(/expected a BTCW amount/);
  expect(() => normaliseSetting('min_withdrawal', '-1')).toThrow();
  expect(() => normaliseSetting('confirmations', '1.5')).toThrow(/whole number/);
});

it('set refuses a withdrawal fee rate that is not a fraction below 1, and stores nothing', async () => {
  for (const rate of ['2', '1', '1.0', '1%'])
    await expect(set('withdrawal_fee_rate', rate)).rejects.toThrow(
      `Invalid withdrawal_fee_rate "${rate}": expected a fraction from 0 to below 1, such as 0.01 (= 1 %)`,
    );
  await set('withdrawal_fee_rate', '0.025');
  await set('withdrawal_fee_rate', '0');
  expect((await readSettings(db)).withdrawal_fee_rate).toBe('0');
});

it('set refuses a minimum withdrawal above the maximum, either way round', async () => {
  await expect(set('min_withdrawal', '100001')).rejects.toThrow(
    'Invalid min_withdrawal "100001": min_withdrawal (100001) would be above max_withdrawal (100000)',
  );
  await expect(set('max_withdrawal', '9')).rejects.toThrow(/min_withdrawal \(10\) would be above/);
  await set('max_withdrawal', '10');
  const settings = await readSettings(db);
  expect([settings.min_withdrawal, settings.max_withdrawal]).toEqual(['10', '10']);
});

it('a fee rate of 1 or more already stored does not break withdrawals: the default fee applies', async () => {
  await db.query(`INSERT INTO settings (key, value, updated_at) VALUES ('withdrawal_fee_rate', '2', now())`);
  const withdrawal = await requestWithdrawal(db, {
    memberId: 2, // the seeded demo member (1250.5 BTCW)
    amountWei: 100n * 10n ** 18n,
    idempotencyKey: crypto.randomUUID(),
    now: new Date(),
  });
  expect(withdrawal.feeWei).toBe(10n ** 18n);
  expect(withdrawal.arrivalWei).toBe(99n * 10n ** 18n);
});
