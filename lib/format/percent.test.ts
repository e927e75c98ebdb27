import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent';

describe('a rate as a percent figure', () => {
  it.each([
    ['en', '0.0015', '0.15'],
    ['zh-Hant', '0.001', '0.1'],
    ['vi', '0.0015', '0,15'],
    ['vi', '0.01', '1'],
    ['vi', '0.1234', '12,34'],
  ])('in %s, %s reads %s', (locale, rate, shown) => {
    expect(formatPercent(rate, locale)).toBe(shown);
  });

  it('uses the decimal sign the amounts of each language use', () => {
    // The same figure and sign as Intl's own percent style gives Vietnamese readers.
    const intl = new Intl.NumberFormat('vi', { style: 'percent', maximumFractionDigits: 4 }).format(0.0015);
    expect(`${formatPercent('0.0015', 'vi')}%`).toBe(intl.replace(/\s/g, ''));
  });
});
