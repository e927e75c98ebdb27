import { appConfig } from '@/lib/config/app-config';
import { appStore } from '@/lib/state/store';
import { tokenAtom } from '@/lib/state/token';
import { localeAtom } from '@/lib/state/locale';
import { showToast as toast } from '@/lib/toast/toast-store';
import { yieldToMain } from '@/lib/scheduling/yield-to-main';
import type { EndpointDefinition, EndpointRequest, EndpointResult } from './define-endpoint';
import { ApiError, ERR_CODE_ABORT, ERR_CODE_NETWORK, ERR_CODE_TIMEOUT } from './errors';
import { loadZod, type Zod } from './schema';
import { envelopeSchema } from './schemas/common';
import { notifyUnauthorized } from './session-events';
import type { ZodMiniType } from 'zod/mini';

/** Spec §9: request timeout. */
export const REQUEST_TIMEOUT_MS = 60000;

export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * A request the app makes on its own (e.g. re-reporting a queued payment): no toasts, and it
   * neither takes nor waits for the single-post slot, so it never blocks what the user submits.
   */
  background?: boolean;
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
    return (await send(endpoint, body, options)) as EndpointResult<EndpointDefinition<Req, Res>>;
  } finally {
    if (slot) singlePostInFlight -= 1;
  }
}

async function send(
  endpoint: EndpointDefinition,
  body: unknown,
  { signal, timeoutMs = REQUEST_TIMEOUT_MS, background = false }: RequestOptions,
): Promise<unknown> {
  const showToast: typeof toast = background ? () => undefined : toast;
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    // Say so at once instead of waiting for the request to fail.
    showToast({ key: 'pwa.offlineAction' });
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
  const zod = loadZod();

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

  return readAnswer(endpoint, answer, zod, showToast);
}

/** An HTTP answer as it came: its status and its body's text. */
export interface RawAnswer {
  status: number;
  text: string;
}

/**
 * What the app takes from an answer by the spec's rules (§7–8): HTTP 200, the envelope, body code
 * 401 (the session ends) and other refusals (the server's words), the endpoint's result checked
 * against its schema. For every request, and for an answer that came before the app did
 * (./early-answers.ts).
 */
export async function readAnswer(
  endpoint: EndpointDefinition,
  answer: RawAnswer,
  zod: Promise<Zod> = loadZod(),
  showToast: typeof toast = toast,
): Promise<unknown> {
  if (answer.status !== 200) {
    showToast({ key: 'common.errors.response' });
    throw new ApiError('http', 'response error', { code: answer.status });
  }

  let z: Zod;
  try {
    z = await zod;
  } catch (cause) {
    // The code that reads the answer did not load: to the caller the answer is lost, like a
    // dropped connection (a money submit keeps its idempotency key; queries retry).
    showToast({ key: 'common.errors.network' });
    throw new ApiError('network', 'network error', { errCode: ERR_CODE_NETWORK, cause });
  }
  // The answers that came before zod all go on when it comes: each is checked in a task of its
  // own, so a screen's first answers do not make one long task together.
  await yieldToMain();

  const envelope = envelopeSchema(z).safeParse(safeJson(answer.text));
  if (!envelope.success) {
    showToast({ key: 'common.errors.response' });
    throw new ApiError('schema', 'response error', { cause: envelope.error });
  }
  const { code, msg, result, reason, retryAfter } = envelope.data;
  if (code === 401) {
    showToast(msg ? { text: msg } : { key: 'common.errors.sessionExpired' });
    notifyUnauthorized();
    throw new ApiError('body', msg, { code });
  }
  if (code !== 200) {
    // A form that shows refusals itself keeps them where the user is looking, until they act.
    if (!endpoint.refusalShownByForm) showToast(msg ? { text: msg } : { key: 'common.errors.response' });
    throw new ApiError('body', msg, { code, reason, retryAfter });
  }
  const parsed = endpoint.response(z).safeParse(result);
  if (!parsed.success) {
    showToast({ key: 'common.errors.response' });
    throw new ApiError('schema', 'response error', { cause: parsed.error });
  }
  return parsed.data;
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
  return { status: response.status, text: await response.text() };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
