import { addressSchema, decimalAmountSchema } from '@/lib/api/schemas/common';
import * as z from '@/lib/api/zod';
import type { Queryable } from '../db/db';
import { formatBtcw, parseBtcw } from '../money';
import { TREASURY_ADDRESS } from '../seed-accounts';

/** Platform parameters an operator may change; values are text in the `settings` table. */
const settingSchemas = {
  treasury_address: addressSchema(z),
  min_recharge: decimalAmountSchema(z),
  min_withdrawal: decimalAmountSchema(z),
  max_withdrawal: decimalAmountSchema(z),
  // The share of a withdrawal kept as its fee: 1 or more would keep it all or more (the database
  // refuses a fee above the amount, so every withdrawal would fail).
  withdrawal_fee_rate: z.string().check(z.regex(/^0(\.\d{1,18})?$/)),
  confirmations: z.string().check(z.regex(/^(0|[1-9]\d{0,2})$/)),
  max_pending_claims: z.string().check(z.regex(/^[1-9]\d{0,3}$/)),
  max_reserved_devices: z.string().check(z.regex(/^[1-9]\d{0,3}$/)),
  unclaimed_grace_minutes: z.string().check(z.regex(/^(0|[1-9]\d{0,4})$/)),
  auto_credit_unclaimed: z.enum(['0', '1']),
} as const;

const EXPECTED: Record<keyof typeof settingSchemas, string> = {
  treasury_address: 'a wallet address (0x followed by 40 hex digits)',
  min_recharge: 'a BTCW amount such as 10 or 12.5',
  min_withdrawal: 'a BTCW amount such as 10 or 12.5',
  max_withdrawal: 'a BTCW amount such as 100000',
  withdrawal_fee_rate: 'a fraction from 0 to below 1, such as 0.01 (= 1 %)',
  confirmations: 'a whole number below 1000',
  max_pending_claims: 'a whole number from 1 to 9999',
  max_reserved_devices: 'a whole number from 1 to 9999',
  unclaimed_grace_minutes: 'a whole number of minutes below 100000',
  auto_credit_unclaimed: '1 (credit unclaimed transfers as recharges after the grace period) or 0',
};

export type SettingKey = keyof typeof settingSchemas;

const AMOUNT_KEYS: ReadonlySet<SettingKey> = new Set([
  'min_recharge',
  'min_withdrawal',
  'max_withdrawal',
  'withdrawal_fee_rate',
]);
export type Settings = Record<SettingKey, string>;

/** Used when the table has no row for a key. */
export const DEFAULT_SETTINGS: Settings = {
  treasury_address: TREASURY_ADDRESS,
  min_recharge: '10',
  min_withdrawal: '10',
  max_withdrawal: '100000',
  withdrawal_fee_rate: '0.01',
  // Depth at which a payment counts (1 suits the local anvil; a real chain: docs/server-configuration.md).
  confirmations: '1',
  // Claims still undecided per member; devices reserved (unpaid or auditing) per member.
  max_pending_claims: '10',
  max_reserved_devices: '3',
  // A member's transfer to the treasury that no claim matches after this long is offered to them
  // ("received, not yet claimed") and listed for the operator; credited by itself when auto is 1.
  unclaimed_grace_minutes: '10',
  auto_credit_unclaimed: '0',
};

export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return key in settingSchemas;
}

/** Validates and canonicalises a value ("10.50" → "10.5"); throws with a readable message. */
export function normaliseSetting(key: SettingKey, value: string): string {
  const parsed = settingSchemas[key].safeParse(value);
  if (!parsed.success) throw new Error(`Invalid ${key} ${JSON.stringify(value)}: expected ${EXPECTED[key]}`);
  if (AMOUNT_KEYS.has(key)) return formatBtcw(parseBtcw(parsed.data));
  return parsed.data;
}

export async function readSettings(db: Queryable): Promise<Settings> {
  const rows = await db.query<{ key: string; value: string }>('SELECT key, value FROM settings');
  const settings = { ...DEFAULT_SETTINGS };
  for (const { key, value } of rows) {
    if (!isSettingKey(key)) continue;
    try {
      settings[key] = normaliseSetting(key, value);
    } catch {
      console.error(`[settings] ignoring invalid stored ${key}=${JSON.stringify(value)}`);
    }
  }
  return settings;
}

export async function writeSetting(
  db: Queryable,
  key: SettingKey,
  value: string,
  now: Date,
): Promise<string> {
  const normalised = normaliseSetting(key, value);
  const next = { ...(await readSettings(db)), [key]: normalised };
  // Otherwise every withdrawal would be refused as too small or too large.
  if (parseBtcw(next.min_withdrawal) > parseBtcw(next.max_withdrawal))
    throw new Error(
      `Invalid ${key} ${JSON.stringify(value)}: min_withdrawal (${next.min_withdrawal}) would be above ` +
        `max_withdrawal (${next.max_withdrawal})`,
    );
  await db.query(
    `INSERT INTO settings (key, value, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
    [key, normalised, now],
  );
  return normalised;
}
