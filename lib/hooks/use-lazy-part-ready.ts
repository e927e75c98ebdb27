'use client';

import { useEffect, useReducer } from 'react';
import type { LazyPart } from '@/lib/lazy/lazy-part';

/**
 * Whether a lazily split part has arrived, loading it once it is `wanted` (the member asked for it).
 * While it is wanted and not there, the control that asked shows itself pending (`Button pending`).
 */
export function useLazyPartReady(part: LazyPart<unknown>, wanted: boolean): boolean {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const ready = part.loaded();
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    // A failed load is shown by the part itself (its dynamic component throws to the error view).
    part.load().then(
      () => {
        if (live) arrived();
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [part, wanted, ready]);
  return ready;
}
