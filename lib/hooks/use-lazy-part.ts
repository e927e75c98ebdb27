'use client';

import { useEffect, useReducer } from 'react';
import type { LazyPart } from '@/lib/lazy/lazy-part';
import { loadWithRetries } from '@/lib/network/retry-backoff';
import { onIdle } from '@/lib/scheduling/on-idle';

/** The longest wait for an idle moment before the part is fetched anyway. */
const PRELOAD_WITHIN_MS = 2000;

/**
 * A lazily split part of a screen (its review sheet, a dialog, its result, the update prompt):
 * fetched once the browser is idle after the screen appeared (unless `preload` is off), so it stays
 * out of the first load yet is usually there by the tap, and loaded at once when `wanted` (the member
 * asked for it, or the app needs it). Returns the part's module once it has arrived, to render its
 * components directly; while it is wanted and not there, the control that asked shows itself pending
 * (`Button pending`). A load that fails (a dropped connection) is tried again while the part is
 * wanted, with backoff and at once when the connection comes back (lib/network/retry-backoff.ts):
 * the part stays out quietly until it comes, and nothing the member typed or chose is lost.
 */
export function useLazyPart<Module>(
  part: LazyPart<Module>,
  wanted: boolean,
  { preload = true }: { preload?: boolean } = {},
): Module | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const arrivedModule = part.module();
  useEffect(() => {
    if (!preload) return;
    return onIdle(() => void part.load().catch(() => undefined), PRELOAD_WITHIN_MS);
  }, [part, preload]);
  useEffect(() => {
    if (!wanted || arrivedModule !== undefined) return;
    return loadWithRetries(part.load, arrived);
  }, [part, wanted, arrivedModule]);
  return arrivedModule;
}
