import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { formatAmount, heroStep, LOCALE_SEPARATORS, separatorsOf } from './amount';
import { shortenHash } from './shorten-hash';

describe('separators', () => {
  it.each(LOCALES)('the table holds what Intl gives %s', (locale) => {
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
    expect(LOCALE_SEPARATORS[locale]).toEqual({
      group: parts.find((part) => part.type === 'group')?.value,
      decimal: parts.find((part) => part.type === 'decimal')?.value,
    });
  });
  it('reads a locale outside the app from Intl', () => {
    expect(separatorsOf('de')).toEqual({ group: '.', decimal: ',' });
  });
});

describe('formatAmount', () => {
  it('groups thousands with each locale’s separators and keeps 4 places', () => {
    expect(formatAmount('1000000', 'en')).toBe('1,000,000.0000');
    expect(formatAmount('1000000', 'zh-Hant')).toBe('1,000,000.0000');
    expect(formatAmount('1000000', 'vi')).toBe('1.000.000,0000');
  });
  it('truncates, never rounds, and pads', () => {
    expect(formatAmount('0.99999', 'en')).toBe('0.9999');
    expect(formatAmount('100', 'en')).toBe('100.0000');
    expect(formatAmount('12.5', 'vi')).toBe('12,5000');
  });
  it('stays exact far beyond floating point', () => {
    expect(formatAmount('123456789012345678901234567890.123456789', 'en')).toBe(
      '123,456,789,012,345,678,901,234,567,890.1234',
    );
  });
  it('signs credits on request and never shows a negative zero', () => {
    expect(formatAmount('5', 'en', { signed: true })).toBe('+5.0000');
    expect(formatAmount('-1500.25', 'vi', { signed: true })).toBe('-1.500,2500');
    expect(formatAmount('-0.00001', 'en')).toBe('0.0000');
    expect(formatAmount('0', 'en', { signed: true })).toBe('0.0000');
  });
  it('returns what is not a number unchanged', () => {
    expect(formatAmount('—', 'en')).toBe('—');
  });
});

describe('shortenHash', () => {
  it('keeps the first and last digits of a 66-character hash', () => {
    const hash = `0x${'ab'.repeat(31)}cd`;
    expect(shortenHash(hash)).toBe('0xababab…ababcd');
  });
  it('leaves short values whole', () => {
    expect(shortenHash('0x1234')).toBe('0x1234');
  });
});

describe('a negative balance (a held account)', () => {
  it('keeps its sign, grouping and four places in every language', () => {
    expect(formatAmount('-21', 'en')).toBe('-21.0000');
    expect(formatAmount('-1234567890.123456', 'zh-Hant')).toBe('-1,234,567,890.1234');
    expect(formatAmount('-1234567.5', 'vi')).toBe('-1.234.567,5000');
  });

  it('steps the hero size down by the whole figure, sign included', () => {
    expect(heroStep(formatAmount('-21', 'en'))).toBe('short');
    expect(heroStep(formatAmount('-123456789', 'en'))).toBe('wide');
    expect(heroStep(formatAmount('-1234567890', 'en'))).toBe('long');
  });
});
