import { describe, expect, it } from 'vitest';
import { detectLocale, isLocale } from './locales';

describe('detectLocale', () => {
  it.each([
    [['zh-CN'], 'zh-Hant'],
    [['zh-Hans'], 'zh-Hant'],
    [['zh-Hant-TW'], 'zh-Hant'],
    [['zh'], 'zh-Hant'],
    [['vi-VN'], 'vi'],
    [['vi'], 'vi'],
    [['en-US'], 'en'],
    [['fr-FR', 'vi'], 'en'],
    [[], 'en'],
  ])('%j → %s', (languages, expected) => {
    expect(detectLocale(languages)).toBe(expected);
  });

  it('knows exactly the three locales', () => {
    expect(isLocale('zh-Hant')).toBe(true);
    expect(isLocale('zh-Hans')).toBe(false);
  });
});
