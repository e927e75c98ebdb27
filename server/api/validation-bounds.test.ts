import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import { homeNoticeDetail } from '@/lib/api/endpoints/home-notice-detail';
import { productBtcwRecharge } from '@/lib/api/endpoints/product-btcw-recharge';
import { homeNotice } from '@/lib/api/endpoints/home-notice';
import * as z from '@/lib/api/zod';
import type { Locale } from '@/lib/i18n/locales';
import { translate } from '../i18n/translate';
import { parseBtcw } from '../money';
import { validationMessage } from './validation-message';

function messageFor(schema: ZodMiniType, input: unknown, locale: Locale = 'en'): string {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a refusal');
  const { key, params } = validationMessage(parsed.error.issues, input);
  return translate(locale, key, params);
}

describe('out-of-range refusals are translated', () => {
  it('ids', () => {
    const schema = homeNoticeDetail.request(z);
    expect(messageFor(schema, { id: 2 ** 31 })).toBe(
      'Invalid ID: it must be a whole number from 1 to 2147483647.',
    );
    expect(messageFor(schema, { id: 2 ** 31 }, 'zh-Hant')).toBe(
      'ID 無效：必須是 1 至 2147483647 之間的整數。',
    );
    expect(messageFor(schema, { id: -1 }, 'vi')).toBe(
      'ID không hợp lệ: phải là số nguyên từ 1 đến 2147483647.',
    );
  });

  it('amounts', () => {
    const schema = productBtcwRecharge.request(z);
    const input = { amount: '9'.repeat(80), txHash: `0x${'a'.repeat(64)}` };
    expect(messageFor(schema, input)).toBe(
      'The amount is too large: at most 30 digits before the decimal point.',
    );
    expect(messageFor(schema, input, 'zh-Hant')).toBe('金額過大：小數點前最多 30 位數字。');
  });

  it('pages', () => {
    expect(messageFor(homeNotice.request(z), { page: 1, pageSize: 51 })).toBe(
      'Invalid page: the page must be a whole number from 1 to 100000, the page size from 1 to 50.',
    );
  });
});

describe('parseBtcw', () => {
  it('refuses more than 30 whole digits', () => {
    expect(parseBtcw(`${'9'.repeat(30)}.5`)).toBe(BigInt(`${'9'.repeat(30)}5${'0'.repeat(17)}`));
    expect(() => parseBtcw('9'.repeat(31))).toThrow(RangeError);
    expect(() => parseBtcw('9'.repeat(80))).toThrow(/too large/);
  });
});
