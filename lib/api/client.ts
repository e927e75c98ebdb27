import { appConfig } from '@/lib/config/app-config';
import { appStore } from '@/lib/state/store';
import { tokenAtom } from '@/lib/state/token';
import { localeAtom } from '@/lib/state/locale';
import { showToast as toast } from '@/lib/toast/toast-store';
import { yieldToMain } from '@/lib/scheduling/yield-to-main';
import type { EndpointDefinition, EndpointRequest, EndpointResult } from './define-endpoint';
import type { checkAnswer, RawAnswer } from './answer-check';
import { ApiError, BUSY_REASON, ERR_CODE_ABORT, ERR_CODE_NETWORK, ERR_CODE_TIMEOUT } from './errors';
import { loadZod, type Zod } from './schema';
import type { ZodMiniType } from 'zod/mini';

/** Spec §9: request timeout. */
export const REQUEST_TIMEOUT_MS = 60000;

/** At most this many automatic sends again of one request after busy refusals. */
export const BUSY_RETRY_LIMIT = 3;
/** The longest wait before one, whatever the platform advises. */
export const BUSY_RETRY_MAX_DELAY_MS = 20_000;
/** Up to this fraction later than advised, at random, so the members turned away together come back apart. */
const BUSY_RETRY_SPREAD = 0.2;

/** A busy refusal the transport answers by sending again after `delayMs` (the `attempt`-th time). */
export interface BusyRetry {
  attempt: number;
  delayMs: number;
}

export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * A request the app makes on its own (e.g. re-reporting a queued payment): no toasts, and it
   * neither takes nor waits for the single-post slot, so it never blocks what the user submits.
   */
  background?: boolean;
  /**
   * Told when the platform answered busy and the request will be sent again after a wait (the form
   * says it is still trying; its submit stays busy, and the single-post slot stays taken).
   */
  onBusyRetry?: (retry: BusyRetry) => void;
}

let singlePostInFlight = 0;

export function apiUrl(path: string): string {
  return `${appConfig.apiBaseUrl}/api/${path}`;
}

/**
 * Sends one platform request by the spec's transport rules (§7–8): POST JSON with Authorization and
 * Accept-Language, 60 s timeout, body-code handling, single-post rejection, the error catalogue.
 * Resolves with the validated `result` of a body-code-200 envelope.
 */
export async function apiRequest<Req extends ZodMiniType, Res extends ZodMiniType>(
  endpoint: EndpointDefinition<Req, Res>,
  body: EndpointRequest<EndpointDefinition<Req, Res>>,
  options: RequestOptions = {},
): Promise<EndpointResult<EndpointDefinition<Req, Res>>> {
  const slot = endpoint.singlePost && !options.background;
  if (slot && singlePostInFlight > 0) {
    throw new ApiError('loading', 'loading');
  }
  if (slot) singlePostInFlight += 1;
  try {
    return (await sendUntilServed(endpoint, body, options)) as EndpointResult<EndpointDefinition<Req, Res>>;
  } finally {
    if (slot) singlePostInFlight -= 1;
  }
}

/**
 * Sends the request; a busy refusal (the platform did nothing) is sent again after the advised wait,
 * at most {@link BUSY_RETRY_LIMIT} times and only while the whole stays within the spec's request
 * time (60 s from the first send). Any other answer, or a busy one past those bounds, is the answer.
 */
async function sendUntilServed(
  endpoint: EndpointDefinition,
  body: unknown,
  options: RequestOptions,
): Promise<unknown> {
  const started = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    const plan: { delayMs: number | null } = { delayMs: null };
    const retryWhenBusy = (retryAfter: number) => {
      plan.delayMs = busyRetryDelay(retryAfter, attempt, Date.now() - started);
      return plan.delayMs !== null;
    };
    try {
      return await send(endpoint, body, options, retryWhenBusy);
    } catch (error) {
      if (plan.delayMs === null || !(error instanceof ApiError) || error.reason !== BUSY_REASON) throw error;
    }
    options.onBusyRetry?.({ attempt, delayMs: plan.delayMs });
    await pause(plan.delayMs, options.signal);
  }
}

/** How long to wait before sending again after the `attempt`-th busy refusal; null: not again. */
export function busyRetryDelay(retryAfterSeconds: number, attempt: number, elapsedMs: number): number | null {
  if (attempt > BUSY_RETRY_LIMIT) return null;
  const advised = Math.max(1, retryAfterSeconds) * 1000;
  const delayMs = Math.round(
    Math.min(advised * (1 + BUSY_RETRY_SPREAD * Math.random()), BUSY_RETRY_MAX_DELAY_MS),
  );
  return elapsedMs + delayMs > REQUEST_TIMEOUT_MS ? null : delayMs;
}

