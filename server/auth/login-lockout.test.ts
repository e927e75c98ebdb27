import { expect, it } from 'vitest';
import { lockDurationMs } from './login-lockout';

it('locks from the 5th failure, doubling from 30 s up to 1 h', () => {
  expect([0, 1, 4].map(lockDurationMs)).toEqual([null, null, null]);
  expect([5, 6, 7, 8].map(lockDurationMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  expect(lockDurationMs(12)).toBe(3_600_000);
  expect(lockDurationMs(1000)).toBe(3_600_000);
});
