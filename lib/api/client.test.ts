// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '@/lib/config/app-config';
import { detectedLocaleAtom, localeAtom } from '@/lib/state/locale';
import { appStore } from '@/lib/state/store';
import { tokenAtom } from '@/lib/state/token';
import { toastAtom } from '@/lib/toast/toast-store';
import { apiRequest, BUSY_RETRY_LIMIT, busyRetryDelay, REQUEST_TIMEOUT_MS, type BusyRetry } from './client';
import { defineEndpoint } from './define-endpoint';
import { ApiError, ERR_CODE_ABORT, ERR_CODE_NETWORK, ERR_CODE_TIMEOUT } from './errors';
import { loadZod } from './schema';
import type * as schemaModule from './schema';
import { setUnauthorizedHandler } from './session-events';

vi.mock('./schema', async (importOriginal) => {
  const actual = await importOriginal<typeof schemaModule>();
  return { ...actual, loadZod: vi.fn(actual.loadZod) };
});

const plain = defineEndpoint({
  path: 'test/plain',
  request: (z) => z.optional(z.object({ n: z.number() })),
  response: (z) => z.object({ n: z.number() }),
  auth: false,
  singlePost: false,
});

const memberOnly = defineEndpoint({
  path: 'test/member-only',
  request: (z) => z.optional(z.strictObject({})),
  response: (z) => z.object({ n: z.number() }),
  auth: true,
  singlePost: false,
});

const submit = defineEndpoint({
  path: 'test/submit',
  request: (z) => z.optional(z.object({ n: z.number() })),
  response: (z) => z.object({ n: z.number() }),
  auth: false,
  singlePost: true,
});

type FetchFn = (input: string, init: RequestInit) => Promise<Response>;
type FetchMock = ReturnType<typeof vi.fn<FetchFn>>;

function envelope(result: unknown, code = 200, msg = '', status = 200): Response {
  return new Response(JSON.stringify({ code, msg, result }), { status });
}

