'use client';

import { useCallback, useState } from 'react';
import { isApiError } from '@/lib/api/errors';

export interface FormRefusal<Field extends string> {
  /** The refusal shown at `field`, if the last one concerned it. */
  at: (field: Field) => string | null;
  /** A refusal that concerns no single field: shown in the form's banner. */
  banner: string | null;
  /** The envelope's `reason` of the refusal shown, when the platform sent one. */
  reason: string | null;
  /**
   * Takes a failed submit's error. A platform refusal (body code) is kept and true is returned; other
   * failures (network, timeout: the transport already said so) return false.
   */
  capture: (error: unknown) => boolean;
  /** The user edited `field` (or dismissed the banner when no field is given): that message goes. */
  clear: (field?: Field) => void;
}

/**
 * Server refusals of a form, kept at the field they concern until the user edits it. `fields` maps
 * the envelope's `reason` (e.g. `wrongPassword`) to a field; refusals without a known reason —
 * including every refusal of a platform that sends no reason — go to the banner.
 */
export function useFormRefusal<Field extends string>(
  fields: Partial<Record<string, Field>>,
): FormRefusal<Field> {
  const [shown, setShown] = useState<{
    field: Field | null;
    message: string;
    reason: string | null;
  } | null>(null);
  const capture = useCallback(
    (error: unknown) => {
      if (!isApiError(error) || error.kind !== 'body' || error.code === 401) return false;
      const field = (error.reason !== undefined ? fields[error.reason] : undefined) ?? null;
      setShown({ field, message: error.message, reason: error.reason ?? null });
      return true;
    },
    // The mapping is a constant of the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const clear = useCallback((field?: Field) => {
    setShown((current) =>
      current && (field === undefined || current.field === field || current.field === null) ? null : current,
    );
  }, []);
  return {
    at: (field) => (shown?.field === field ? shown.message : null),
    banner: shown && shown.field === null ? shown.message : null,
    reason: shown?.reason ?? null,
    capture,
    clear,
  };
}
