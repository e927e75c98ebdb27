import { expect, it } from 'vitest';
import { DEFAULT_SETTINGS, normaliseSetting, SETTING_KEYS } from './settings';

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
