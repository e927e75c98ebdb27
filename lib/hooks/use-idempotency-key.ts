'use client';

import { useCallback, useRef } from 'react';
import { isApiError } from '@/lib/api/errors';

/**
 * One idempotency key per form submission: reused when the same request is retried after the
 * answer was lost (timeout, network), so the server counts it once; a new one once the server
 * answered (success or refusal) or the request changed.
 */
export function useIdempotencyKey() {
  const current = useRef<{ key: string; fingerprint: string } | null>(null);
  const keyFor = useCallback((fingerprint: string) => {
    if (current.current?.fingerprint !== fingerprint)
      current.current = { key: crypto.randomUUID(), fingerprint };
    return current.current.key;
  }, []);
  const settle = useCallback((error?: unknown) => {
    const answerLost = isApiError(error) && (error.kind === 'timeout' || error.kind === 'network');
    if (!answerLost) current.current = null;
  }, []);
  return { keyFor, settle };
}
