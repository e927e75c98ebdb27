import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { catalogues } from './messages';
import { negotiateLocale } from './negotiate-locale';
import { formatWait, translate } from './translate';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['en', 'en'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-CN,zh;q=0.9', 'zh-Hant'],
    ['zh-Hans', 'zh-Hant'],
    ['ZH-tw', 'zh-Hant'],
    ['vi', 'vi'],
    ['vi-VN,vi;q=0.9,en;q=0.8', 'vi'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['fr-FR, vi;q=0.8, en;q=0.5', 'vi'],
    ['en;q=0.5, zh-TW;q=0.9', 'zh-Hant'],
    ['vi;q=0, en', 'en'],
    ['*', 'en'],
  ])('%j → %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});

describe('catalogues', () => {
  it('translate every key with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(catalogues.en)) {
        const translated = catalogues[locale][key as keyof typeof catalogues.en];
        expect(translated.trim(), `${locale}.${key}`).not.toBe('');
        expect(placeholders(translated), `${locale}.${key}`).toEqual(placeholders(text));
        if (locale !== 'en' && !key.startsWith('duration'))
          expect(translated, `${locale}.${key}`).not.toBe(text);
      }
    }
  });

  it('fills placeholders', () => {
    expect(translate('en', 'passwordTooShort', { min: 6 })).toBe(
      'The password must be at least 6 characters.',
    );
    expect(translate('vi', 'accountLocked', { wait: formatWait('vi', 30_000) })).toBe(
      'Đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 30 giây.',
    );
  });

  it('formats waits rounded up', () => {
    expect(formatWait('en', 1)).toBe('1 second');
    expect(formatWait('en', 29_001)).toBe('30 seconds');
    expect(formatWait('en', 119_000)).toBe('119 seconds');
    expect(formatWait('en', 3_600_000)).toBe('60 minutes');
    expect(formatWait('zh-Hant', 60_000)).toBe('60 秒');
  });
});