/** Waits `ms`; the caller's abort ends the wait as an abort of the request. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => {
      clearTimeout(timer);
      reject(new ApiError('abort', 'abort', { errCode: ERR_CODE_ABORT }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    if (signal?.aborted) aborted();
    else signal?.addEventListener('abort', aborted, { once: true });
  });
}

async function send(
  endpoint: EndpointDefinition,
  body: unknown,
  { signal, timeoutMs = REQUEST_TIMEOUT_MS, background = false }: RequestOptions,
  retryWhenBusy?: (retryAfter: number) => boolean,
): Promise<unknown> {
  const showToast: typeof toast = background ? () => undefined : toast;
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    // A submit says so at once instead of waiting for the request to fail. A read says nothing: the
    // offline banner already does, and the screen keeps what it last had (a toast on every page
    // loaded offline would cover the fields).
    if (endpoint.singlePost) showToast({ key: 'pwa.offlineAction' });
    throw new ApiError('network', 'network error', { errCode: ERR_CODE_NETWORK });
  }
  const token = appStore.get(tokenAtom);
  if (!token && endpoint.auth) {
    // The session ended after this request was scheduled (e.g. a 401 at launch): drop it quietly.
    throw new ApiError('noSession', 'no session', { code: 401 });
  }
  // A screen starts its requests in the effects of one render: sending each in a task of its own
  // keeps that render's effects from becoming one long task (~20 ms per request on a slow phone).
  await yieldToMain();
  const controller = new AbortController();
  // The abort reason tells a timeout from a caller abort, whichever came first.
  const timeoutReason = new Error('timeout');
  const timer = setTimeout(() => controller.abort(timeoutReason), timeoutMs);
  const onCallerAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  // The answer is checked with zod, which the browser loads on the first request, alongside it.
  const reader = loadAnswerReader();
  // Read, and its failure reported, by readAnswer; a request that fails first never reads it.
  reader.catch(() => undefined);

  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Accept-Language': appStore.get(localeAtom),
  };
  if (token) headers.Authorization = `Bearer ${token}`;

  let answer: RawAnswer;
  try {
    answer = await fetchAnswer(apiUrl(endpoint.path), headers, body, controller.signal);
  } catch (cause) {
    if (controller.signal.reason === timeoutReason) {
      showToast({ key: 'common.errors.timeout' });
      throw new ApiError('timeout', 'timeout', { errCode: ERR_CODE_TIMEOUT, cause });
    }
    if (controller.signal.aborted) {
      throw new ApiError('abort', 'abort', { errCode: ERR_CODE_ABORT, cause });
    }
    showToast({ key: 'common.errors.network' });
    throw new ApiError('network', 'network error', { errCode: ERR_CODE_NETWORK, cause });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }

  return readAnswer(endpoint, answer, reader, showToast, retryWhenBusy);
}

/** zod and the answer check (./answer-check.ts), loaded together on the first answer. */
export interface AnswerReader {
  z: Zod;
  check: typeof checkAnswer;
}

/**
 * Loads the code that reads answers: zod and the check built on it, in parallel, each once (a failed
 * load is tried again by the next call).
 */
export function loadAnswerReader(): Promise<AnswerReader> {
  return Promise.all([loadZod(), import('./answer-check')]).then(([z, { checkAnswer }]) => ({
    z,
    check: checkAnswer,
  }));
}

/**
 * What the app takes from an answer by the spec's rules (§7–8): HTTP 200, then, once the code that
 * reads it has come, the envelope and the endpoint's result (./answer-check.ts). For every request,
 * and for an answer that came before the app did (lib/boot/early-answer-query.ts). `retryWhenBusy`
 * is asked about a busy refusal: true when the caller sends the request again, so it is not shown.
 */
export async function readAnswer(
  endpoint: EndpointDefinition,
  answer: RawAnswer,
  reader: Promise<AnswerReader> = loadAnswerReader(),
  showToast: typeof toast = toast,
  retryWhenBusy?: (retryAfter: number) => boolean,
): Promise<unknown> {
  if (answer.status !== 200) {
    showToast({ key: 'common.errors.response' });
    throw new ApiError('http', 'response error', { code: answer.status });
  }

  let loaded: AnswerReader;
  try {
    loaded = await reader;
  } catch (cause) {
    // The code that reads the answer did not load: to the caller the answer is lost, like a
    // dropped connection (a money submit keeps its idempotency key; queries retry).
    showToast({ key: 'common.errors.network' });
    throw new ApiError('network', 'network error', { errCode: ERR_CODE_NETWORK, cause });
  }
  // The answers that came before zod all go on when it comes: each is checked in a task of its
  // own, so a screen's first answers do not make one long task together.
  await yieldToMain();
  return loaded.check(loaded.z, endpoint, answer, showToast, retryWhenBusy);
}

async function fetchAnswer(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  signal: AbortSignal,
): Promise<RawAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify(body ?? {}),
    signal,
    cache: 'no-store',
    credentials: 'omit',
  });
  return {
    status: response.status,
    text: await response.text(),
    retryAfter: response.headers.get('retry-after'),
  };
}
