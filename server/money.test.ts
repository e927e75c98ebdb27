import { describe, expect, it } from 'vitest';
import { formatBtcw, isBtcwAmount, parseBtcw, WEI_PER_BTCW } from './money';

describe('parseBtcw', () => {
  it.each([
    ['0', 0n],
    ['1', WEI_PER_BTCW],
    ['10', 10n * WEI_PER_BTCW],
    ['1250.5', 1250n * WEI_PER_BTCW + WEI_PER_BTCW / 2n],
    ['0.000000000000000001', 1n],
    ['0.1', 100000000000000000n],
    ['123456789012345678901234567890.123456789012345678', 123456789012345678901234567890123456789012345678n],
  ])('%s → %s wei', (input, wei) => {
    expect(parseBtcw(input)).toBe(wei);
  });

  it.each([
    '',
    ' 1',
    '1 ',
    '01',
    '1.',
    '.5',
    '1e18',
    '1,5',
    '0x10',
    '1.0000000000000000001',
    '-1',
    '+1',
    '١',
  ])('rejects %j', (input) => {
    expect(() => parseBtcw(input)).toThrow(RangeError);
    expect(isBtcwAmount(input)).toBe(false);
  });

  it('accepts a sign only when asked', () => {
    expect(parseBtcw('-2.5', { signed: true })).toBe(-2n * WEI_PER_BTCW - WEI_PER_BTCW / 2n);
  });
});

describe('formatBtcw', () => {
  it.each([
    [0n, '0'],
    [1n, '0.000000000000000001'],
    [WEI_PER_BTCW, '1'],
    [1250n * WEI_PER_BTCW + WEI_PER_BTCW / 2n, '1250.5'],
    [-WEI_PER_BTCW / 100n, '-0.01'],
    [10n ** 40n, '10000000000000000000000'],
  ])('%s wei → %s', (wei, text) => {
    expect(formatBtcw(wei)).toBe(text);
  });

  it('round-trips', () => {
    for (const text of ['0', '1', '0.1', '1250.5', '99999.999999999999999999']) {
      expect(formatBtcw(parseBtcw(text))).toBe(text);
    }
  });
});
