import { describe, expect, it } from 'vitest';
import { findDrift, isProbablyUntranslated } from './i18n-drift';

const en = JSON.stringify({
  common: { appName: 'BTCW', back: 'Back', amount: '{amount} BTCW' },
  settings: { languages: { en: 'English' } },
  login: { heading: 'Welcome to BTCW' },
});

const check = (vi: string) =>
  findDrift([
    { file: 'en.json', text: en, english: true },
    { file: 'vi.json', text: vi, english: false },
  ]).map((drift) => `${drift.key}: ${drift.detail}`);

describe('i18n drift', () => {
  it('passes a clean translation, with the brand and language names as in English', () => {
    expect(
      check(
        JSON.stringify({
          common: { appName: 'BTCW', back: 'Quay lại', amount: '{amount} BTCW' },
          settings: { languages: { en: 'English' } },
          login: { heading: 'Chào mừng đến với BTCW' },
        }),
      ),
    ).toEqual([]);
  });

  it('finds keys English does not have, keys written twice and text left in English', () => {
    const vi = `{
      "common": { "appName": "BTCW", "back": "Quay lại", "back": "Trở lại", "amount": "{amount} BTCW", "old": "Cũ" },
      "settings": { "languages": { "en": "English" } },
      "login": { "heading": "Welcome to BTCW" }
    }`;
    expect(check(vi)).toEqual([
      'common.back: appears twice',
      'common.old: not in English',
      'login.heading: probably untranslated: "Welcome to BTCW"',
    ]);
  });

  it('does not count placeholders, tags and brand names as words left in English', () => {
    expect(isProbablyUntranslated('x', '{amount} BTCW', '{amount} BTCW')).toBe(false);
    expect(isProbablyUntranslated('x', '<b>MetaMask</b>', '<b>MetaMask</b>')).toBe(false);
    expect(isProbablyUntranslated('x', 'Log in', 'Log in')).toBe(true);
  });
});
