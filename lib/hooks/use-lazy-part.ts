'use client';

import { useEffect, useReducer } from 'react';
import type { LazyPart } from '@/lib/lazy/lazy-part';
import { onIdle } from '@/lib/scheduling/on-idle';

/** The longest wait for an idle moment before the part is fetched anyway. */
const PRELOAD_WITHIN_MS = 2000;

/**
 * A lazily split part of a screen (its review sheet, a dialog, its result): fetched once the browser
 * is idle after the screen appeared, so it stays out of the first load yet is usually there by the
 * tap, and loaded at once when `wanted` (the member asked for it). Returns whether it has arrived:
 * while it is wanted and not there, the control that asked shows itself pending (`Button pending`).
 */
export function useLazyPart(part: LazyPart<unknown>, wanted: boolean): boolean {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const ready = part.loaded();
  useEffect(() => onIdle(() => void part.load().catch(() => undefined), PRELOAD_WITHIN_MS), [part]);
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
