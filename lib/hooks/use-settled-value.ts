import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (the person paused typing); until then, the
 * value it settled at before. For checks that would be wrong half-way through typing: "Minimum 10"
 * on the first digit of "100".
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
