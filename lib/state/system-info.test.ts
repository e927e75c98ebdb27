import { describe, expect, it } from 'vitest';
import { newDeviceId } from './system-info';

describe('newDeviceId', () => {
  it('is the time followed by a random number', () => {
    expect(newDeviceId(1_700_000_000_000, 0.12345678)).toBe('170000000000012345678');
    expect(newDeviceId(1_700_000_000_000, 0)).toBe('170000000000000000000');
  });
  it('differs between devices created at the same moment', () => {
    expect(newDeviceId(1, Math.random())).not.toBe(newDeviceId(1, Math.random()));
  });
});
