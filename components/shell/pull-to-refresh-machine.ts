/** Spec §4: pulling → reached once the drag passes the range → refreshing on release → restoring; early release aborts. */
export type PullState = 'idle' | 'pulling' | 'reached' | 'refreshing' | 'restoring';

export type PullEvent =
  { type: 'move'; distance: number } | { type: 'release' } | { type: 'refreshed' } | { type: 'restored' };

/** Drag distance (CSS px, after resistance) that arms a refresh. */
export const PULL_RANGE_PX = 64;
/** The indicator follows the finger at this fraction of the drag. */
export const PULL_RESISTANCE = 0.5;

export function pullTransition(state: PullState, event: PullEvent): PullState {
  switch (event.type) {
    case 'move':
      if (state === 'refreshing' || state === 'restoring') return state;
      if (event.distance <= 0) return 'idle';
      return event.distance >= PULL_RANGE_PX ? 'reached' : 'pulling';
    case 'release':
      if (state === 'reached') return 'refreshing';
      if (state === 'pulling') return 'restoring';
      return state;
    case 'refreshed':
      return state === 'refreshing' ? 'restoring' : state;
    case 'restored':
      return state === 'restoring' ? 'idle' : state;
  }
}