/** fetch that answers every call with the same response. */
function answering(makeResponse: () => Response): FetchMock {
  const mock = vi.fn<FetchFn>(() => Promise.resolve(makeResponse()));
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** fetch that never answers on its own; it rejects like a browser when its signal aborts. */
function hanging(): FetchMock {
  const mock = vi.fn<FetchFn>(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        const fail = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
        if (init.signal?.aborted) fail();
        init.signal?.addEventListener('abort', fail);
      }),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** fetch whose calls stay pending until the test answers them, in call order. */
function deferred(): { mock: FetchMock; answer: (index: number, response: Response) => void } {
  const resolvers: ((response: Response) => void)[] = [];
  const mock = vi.fn<FetchFn>(() => new Promise<Response>((resolve) => resolvers.push(resolve)));
  vi.stubGlobal('fetch', mock);
  return {
    mock,
    answer: (index, response) => {
      const resolve = resolvers[index];
      if (!resolve) throw new Error(`no fetch call #${index}`);
      resolve(response);
    },
  };
}

function call(mock: FetchMock, index = 0): { url: string; init: RequestInit; headers: Headers } {
  const args = mock.mock.calls[index];
  if (!args) throw new Error(`fetch was not called ${index + 1} time(s)`);
  const [url, init] = args;
  return { url, init, headers: new Headers(init.headers) };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

function toastMessage() {
  return appStore.get(toastAtom)?.message ?? null;
}

let unauthorized: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  localStorage.clear();
  appStore.set(tokenAtom, null);
  appStore.set(detectedLocaleAtom, 'en');
  appStore.set(toastAtom, null);
  unauthorized = vi.fn<() => void>();
  setUnauthorizedHandler(unauthorized);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

describe('request', () => {
  it('POSTs the JSON body to /api/<path>', async () => {
    const fetchMock = answering(() => envelope({ n: 1 }));
    await apiRequest(plain, { n: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { url, init, headers } = call(fetchMock);
    expect(url).toBe(`${appConfig.apiBaseUrl}/api/test/plain`);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"n":7}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends {} when the endpoint takes no body', async () => {
    const fetchMock = answering(() => envelope({ n: 1 }));
    await apiRequest(plain, undefined);
    expect(call(fetchMock).init.body).toBe('{}');
  });

  it('sends no Authorization header without a stored token', async () => {
    const fetchMock = answering(() => envelope({ n: 1 }));
    await apiRequest(plain, undefined);
    expect(call(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it('sends the stored token as a bearer token', async () => {
    appStore.set(tokenAtom, 'tok-123');
    const fetchMock = answering(() => envelope({ n: 1 }));
    await apiRequest(plain, undefined);
    expect(call(fetchMock).headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends the detected locale as Accept-Language', async () => {
    appStore.set(detectedLocaleAtom, 'vi');
    const fetchMock = answering(() => envelope({ n: 1 }));
    await apiRequest(plain, undefined);
    expect(call(fetchMock).headers.get('Accept-Language')).toBe('vi');
  });

  it("sends the user's chosen locale over the detected one", async () => {
    appStore.set(detectedLocaleAtom, 'vi');
    appStore.set(localeAtom, 'zh-Hant');
    const fetchMock = answering(() => envelope({ n: 1 }));
    await apiRequest(plain, undefined);
    expect(call(fetchMock).headers.get('Accept-Language')).toBe('zh-Hant');
  });
});

describe('timeout', () => {
  it('is 60 000 ms', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
  });

  it("fails with 'timeout', errCode 5, after 60 s and not before", async () => {
    vi.useFakeTimers();
    hanging();
    const request = apiRequest(plain, undefined);
    let settled = false;
    request.then(
      () => (settled = true),
      () => (settled = true),
    );

    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    const error = await rejection(request);
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('timeout');
    expect(error.errCode).toBe(ERR_CODE_TIMEOUT);
    expect(error.errCode).toBe(5);
    expect(toastMessage()).toEqual({ key: 'common.errors.timeout' });
  });
});

describe('network failure', () => {
  it("toasts 'network error' and fails with errCode 5", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await rejection(apiRequest(plain, undefined));
    expect(error.kind).toBe('network');
    expect(error.errCode).toBe(ERR_CODE_NETWORK);
    expect(error.errCode).toBe(5);
    expect(toastMessage()).toEqual({ key: 'common.errors.network' });
  });

  it('a dropped connection while the code that reads answers cannot load either: one network error, nothing unhandled', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.mocked(loadZod).mockRejectedValueOnce(new Error('Failed to load chunk'));
    const error = await rejection(apiRequest(plain, undefined));
    expect(error.kind).toBe('network');
    // An unhandled rejection of the reader's load would fail this file's run.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('counts an answer as lost when zod, which checks it, cannot be loaded', async () => {
    const fetchMock = answering(() => envelope({ n: 1 }));
    vi.mocked(loadZod).mockRejectedValueOnce(new Error('Failed to load chunk'));
    const error = await rejection(apiRequest(plain, undefined));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error.kind).toBe('network');
    expect(error.errCode).toBe(ERR_CODE_NETWORK);
    expect(toastMessage()).toEqual({ key: 'common.errors.network' });
    await expect(apiRequest(plain, undefined)).resolves.toEqual({ n: 1 });
  });
});

describe('offline', () => {
  it('fails a submit at once without sending, saying the action needs the network', async () => {
    const mock = answering(() => envelope({ ok: true }));
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await rejection(apiRequest(submit, undefined));
    offline.mockRestore();
    expect(error.kind).toBe('network');
    expect(error.errCode).toBe(5);
    expect(mock).not.toHaveBeenCalled();
    expect(toastMessage()).toEqual({ key: 'pwa.offlineAction' });
  });

  it('fails a read at once without a toast: the banner says offline, the screen keeps what it had', async () => {
    const mock = answering(() => envelope({ n: 1 }));
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await rejection(apiRequest(plain, undefined));
    offline.mockRestore();
    expect(error.kind).toBe('network');
    expect(mock).not.toHaveBeenCalled();
    expect(toastMessage()).toBeNull();
  });
});

describe('no session', () => {
  it('never sends a member endpoint without a token, quietly', async () => {
    const mock = answering(() => envelope({ n: 1 }));
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    appStore.set(tokenAtom, null);
    const error = await rejection(apiRequest(memberOnly, undefined));
    expect(error.kind).toBe('noSession');
    expect(mock).not.toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
    expect(toastMessage()).toBeNull();
  });
});

describe('abort', () => {
  it("fails with 'abort', errCode 600003, and no toast when the caller aborts", async () => {
    hanging();
    const controller = new AbortController();
    const request = apiRequest(plain, undefined, { signal: controller.signal });
    controller.abort();
    const error = await rejection(request);
    expect(error.kind).toBe('abort');
    expect(error.message).toBe('abort');
    expect(error.errCode).toBe(ERR_CODE_ABORT);
    expect(error.errCode).toBe(600003);
    expect(toastMessage()).toBeNull();
  });

  it('fails the same way for a signal aborted before the call', async () => {
    const fetchMock = hanging();
    const error = await rejection(apiRequest(plain, undefined, { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('abort');
    expect(error.errCode).toBe(600003);
    expect(call(fetchMock).init.signal?.aborted).toBe(true);
    expect(toastMessage()).toBeNull();
  });

  it('stays an abort when the timer would have fired later', async () => {
    vi.useFakeTimers();
    hanging();
    const controller = new AbortController();
    const failure = rejection(apiRequest(plain, undefined, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(30_000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(60_000);
    const error = await failure;
    expect(error.kind).toBe('abort');
    expect(toastMessage()).toBeNull();
  });
});

describe('response handling', () => {
  it("toasts 'response error' for an HTTP status other than 200", async () => {
    answering(() => envelope({ n: 1 }, 200, '', 502));
    const error = await rejection(apiRequest(plain, undefined));
    expect(error.kind).toBe('http');
    expect(error.message).toBe('response error');
    expect(error.code).toBe(502);
    expect(toastMessage()).toEqual({ key: 'common.errors.response' });
  });

  it('treats HTTP 201 as not 200 even with a success envelope', async () => {
    answering(() => envelope({ n: 1 }, 200, '', 201));
    const error = await rejection(apiRequest(plain, undefined));
    expect(error.kind).toBe('http');
    expect(error.code).toBe(201);
  });

  it('resolves a body code 200 with the schema-validated result', async () => {
    answering(() => envelope({ n: 42, extra: 'dropped by the schema' }, 200, 'ok'));
    await expect(apiRequest(plain, undefined)).resolves.toEqual({ n: 42 });
    expect(toastMessage()).toBeNull();
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('on body code 401 toasts the server text and calls the unauthorized handler', async () => {
    answering(() => envelope(null, 401, 'Please log in again'));
    const error = await rejection(apiRequest(plain, undefined));
    expect(error.kind).toBe('body');
    expect(error.code).toBe(401);
    expect(error.message).toBe('Please log in again');
    expect(toastMessage()).toEqual({ text: 'Please log in again' });
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('on body code 401 without text toasts the session-expired message', async () => {
    answering(() => envelope(null, 401, ''));
    await rejection(apiRequest(plain, undefined));
    expect(toastMessage()).toEqual({ key: 'common.errors.sessionExpired' });
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('on another body code toasts the server text and fails with that code', async () => {
    answering(() => envelope(null, 422, 'Insufficient Balance'));
    const error = await rejection(apiRequest(plain, undefined));
    expect(error.kind).toBe('body');
    expect(error.code).toBe(422);
    expect(error.message).toBe('Insufficient Balance');
    expect(toastMessage()).toEqual({ text: 'Insufficient Balance' });
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it("toasts 'response error' for a body that is not JSON", async () => {
    answering(() => new Response('<html>Bad gateway</html>', { status: 200 }));
    const error = await rejection(apiRequest(plain, undefined));
    expect(error.kind).toBe('schema');
    expect(error.message).toBe('response error');
    expect(toastMessage()).toEqual({ key: 'common.errors.response' });
  });

  it("toasts 'response error' for JSON that is not an envelope", async () => {
    answering(() => new Response(JSON.stringify({ result: { n: 1 } }), { status: 200 }));
    const error = await rejection(apiRequest(plain, undefined));
    expect(error.kind).toBe('schema');
    expect(error.message).toBe('response error');
    expect(toastMessage()).toEqual({ key: 'common.errors.response' });
  });

  it("toasts 'response error' for a result that does not match the endpoint's schema", async () => {
    answering(() => envelope({ n: 'one' }));
    const error = await rejection(apiRequest(plain, undefined));
    expect(error.kind).toBe('schema');
    expect(error.message).toBe('response error');
    expect(toastMessage()).toEqual({ key: 'common.errors.response' });
  });
});

/** The client sends each request in a task of its own (yieldToMain): let that task run. */
async function sent(): Promise<void> {
  if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
  else await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('single-post', () => {
  it("rejects a second single-post with 'loading' without calling fetch", async () => {
    const { mock, answer } = deferred();
    const first = apiRequest(submit, { n: 1 });
    await sent();
    expect(mock).toHaveBeenCalledTimes(1);

    const error = await rejection(apiRequest(submit, { n: 2 }));
    expect(error.kind).toBe('loading');
    expect(error.message).toBe('loading');
    expect(mock).toHaveBeenCalledTimes(1);
    expect(toastMessage()).toBeNull();

    answer(0, envelope({ n: 1 }));
    await expect(first).resolves.toEqual({ n: 1 });
  });

  it('lets a non-single-post request through while a single-post is in flight', async () => {
    const { mock, answer } = deferred();
    const first = apiRequest(submit, { n: 1 });
    const read = apiRequest(plain, { n: 2 });
    await sent();
    expect(mock).toHaveBeenCalledTimes(2);
    expect(call(mock, 1).url).toBe(`${appConfig.apiBaseUrl}/api/test/plain`);

    answer(1, envelope({ n: 2 }));
    await expect(read).resolves.toEqual({ n: 2 });
    answer(0, envelope({ n: 1 }));
    await expect(first).resolves.toEqual({ n: 1 });
  });

  it('lets a new single-post through once the first has settled', async () => {
    const { mock, answer } = deferred();
    const first = apiRequest(submit, { n: 1 });
    await sent();
    answer(0, envelope({ n: 1 }));
    await first;

    const second = apiRequest(submit, { n: 2 });
    await sent();
    expect(mock).toHaveBeenCalledTimes(2);
    expect(call(mock, 1).init.body).toBe('{"n":2}');
    answer(1, envelope({ n: 2 }));
    await expect(second).resolves.toEqual({ n: 2 });
  });

  it('frees the slot when the single-post fails', async () => {
    const fetchMock = answering(() => envelope(null, 422, 'Insufficient Balance'));
    await rejection(apiRequest(submit, { n: 1 }));
    await rejection(apiRequest(submit, { n: 2 }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('frees the slot when the single-post times out', async () => {
    vi.useFakeTimers();
    const fetchMock = hanging();
    const first = apiRequest(submit, { n: 1 });
    const firstError = rejection(first);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect((await firstError).kind).toBe('timeout');

    const second = rejection(apiRequest(submit, { n: 2 }));
    await sent();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect((await second).kind).toBe('timeout');
  });
});

const BUSY = 'The server is busy. Please try again in a moment.';

/** The platform's busy refusal (its password queue is full): it did nothing. */
function busy(retryAfter: number | null, header?: string): Response {
  return new Response(
    JSON.stringify({
      code: 400,
      msg: BUSY,
      result: null,
      reason: 'serverBusy',
      ...(retryAfter === null ? {} : { retryAfter }),
    }),
    { status: 200, headers: header === undefined ? {} : { 'Retry-After': header } },
  );
}

/** fetch that answers its calls with these responses, in order (the last one from then on). */
function answeringInTurn(...responses: (() => Response)[]): FetchMock & { times: number[] } {
  const times: number[] = [];
  const mock = vi.fn<FetchFn>(() => {
    const make = responses[Math.min(times.length, responses.length - 1)];
    times.push(Date.now());
    if (!make) throw new Error('no response');
    return Promise.resolve(make());
  });
  vi.stubGlobal('fetch', mock);
  return Object.assign(mock, { times });
}

/** Lets (fake) time run until the promise has settled; its outcome. */
async function settled<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const state: { outcome: { value?: T; error?: unknown } | null } = { outcome: null };
  promise.then(
    (value) => (state.outcome = { value }),
    (error: unknown) => (state.outcome = { error }),
  );
  await vi.waitFor(
    () => {
      if (!state.outcome) throw new Error('still pending');
    },
    { timeout: 120_000, interval: 100 },
  );
  return state.outcome ?? {};
}

describe('busy: sent again after the wait the platform advises', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // No random spread: the wait is exactly the advised one.
    vi.spyOn(Math, 'random').mockReturnValue(0);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('waits the envelope’s retryAfter, keeps the single-post slot and the caller told, then resolves with the next answer', async () => {
    const fetchMock = answeringInTurn(
      () => busy(2),
      () => envelope({ n: 1 }),
    );
    const retries: BusyRetry[] = [];
    const request = apiRequest(submit, { n: 1 }, { onBusyRetry: (retry) => retries.push(retry) });
    await vi.waitFor(() => expect(retries).toEqual([{ attempt: 1, delayMs: 2000 }]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Still one submission in flight: a second tap sends nothing.
    expect((await rejection(apiRequest(submit, { n: 2 }))).kind).toBe('loading');

    expect(await settled(request)).toEqual({ value: { n: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(call(fetchMock, 1).init.body).toBe('{"n":1}');
    const [first = 0, second = 0] = fetchMock.times;
    expect(second - first).toBeGreaterThanOrEqual(2000);
    expect(second - first).toBeLessThan(2300);
    // Nothing was shown for the busy answer.
    expect(toastMessage()).toBeNull();
  });

  it('reads the wait from the Retry-After header when the envelope has none', async () => {
    const fetchMock = answeringInTurn(
      () => busy(null, '3'),
      () => envelope({ n: 1 }),
    );
    const retries: BusyRetry[] = [];
    const request = apiRequest(plain, { n: 1 }, { onBusyRetry: (retry) => retries.push(retry) });
    expect(await settled(request)).toEqual({ value: { n: 1 } });
    expect(retries).toEqual([{ attempt: 1, delayMs: 3000 }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it(`gives up after ${BUSY_RETRY_LIMIT} sends again: the busy refusal is then the answer, shown as any other`, async () => {
    const fetchMock = answeringInTurn(() => busy(1));
    const { error } = await settled(apiRequest(plain, { n: 1 }));
    expect(error).toMatchObject({ kind: 'body', code: 400, reason: 'serverBusy', retryAfter: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1 + BUSY_RETRY_LIMIT);
    expect(toastMessage()).toEqual({ text: BUSY });
  });

  it('never sends again a refusal for another reason, even one that names a wait', async () => {
    const limited = answeringInTurn(
      () =>
        new Response(
          JSON.stringify({
            code: 429,
            msg: 'Too many requests',
            result: null,
            reason: 'tooManyRequests',
            retryAfter: 1,
          }),
          { headers: { 'Retry-After': '1' } },
        ),
    );
    expect((await settled(apiRequest(plain, { n: 1 }))).error).toMatchObject({ code: 429 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(limited).toHaveBeenCalledTimes(1);

    const registered = answeringInTurn(
      () =>
        new Response(
          JSON.stringify({ code: 400, msg: 'Already', result: null, reason: 'alreadyRegistered' }),
        ),
    );
    expect((await settled(apiRequest(submit, { n: 1 }))).error).toMatchObject({
      reason: 'alreadyRegistered',
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(registered).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when the caller aborts: an abort, nothing sent again', async () => {
    const fetchMock = answeringInTurn(
      () => busy(5),
      () => envelope({ n: 1 }),
    );
    const controller = new AbortController();
    const retries: BusyRetry[] = [];
    const request = apiRequest(
      submit,
      { n: 1 },
      { signal: controller.signal, onBusyRetry: (retry) => retries.push(retry) },
    );
    await vi.waitFor(() => expect(retries).toHaveLength(1));
    controller.abort();
    expect((await settled(request)).error).toMatchObject({ kind: 'abort', errCode: ERR_CODE_ABORT });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The slot is free again.
    answeringInTurn(() => envelope({ n: 2 }));
    expect(await settled(apiRequest(submit, { n: 2 }))).toEqual({ value: { n: 2 } });
  });

  it('waits at most 20 s at a time and never past the request time (60 s from the first send)', () => {
    expect(busyRetryDelay(5, 1, 0)).toBe(5000);
    expect(busyRetryDelay(0, 1, 0)).toBe(1000);
    expect(busyRetryDelay(90, 1, 0)).toBe(20_000);
    expect(busyRetryDelay(5, BUSY_RETRY_LIMIT, 0)).toBe(5000);
    expect(busyRetryDelay(5, BUSY_RETRY_LIMIT + 1, 0)).toBeNull();
    expect(busyRetryDelay(5, 2, REQUEST_TIMEOUT_MS - 5000)).toBe(5000);
    expect(busyRetryDelay(5, 2, REQUEST_TIMEOUT_MS - 4999)).toBeNull();
  });
});
