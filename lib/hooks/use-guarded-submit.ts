'use client';

import { useRef, useState, type SyntheticEvent } from 'react';

/** What a form sends once its input is valid. */
export type Send = () => Promise<void>;

/**
 * A form's submit, sent at most once at a time: a second submit while one is in flight (double
 * tap, two clicks before React re-renders the button as disabled) does nothing. `prepare` checks
 * the input (and shows its errors) and returns what to send, or null when there is nothing to send.
 * A failed send is passed to `onError`; the transport has already shown the server's message.
 */
export function useGuardedSubmit({ onError }: { onError?: (error: unknown) => void } = {}) {
  // The ref is the guard: `busy` only re-renders the button, too late for two clicks in one task.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const run = async (send: Send) => {
    inFlight.current = true;
    setBusy(true);
    try {
      await send();
    } catch (error) {
      onError?.(error);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const onSubmit = (prepare: () => Send | null) => (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const send = prepare();
    if (send) void run(send);
  };

  /**
   * The same guard for a submit that is a button outside any form (a review sheet's confirm): a
   * second press while the first is in flight does nothing.
   */
  const act = (send: Send) => {
    if (inFlight.current) return;
    void run(send);
  };

  /** For handlers outside the form that must not act mid-submission (a dialog's Escape). */
  const isInFlight = () => inFlight.current;

  return { busy, onSubmit, act, isInFlight };
}
