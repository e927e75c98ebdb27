'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import {
  PULL_RANGE_PX,
  PULL_RESISTANCE,
  pullTransition,
  type PullEvent,
  type PullState,
} from './pull-to-refresh-machine';
import styles from './pull-to-refresh.module.css';

const RESTORE_MS = 300;

/** Touch pull-to-refresh on the document scroll; `onRefresh` refetches the page's queries. */
export function PullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const t = useTranslations('shell.pullToRefresh');
  const [state, setState] = useState<PullState>('idle');
  const [offset, setOffset] = useState(0);
  const stateRef = useRef<PullState>('idle');
  const refreshRef = useRef(onRefresh);
  useEffect(() => {
    refreshRef.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    let startY: number | null = null;
    const dispatch = (event: PullEvent) => {
      const next = pullTransition(stateRef.current, event);
      stateRef.current = next;
      setState(next);
      return next;
    };
    const restore = () => {
      setOffset(0);
      window.setTimeout(() => dispatch({ type: 'restored' }), RESTORE_MS);
    };
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      startY = window.scrollY <= 0 && touch && stateRef.current === 'idle' ? touch.clientY : null;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === null || !touch) return;
      const distance = Math.max(0, (touch.clientY - startY) * PULL_RESISTANCE);
      if (distance > 0 && event.cancelable) event.preventDefault();
      dispatch({ type: 'move', distance });
      setOffset(Math.min(distance, PULL_RANGE_PX * 1.5));
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      const next = dispatch({ type: 'release' });
      if (next === 'refreshing') {
        setOffset(PULL_RANGE_PX * 0.75);
        void refreshRef.current().finally(() => {
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
  }, []);

  const label = state === 'idle' ? '' : t(state);
  return (
    <div className={styles.root} data-pull-state={state}>
      <div className={styles.indicator} style={{ height: offset }} aria-live="polite">
        {state !== 'idle' && (
          <span className={styles.label}>
            <span
              className={state === 'refreshing' ? styles.spinnerActive : styles.spinner}
              aria-hidden="true"
            />
            {label}
          </span>
        )}
      </div>
      {children}
    </div>
  );
}
