import { describe, expect, it } from 'vitest';
import { PULL_RANGE_PX, pullTransition, type PullEvent, type PullState } from './pull-to-refresh-machine';

const run = (events: PullEvent[], from: PullState = 'idle') =>
  events.reduce<PullState[]>(
    (states, event) => [...states, pullTransition(states.at(-1) ?? from, event)],
    [from],
  );

describe('pull-to-refresh', () => {
  it('goes pulling → reached → refreshing → restoring → idle', () => {
    expect(
      run([
        { type: 'move', distance: 10 },
        { type: 'move', distance: PULL_RANGE_PX },
        { type: 'release' },
        { type: 'refreshed' },
        { type: 'restored' },
      ]),
    ).toEqual(['idle', 'pulling', 'reached', 'refreshing', 'restoring', 'idle']);
  });

  it('aborts when released before the range', () => {
    const states = run([{ type: 'move', distance: PULL_RANGE_PX - 1 }, { type: 'release' }]);
    expect(states).toEqual(['idle', 'pulling', 'restoring']);
    expect(states).not.toContain('refreshing');
  });

  it('drops back to pulling when dragged back under the range', () => {
    expect(
      run([
        { type: 'move', distance: 80 },
        { type: 'move', distance: 20 },
      ]).at(-1),
    ).toBe('pulling');
  });

  it('ignores drags while refreshing', () => {
    expect(pullTransition('refreshing', { type: 'move', distance: 200 })).toBe('refreshing');
    expect(pullTransition('refreshing', { type: 'release' })).toBe('refreshing');
  });
});
