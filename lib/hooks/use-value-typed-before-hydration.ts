'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Text typed into a prerendered input before the app hydrated stays in the field, but React keeps its
 * own state (usually '') and would submit that. Once mounted, hand such a value to the field's
 * `onChange` as a normal change: React's value tracker is reset to the state's value through the
 * element's own `value` setter, the typed text is put back with the prototype's setter, and a real
 * `input` event lets React report the difference.
 */
export function useValueTypedBeforeHydration(ref: RefObject<HTMLInputElement | null>, value: unknown): void {
  useEffect(() => {
    const input = ref.current;
    if (!input || typeof value !== 'string' || input.value === value) return;
    const typed = input.value;
    const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
    if (!descriptor?.set) return;
    input.value = value;
    descriptor.set.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // Only the first render can follow a pre-hydration edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
