'use client';

import { useEffect, useReducer, useState } from 'react';
import type { LazyPart } from '@/lib/lazy/lazy-part';
import { onIdle } from '@/lib/scheduling/on-idle';

/** The longest wait for an idle moment before the part is fetched anyway. */
const PRELOAD_WITHIN_MS = 2000;

/**
 * A lazily split part of a screen (its review sheet, a dialog, its result): fetched once the browser
 * is idle after the screen appeared (unless `preload` is off), so it stays out of the first load yet
 * is usually there by the tap, and loaded at once when `wanted` (the member asked for it). Returns
 * the part's module once it has arrived, to render its components directly; while it is wanted and
 * not there, the control that asked shows itself pending (`Button pending`). A part that cannot be
 * loaded while it is wanted throws to the screen's error view (app/error.tsx), which offers a reload.
 */
export function useLazyPart<Module>(
  part: LazyPart<Module>,
  wanted: boolean,
  { preload = true }: { preload?: boolean } = {},
): Module | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const arrivedModule = part.module();
  useEffect(() => {
    if (!preload) return;
    return onIdle(() => void part.load().catch(() => undefined), PRELOAD_WITHIN_MS);
  }, [part, preload]);
  useEffect(() => {
    if (!wanted || arrivedModule !== undefined) return;
    let live = true;
    part.load().then(
      () => {
        if (live) arrived();
      },
      (error: unknown) => {
        if (live) setFailure({ error });
      },
    );
    return () => {
      live = false;
    };
  }, [part, wanted, arrivedModule]);
  if (failure && wanted) throw failure.error;
  return arrivedModule;
}
