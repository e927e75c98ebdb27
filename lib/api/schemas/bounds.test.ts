import { describe, expect, it } from 'vitest';
import { readAmount } from '@/lib/validation/amount';
import { parseAmount as parsePaymentAmount } from '@/lib/validation/payment-input';
import * as z from '@/lib/api/zod';
import {
  AMOUNT_MAX_WHOLE_DIGITS,
  decimalAmountSchema,
  idSchema,
  MAX_ID,
  pageRequestSchema,
  positiveDecimalAmountSchema,
  signedDecimalAmountSchema,
} from './common';
import { financialDaysSchema } from './financial';

const codeOf = (result: { success: boolean; error?: { issues: readonly { message: string }[] } }) =>
  result.success ? 'ok' : result.error?.issues[0]?.message;

describe('idSchema', () => {
  it.each([
    [1, 'ok'],
    [MAX_ID, 'ok'],
    [MAX_ID + 1, 'id_out_of_range'],
    [2 ** 53, 'id_out_of_range'],
    [2 ** 64, 'id_out_of_range'],
    [0, 'id_out_of_range'],
    [-1, 'id_out_of_range'],
    [1.5, 'id_out_of_range'],
  ])('%s → %s', (value, code) => {
    expect(MAX_ID).toBe(2 ** 31 - 1);
    expect(codeOf(idSchema(z).safeParse(value))).toBe(code);
  });
});

describe('pageRequestSchema', () => {
  it.each([
    [{ page: 1, pageSize: 1 }, 'ok'],
    [{ page: 100_000, pageSize: 50 }, 'ok'],
    [{ page: 100_001, pageSize: 50 }, 'page_out_of_range'],
    [{ page: 1, pageSize: 51 }, 'page_out_of_range'],
    [{ page: 0, pageSize: 10 }, 'page_out_of_range'],
    [{ page: 2 ** 31, pageSize: 10 }, 'page_out_of_range'],
    [{ page: 1, pageSize: 0.5 }, 'page_out_of_range'],
  ])('%j → %s', (value, code) => {
    expect(codeOf(pageRequestSchema(z).safeParse(value))).toBe(code);
  });
});

describe('amount schemas', () => {
  const max = `${'9'.repeat(AMOUNT_MAX_WHOLE_DIGITS)}.${'9'.repeat(18)}`;
  it.each([
    ['0.000000000000000001', 'ok'],
    [max, 'ok'],
    [`1${'0'.repeat(AMOUNT_MAX_WHOLE_DIGITS)}`, 'amount_too_large'],
    ['9'.repeat(80), 'amount_too_large'],
    [`1.${'1'.repeat(19)}`, 'invalid_amount'],
    [`${'9'.repeat(80)}.${'1'.repeat(19)}`, 'invalid_amount'],
    ['１２', 'invalid_amount'],
    ['٣', 'invalid_amount'],
    ['1e5', 'invalid_amount'],
  ])('%s → %s', (value, code) => {
    expect(codeOf(decimalAmountSchema(z).safeParse(value))).toBe(code);
    expect(codeOf(positiveDecimalAmountSchema(z).safeParse(value))).toBe(code);
  });

  it('caps signed ledger amounts the same way', () => {
    expect(codeOf(signedDecimalAmountSchema(z).safeParse(`-${max}`))).toBe('ok');
    expect(codeOf(signedDecimalAmountSchema(z).safeParse(`-1${'0'.repeat(30)}`))).toBe('amount_too_large');
  });

  it('every amount under the cap fits numeric(78, 0) in wei with 10^30 of headroom', () => {
    const maxWei = 10n ** BigInt(AMOUNT_MAX_WHOLE_DIGITS + 18) - 1n;
    expect(maxWei.toString().length).toBe(48);
    expect(maxWei * 10n ** 30n < 10n ** 78n).toBe(true);
    expect(maxWei < 2n ** 256n).toBe(true);
  });

  it('days are 1–366', () => {
    expect(codeOf(financialDaysSchema(z).safeParse(366))).toBe('ok');
    expect(codeOf(financialDaysSchema(z).safeParse(367))).toBe('days_out_of_range');
    expect(codeOf(financialDaysSchema(z).safeParse(2 ** 31))).toBe('days_out_of_range');
  });
});

describe('app amount inputs refuse what the schema refuses', () => {
  it('readAmount: tooLarge from 10^30, leading zeros not counted', () => {
    expect(readAmount(`${'9'.repeat(30)}.5`, 18)).toMatchObject({ ok: true });
    expect(readAmount(`000${'9'.repeat(30)}`, 18)).toMatchObject({ ok: true });
    expect(readAmount(`1${'0'.repeat(30)}`, 18)).toEqual({
      ok: false,
      error: { key: 'tooLarge', values: { digits: '30' } },
    });
    expect(readAmount('9'.repeat(80), 18)).toMatchObject({ ok: false, error: { key: 'tooLarge' } });
  });

  it('payment input: the same cap, as tooLong', () => {
    expect(parsePaymentAmount('9'.repeat(80), { decimals: 18 })).toEqual({ ok: false, key: 'tooLong' });
  });
});
