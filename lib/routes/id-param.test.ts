import { describe, expect, it } from 'vitest';
import { parseIdParam } from './id-param';

describe('parseIdParam', () => {
  it('reads ids as the server issues them', () => {
    expect(parseIdParam('1')).toBe(1);
    expect(parseIdParam('42')).toBe(42);
    expect(parseIdParam('2147483647')).toBe(2147483647);
  });
  it.each([null, '', '0', '-1', '1.5', '7.0', '1e3', ' 7', '0x10', '07', 'abc', '2147483648', '99999999999'])(
    'refuses %j',
    (raw) => {
      expect(parseIdParam(raw)).toBeNull();
    },
  );
});
