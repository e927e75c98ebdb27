/**
 * What the app takes from an answer once its code has come (./client.ts `readAnswer`): the envelope
 * checked, body code 401 (the session ends) and other refusals (the platform's words), and the
 * endpoint's result checked against its schema. Loaded with zod, on the first answer, so neither is
 * part of any route's first-load JS.
 */
import type { showToast as toast } from '@/lib/toast/toast-store';
import type { EndpointDefinition } from './define-endpoint';
import { ApiError, BUSY_REASON } from './errors';
import type { Zod } from './schema';
import { envelopeSchema } from './schemas/common';
import { notifyUnauthorized } from './session-events';

/** An HTTP answer as it came: its status and its body's text (and its `Retry-After`, when read). */
export interface RawAnswer {
  status: number;
  text: string;
  retryAfter?: string | null;
}

/**
 * The endpoint's result from a body of an HTTP 200 answer, or the refusal it carries, thrown.
 * `retryWhenBusy` is asked about a busy refusal: true when the caller sends the request again, so
 * the refusal is not shown.
 */
export function checkAnswer(
  z: Zod,
  endpoint: EndpointDefinition,
  answer: RawAnswer,
  showToast: typeof toast,
  retryWhenBusy?: (retryAfter: number) => boolean,
): unknown {
  const envelope = envelopeSchema(z).safeParse(safeJson(answer.text));
  if (!envelope.success) {
    showToast({ key: 'common.errors.response' });
    throw new ApiError('schema', 'response error', { cause: envelope.error });
  }
  const { code, msg, result, reason } = envelope.data;
  const retryAfter = envelope.data.retryAfter ?? headerSeconds(answer.retryAfter);
  if (code === 401) {
    showToast(msg ? { text: msg } : { key: 'common.errors.sessionExpired' });
    notifyUnauthorized();
    throw new ApiError('body', msg, { code });
  }
  if (code !== 200) {
    // Busy: the platform did nothing; sent again, so nothing to show yet.
    const again = reason === BUSY_REASON && retryAfter !== undefined && retryWhenBusy?.(retryAfter) === true;
    // A form that shows refusals itself keeps them where the user is looking, until they act.
    if (!endpoint.refusalShownByForm && !again)
      showToast(msg ? { text: msg } : { key: 'common.errors.response' });
    throw new ApiError('body', msg, { code, reason, retryAfter });
  }
  const parsed = endpoint.response(z).safeParse(result);
  if (!parsed.success) {
    showToast({ key: 'common.errors.response' });
    throw new ApiError('schema', 'response error', { cause: parsed.error });
  }
  return parsed.data;
}

/** `Retry-After` in seconds (its date form is not used by the platform). */
function headerSeconds(value: string | null | undefined): number | undefined {
  return value && /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
