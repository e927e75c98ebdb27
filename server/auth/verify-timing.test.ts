import { describe, expect, it } from 'vitest';
import { createVerifyTiming } from './verify-timing';

function clockAndRandoms() {
  let time = 0;
  const randoms: number[] = [];
  return {
    now: () => time,
    random: () => randoms.shift() ?? 0.5,
    advance: (ms: number) => (time += ms),
    randoms,
  };
}

describe('verification timing', () => {
  it('has nothing to imitate before a measurement', () => {
    expect(createVerifyTiming().sample()).toBeNull();
  });

  it('keeps the most recent `window` measurements and forgets those older than `maxAgeMs`', () => {
    const fake = clockAndRandoms();
    const timing = createVerifyTiming({ ...fake, window: 3, maxAgeMs: 1000 });
    for (const ms of [100, 200, 300, 400]) timing.record(ms);
    expect(timing.recent()).toEqual([200, 300, 400]);
    fake.advance(600);
    timing.record(500);
    fake.advance(600);
    expect(timing.recent()).toEqual([500]);
    fake.advance(500);
    expect(timing.sample()).toBeNull();
  });

  it('ignores nonsense measurements', () => {
    const timing = createVerifyTiming();
    timing.record(Number.NaN);
    timing.record(-1);
    timing.record(Number.POSITIVE_INFINITY);
    expect(timing.recent()).toEqual([]);
  });

  it('picks any of the measurements and stretches it by at most ±jitter', () => {
    const fake = clockAndRandoms();
    const timing = createVerifyTiming({ ...fake, jitter: 0.1 });
    timing.record(1000);
    timing.record(2000);
    fake.randoms.push(0, 0, 0.999_999, 0.999_999, 0.5, 0.5);
    expect(timing.sample()).toBeCloseTo(900);
    expect(timing.sample()).toBeCloseTo(2200, 0);
    expect(timing.sample()).toBeCloseTo(2000);
    // With real randomness: always within the measured range ± jitter.
    const real = createVerifyTiming({ jitter: 0.1 });
    real.record(1000);
    real.record(2000);
    for (let i = 0; i < 200; i += 1) {
      const sample = real.sample() ?? 0;
      expect(sample).toBeGreaterThanOrEqual(900);
      expect(sample).toBeLessThanOrEqual(2200);
    }
  });
});
