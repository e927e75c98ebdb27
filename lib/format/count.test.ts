import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { formatCount } from './count';

describe('formatCount', () => {
  it('groups as Intl does in every language of the app', () => {
    for (const locale of LOCALES)
      for (const value of [0, 7, 999, 1000, 1234567, 2_000_000_000])
        expect(formatCount(value, locale)).toBe(new Intl.NumberFormat(locale).format(value));
  });

  it('uses the language’s own separators', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatCount(1234567, 'vi')).toBe('1.234.567');
  });
});
