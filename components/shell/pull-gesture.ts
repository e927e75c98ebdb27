import {
  PULL_RANGE_PX,
  PULL_RESISTANCE,
  pullTransition,
  type PullEvent,
  type PullState,
} from './pull-to-refresh-machine';

const RESTORE_MS = 300;

/**
 * The pull-to-refresh gesture on the document's scroll (./pull-to-refresh.tsx draws it): touches
 * that start at the top of the page pull the indicator down with resistance, a release past the
 * range refreshes. Loaded once the browser is idle after the first paint, not with the page.
 * Returns the function that detaches it.
 */
export function attachPullGesture({
  onState,
  onOffset,
  refresh,
}: {
  onState: (state: PullState) => void;
  onOffset: (px: number) => void;
  refresh: () => Promise<unknown>;
}): () => void {
  let state: PullState = 'idle';
  let startY: number | null = null;
  const dispatch = (event: PullEvent) => {
    state = pullTransition(state, event);
    onState(state);
    return state;
  };
  const restore = () => {
    onOffset(0);
    window.setTimeout(() => dispatch({ type: 'restored' }), RESTORE_MS);
  };
  const onStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    startY = window.scrollY <= 0 && touch && state === 'idle' ? touch.clientY : null;
  };
  const onMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (startY === null || !touch) return;
    const distance = Math.max(0, (touch.clientY - startY) * PULL_RESISTANCE);
    if (distance > 0 && event.cancelable) event.preventDefault();
    dispatch({ type: 'move', distance });
    onOffset(Math.min(distance, PULL_RANGE_PX * 1.5));
  };
  const onEnd = () => {
    if (startY === null) return;
    startY = null;
    const next = dispatch({ type: 'release' });
    if (next === 'refreshing') {
      onOffset(PULL_RANGE_PX * 0.75);
      void refresh().finally(() => {
        dispatch({ type: 'refreshed' });
        restore();
      });
    } else if (next === 'restoring') {
      restore();
    }
  };
  document.addEventListener('touchstart', onStart, { passive: true });
  document.addEventListener('touchmove', onMove, { passive: false });
  document.addEventListener('touchend', onEnd);
  document.addEventListener('touchcancel', onEnd);
  return () => {
    document.removeEventListener('touchstart', onStart);
    document.removeEventListener('touchmove', onMove);
    document.removeEventListener('touchend', onEnd);
    document.removeEventListener('touchcancel', onEnd);
  };
}
