import type { MessageKey } from '../i18n/messages';
import type { MessageParams } from '../i18n/translate';

/** Body codes of the envelope (see docs/server-development.md, "API envelope and codes"). */
export const CODE = {
  ok: 200,
  refused: 400,
  unauthorized: 401,
  notFound: 404,
  conflict: 409,
  methodNotAllowed: 405,
  tooLarge: 413,
  unprocessable: 422,
  locked: 423,
  /** Over a rate limit (`server/api/api-rate-limit.ts`): try again after the wait it names. */
  tooManyRequests: 429,
  /** A dependency (the chain node) cannot be reached: try again later. Not a crash. */
  unavailable: 503,
  internal: 500,
} as const;

/** Thrown by handlers for an expected refusal: answered as `{ code, msg: translate(message), result: null }`. */
export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    /** Whole seconds until a refusal that ends with time does (the envelope's `retryAfter`). */
    readonly retryAfter?: number,
  ) {
    super(messageKey);
    this.name = 'ApiFailure';
  }
}
