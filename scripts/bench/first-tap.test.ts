import { describe, expect, it } from 'vitest';
import { renderFirstTaps, type TapSample } from './first-tap';

function sample(overrides: Partial<TapSample>): TapSample {
  return {
    scenario: 'home-more',
    delayMs: 0,
    acted: true,
    early: false,
    feedbackMs: 20,
    resultMs: 40,
    afterReadyMs: undefined,
    error: undefined,
    ...overrides,
  };
}

describe('first-tap table', () => {
  it('counts taps acted on against taps made, and flags a lost tap', () => {
    const table = renderFirstTaps([
      sample({ early: true, feedbackMs: 16, resultMs: 900, afterReadyMs: 30 }),
      sample({ early: true, feedbackMs: 18, resultMs: 1300, afterReadyMs: 80 }),
      sample({ acted: false, early: true, feedbackMs: undefined, resultMs: undefined, error: 'x' }),
    ]);
    const row = table.split('\n').find((line) => line.includes('Home · More'));
    expect(row).toContain('2 / 3 ✗');
    // Median (worst) of the times that exist.
    expect(row).toContain('17 ms (18 ms)');
    expect(row).toContain('1100 ms (1300 ms)');
    expect(row).toContain('55 ms (80 ms)');
  });

  it('shows a full count without a flag when every tap was acted on', () => {
    const table = renderFirstTaps([sample({ delayMs: 300 }), sample({ delayMs: 300 })]);
    const row = table.split('\n').find((line) => line.includes('300 ms'));
    expect(row).toContain('2 / 2');
    expect(row).not.toContain('✗');
  });
});
