'use client';

import { useEffect } from 'react';
import { onIdle } from '@/lib/scheduling/on-idle';

/**
 * Loads a lazily split part of a screen (its review sheet, its result) once the browser is idle after
 * the screen appeared: it stays out of the first load, yet is there when the member taps.
 */
export function useIdlePreload(load: () => Promise<unknown>): void {
  useEffect(() => onIdle(() => void load().catch(() => undefined), 2000), [load]);
}
