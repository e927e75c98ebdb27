import { describe, expect, it } from 'vitest';
import { validateRemark } from './remark';

describe('validateRemark', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['x'.repeat(10_000), 'tooLong'],
    ['<img src=x onerror=alert(1)>', 'markup'],
    ['<svg><script>', 'markup'],
    ['javascript:alert(1)', 'markup'],
    ['a\u202Eb', 'invalidChars'],
    ['a\u200Bb', 'invalidChars'],
    ['a\r\nb', 'invalidChars'],
  ])('%j → %s', async (input, error) => {
    expect(await validateRemark(input)).toEqual({ error });
  });

  it('trims and accepts 50 code points', async () => {
    expect(await validateRemark('  Uncle Bob  ')).toEqual({ remark: 'Uncle Bob' });
    expect(await validateRemark('é'.repeat(50))).toEqual({ remark: 'é'.repeat(50) });
  });
});
