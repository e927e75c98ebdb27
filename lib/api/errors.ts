/** The spec's error catalogue (§8). */
/** 'noSession': an endpoint that needs a member was called without a token; nothing was sent. */
export type ApiErrorKind =
  'timeout' | 'network' | 'abort' | 'http' | 'body' | 'loading' | 'schema' | 'noSession';

export const ERR_CODE_TIMEOUT = 5;
export const ERR_CODE_NETWORK = 5;
export const ERR_CODE_ABORT = 600003;

/**
 * The platform's refusal that says it did nothing because its password queue was full
 * (server/auth/hashing-queue.ts, docs/api.md "Transport"): the one refusal the app sends again by
 * itself, after the wait the platform advises (`retryAfter`, else the `Retry-After` header).
 */
export const BUSY_REASON = 'serverBusy';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** Transport error code from the catalogue (5, 600003). */
  readonly errCode: number | undefined;
  /** HTTP status or body code, when the server answered. */
  readonly code: number | undefined;
  /** The envelope's `reason` of a body-code refusal, when the platform sends one. */
  readonly reason: string | undefined;
  /** Seconds until a refusal that ends with time does (the envelope's `retryAfter`), when sent. */
  readonly retryAfter: number | undefined;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: {
      errCode?: number;
      code?: number;
      reason?: string | undefined;
      retryAfter?: number | undefined;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.errCode = options.errCode;
    this.code = options.code;
    this.reason = options.reason;
    this.retryAfter = options.retryAfter;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The server's answer that the thing asked for does not exist (body code 404, e.g. an unknown
 * notice or a member outside the caller's community): final, unlike a failed load.
 */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'body' && error.code === 404;
}
