'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { PullState } from './pull-to-refresh-machine';
import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy/lazy-part';
import { onIdle } from '@/lib/scheduling/on-idle';
import spinner from '@/components/ui/spinner.module.css';
import styles from './pull-to-refresh.module.css';

// The gesture's code comes once the browser is idle after the first paint: a pull is never the first
// thing a member does on a page that has just loaded its figures.
const gesturePart = lazyPart(() => import('./pull-gesture'));

/**
 * Touch pull-to-refresh on the document scroll; `onRefresh` refetches the page's queries. The
 * indicator is drawn here; the gesture (./pull-gesture.ts) attaches once its code has come, and the
 * root says so (`data-pull-ready`).
 */
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
  const refreshRef = useRef(onRefresh);
  useEffect(() => {
    refreshRef.current = onRefresh;
  }, [onRefresh]);
  // Wanted once the browser is first idle (within 2 s): loaded then, and this re-renders with it.
  const [idle, setIdle] = useState(false);
  useEffect(() => onIdle(() => setIdle(true), 2000), []);
  const gesture = useLazyPart(gesturePart, idle, { preload: false });
  useEffect(
    () =>
      gesture?.attachPullGesture({
        onState: setState,
        onOffset: setOffset,
        refresh: () => refreshRef.current(),
      }),
    [gesture],
  );

  const label = state === 'idle' ? '' : t(state);
  return (
    <div className={styles.root} data-pull-state={state} data-pull-ready={gesture ? '' : undefined}>
      <div className={styles.indicator} style={{ height: offset }} aria-live="polite">
        {state !== 'idle' && (
          <span className={styles.label}>
            <span
              className={`${spinner.ring} ${state === 'refreshing' ? spinner.spinning : ''} ${styles.spinner}`}
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
