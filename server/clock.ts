export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface AdjustableClock extends Clock {
  /** Moves this clock forward (never back: maturity and lockouts only look ahead). */
  advance(ms: number): void;
  /** Back to the underlying clock. */
  resetOffset(): void;
}

/** TEST_MODE: `base` plus an offset e2e tests can move (`POST /__test__/clock`). */
export function adjustableClock(base: Clock): AdjustableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    advance: (ms) => {
      if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError('advance needs a whole, non-negative ms');
      offsetMs += ms;
    },
    resetOffset: () => {
      offsetMs = 0;
    },
  };
}
