import { describe, expect, it } from 'vitest';
import { parseAmount, validateHashrateId, validateTxHash } from './payment-input';

const E18 = 10n ** 18n;
const rules = { decimals: 18, min: 10n * E18, max: 1000n * E18 };

// The amount grammar itself is tested with lib/validation/amount.ts; here, this flow's keys and cap.
describe('parseAmount', () => {
  it.each([
    ['', 'required'],
    ['1e3', 'invalid'],
    ['１２', 'invalid'],
    ['0.0', 'zero'],
    [`1.${'1'.repeat(19)}`, 'tooManyDecimals'],
    ['9'.repeat(80), 'tooLong'],
    ['9.99', 'belowMinimum'],
    ['1000.000000000000000001', 'aboveMaximum'],
  ])('refuses %j (%s)', (input, key) => {
    expect(parseAmount(input, rules)).toEqual({ ok: false, key });
  });

  it.each([
    ['10', 10n * E18],
    [' 12.5 ', 125n * 10n ** 17n],
    ['1000', 1000n * E18],
    ['010', 10n * E18],
    [`10.${'0'.repeat(17)}1`, 10n * E18 + 1n],
  ])('accepts %j', (input, wei) => {
    expect(parseAmount(input, rules)).toEqual({ ok: true, wei });
  });

  it('caps the whole part at 30 digits, before the bounds', () => {
    expect(parseAmount('9'.repeat(30), { decimals: 18 })).toEqual({
      ok: true,
      wei: BigInt('9'.repeat(30)) * E18,
    });
    expect(parseAmount(`000${'1'.repeat(30)}.5`, { decimals: 18 })).toMatchObject({ ok: true });
    expect(parseAmount('1' + '0'.repeat(30), { decimals: 18 })).toEqual({ ok: false, key: 'tooLong' });
    expect(parseAmount('1' + '0'.repeat(30), { decimals: 6, max: 1n })).toEqual({
      ok: false,
      key: 'tooLong',
    });
  });

  it('works without bounds and with other decimals', () => {
    expect(parseAmount('0.000001', { decimals: 6 })).toEqual({ ok: true, wei: 1n });
    expect(parseAmount('0.0000001', { decimals: 6 })).toEqual({ ok: false, key: 'tooManyDecimals' });
  });
});

describe('validateTxHash', () => {
  it.each([
    ['', 'required'],
    ['0x', 'invalid'],
    [`0x${'a'.repeat(63)}`, 'invalid'],
    [`0x${'a'.repeat(65)}`, 'invalid'],
    ['a'.repeat(64), 'invalid'],
    [`0x${'z'.repeat(64)}`, 'invalid'],
  ])('refuses %j', (input, key) => {
    expect(validateTxHash(input)).toEqual({ ok: false, key });
  });
  it('accepts and lower-cases a hash', () => {
    expect(validateTxHash(` 0x${'AB'.repeat(32)} `)).toEqual({ ok: true, hash: `0x${'ab'.repeat(32)}` });
  });
});

describe('validateHashrateId', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['A'.repeat(200), 'tooLong'],
    ['HR 1', 'invalid'],
  ])('refuses %j', (input, key) => {
    expect(validateHashrateId(input)).toEqual({ ok: false, key });
  });
  it('trims', () => expect(validateHashrateId(' HR-1001 ')).toEqual({ ok: true, id: 'HR-1001' }));
});
