import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';

/*
 * A withdrawal's net amount is paid only after the platform's review: until then every screen names
 * it as what the member will receive — the Withdraw screen, its review sheet, its result card — in
 * the words its record uses while it is under review, never as money already received.
 */
const messagesOf = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8')) as {
    withdrawCash: { arrival: string };
    withdrawalRecord: { arrival: string; arrivalPending: string };
  };

describe('a withdrawal under review', () => {
  it.each(LOCALES)('names its net amount as still to come in %s', (locale) => {
    const { withdrawCash, withdrawalRecord } = messagesOf(locale);
    expect(withdrawCash.arrival).toBe(withdrawalRecord.arrivalPending);
    expect(withdrawCash.arrival).not.toBe(withdrawalRecord.arrival);
  });
});
