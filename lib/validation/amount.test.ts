import { describe, expect, it } from 'vitest';
import { decimalToWei, parseAmount, readAmount, weiToDecimal } from './amount';

const E18 = 10n ** 18n;
const rules = { decimals: 18, min: 10n * E18, max: 100_000n * E18, balance: 1250n * E18 + E18 / 2n };

describe('parseAmount', () => {
  it.each([
    ['12', 12n * E18],
    ['12.5', 12n * E18 + E18 / 2n],
    [' 10 ', 10n * E18],
    ['010', 10n * E18],
    ['1250.5', 1250n * E18 + E18 / 2n],
    ['10.000000000000000001', 10n * E18 + 1n],
  ])('accepts %j', (input, wei) => {
    expect(parseAmount(input, rules)).toEqual({ ok: true, wei });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['0', 'zero'],
    ['0.000', 'zero'],
    ['0.0', 'zero'],
    ['-5', 'invalid'],
    ['+5', 'invalid'],
    ['1e3', 'invalid'],
    ['1E3', 'invalid'],
    ['0x10', 'invalid'],
    ['1,000', 'invalid'],
    ['1.2.3', 'invalid'],
    ['1..2', 'invalid'],
    ['.5', 'invalid'],
    ['5.', 'invalid'],
    ['１００', 'invalid'],
    ['١٠٠', 'invalid'],
    ['Infinity', 'invalid'],
    ['NaN', 'invalid'],
    ['12 5', 'invalid'],
    ['1 000', 'invalid'],
    ['12abc', 'invalid'],
    ['10.1234567890123456789', 'tooManyDecimals'],
    [`1.${'1'.repeat(19)}`, 'tooManyDecimals'],
    ['9.999999999999999999', 'belowMin'],
    ['100000.000000000000000001', 'insufficientBalance'],
    ['1250.500000000000000001', 'insufficientBalance'],
  ])('refuses %j with %s', (input, key) => {
    const result = parseAmount(input, rules);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.key).toBe(key);
  });

  it('names the bounds and the balance in the message values', () => {
    expect(parseAmount('1', rules)).toEqual({ ok: false, error: { key: 'belowMin', values: { min: '10' } } });
    expect(parseAmount('1300', rules)).toEqual({
      ok: false,
      error: { key: 'insufficientBalance', values: { balance: '1250.5' } },
    });
  });

  it('names the lower of the maximum and the balance for an amount above both', () => {
    // A member with 1,250.5 who types 200,000 can reach 1,250.5, not the 100,000 maximum.
    expect(parseAmount('200000', rules)).toEqual({
      ok: false,
      error: { key: 'insufficientBalance', values: { balance: '1250.5' } },
    });
    const rich = { ...rules, balance: 500_000n * E18 };
    expect(parseAmount('200000', rich)).toEqual({
      ok: false,
      error: { key: 'aboveMax', values: { max: '100000' } },
    });
  });

  it('checks the bounds and skips rules that are not given', () => {
    expect(parseAmount('5000', { decimals: 18 })).toEqual({ ok: true, wei: 5000n * E18 });
    expect(parseAmount('5000', { ...rules, max: 1000n * E18 })).toMatchObject({ error: { key: 'aboveMax' } });
  });

  it('works with other decimals', () => {
    expect(parseAmount('0.000001', { decimals: 6 })).toEqual({ ok: true, wei: 1n });
    expect(parseAmount('0.0000001', { decimals: 6 })).toEqual({
      ok: false,
      error: { key: 'tooManyDecimals', values: { decimals: '6' } },
    });
  });

  it('round-trips to the API string', () => {
    expect(weiToDecimal(12n * E18 + E18 / 2n)).toBe('12.5');
    expect(weiToDecimal(1n)).toBe('0.000000000000000001');
    expect(weiToDecimal(10n ** 40n)).toBe('1' + '0'.repeat(22));
  });
});

describe('readAmount', () => {
  it('reads the text without bounds but the API cap: any positive plain decimal below 10^30', () => {
    expect(readAmount('9'.repeat(30), 18)).toEqual({ ok: true, wei: BigInt('9'.repeat(30)) * E18 });
    expect(readAmount('9'.repeat(40), 18)).toEqual({
      ok: false,
      error: { key: 'tooLarge', values: { digits: '30' } },
    });
    expect(readAmount(' 0.5 ', 18)).toEqual({ ok: true, wei: E18 / 2n });
    expect(readAmount('0', 18)).toEqual({ ok: false, error: { key: 'zero' } });
    expect(readAmount('1e3', 18)).toEqual({ ok: false, error: { key: 'invalid' } });
  });
});

describe('decimalToWei', () => {
  it('reads API decimals, 0 for anything else', () => {
    expect(decimalToWei('1250.5')).toBe(1250n * E18 + E18 / 2n);
    expect(decimalToWei('0')).toBe(0n);
    expect(decimalToWei('')).toBe(0n);
    expect(decimalToWei('-1')).toBe(0n);
  });
});
