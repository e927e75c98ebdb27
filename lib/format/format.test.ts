import { describe, expect, it } from 'vitest';
import { maskAddress } from './mask-address';
import { formatDecimalString, formatFixed } from './decimal';
import { formatDate } from './date';

describe('maskAddress', () => {
  it('shows 15 characters or fewer whole', () => {
    expect(maskAddress('0x1234567890abc')).toBe('0x1234567890abc');
  });
  it('masks longer values as first 7 + ****** + last 7', () => {
    expect(maskAddress('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')).toBe('0x3C44C******A4293BC');
    expect(maskAddress('0x1234567890abcd')).toBe('0x12345******890abcd');
  });
});

describe('formatFixed', () => {
  it('truncates, never rounds', () => {
    expect(formatFixed(1_999_999_999_999_999_999n)).toBe('1.9999');
    expect(formatFixed(123_456_789_000_000_000_000n)).toBe('123.4567');
  });
  it('pads to 4 places by default', () => {
    expect(formatFixed(10n ** 18n)).toBe('1.0000');
    expect(formatFixed(0n)).toBe('0.0000');
    expect(formatFixed(1n)).toBe('0.0000');
  });
  it('handles other precisions and huge values exactly', () => {
    expect(formatFixed(10_000_000_000n * 10n ** 18n + 5n * 10n ** 17n, 18, 2)).toBe('10000000000.50');
    expect(formatFixed(-15n * 10n ** 17n)).toBe('-1.5000');
  });
});

describe('formatDecimalString', () => {
  it('truncates and pads decimal strings', () => {
    expect(formatDecimalString('1250.5')).toBe('1250.5000');
    expect(formatDecimalString('0.123456789')).toBe('0.1234');
    expect(formatDecimalString('-0.00001')).toBe('0.0000');
    expect(formatDecimalString('007')).toBe('7.0000');
  });
});

describe('formatDate', () => {
  it('fills the YYYY MM DD HH mm ss tokens', () => {
    const date = new Date(2026, 0, 5, 7, 8, 9);
    expect(formatDate(date)).toBe('2026-01-05 07:08:09');
    expect(formatDate(date, 'DD/MM/YYYY')).toBe('05/01/2026');
    expect(formatDate('not a date')).toBe('');
  });
});
