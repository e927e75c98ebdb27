import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';

/*
 * docs/style-guide.md: a button says what it does, never a bare "Confirm" when the action has a name.
 * Buying a product from its review and saving a new password are such actions.
 */
const messagesOf = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8')) as {
    common: { confirm: string };
    financial: { confirm: string };
    changePassword: { submit: string };
  };

describe('named actions', () => {
  it.each(LOCALES)('buying and saving a password are named, not a bare "Confirm", in %s', (locale) => {
    const { common, financial, changePassword } = messagesOf(locale);
    expect(financial.confirm).not.toBe(common.confirm);
    expect(changePassword.submit).not.toBe(common.confirm);
  });
});
