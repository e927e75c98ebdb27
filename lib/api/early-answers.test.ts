// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInlineScript } from '@/lib/test/run-inline-script';
import {
  EARLY_ANSWER_MAX_AGE_MS,
  earlyRequestsScript,
  earlyShowScript,
  takeEarlyAnswer,
  type EarlyRequest,
} from './early-answers';

/** The test render records what it was given on `window.shown`. */
const RENDER = `function(r,e){(window.shown=window.shown||[]).push([r,e.id])}`;

const TABLE: Record<string, EarlyRequest[]> = {
  '/pages/home/index': [{ path: 'home/ad', url: '/api/home/ad', auth: false }],
  '/pages/property/index': [
    { path: 'asset/assetInfo', url: '/api/asset/assetInfo', auth: true },
    { path: 'home/notice', url: '/api/home/notice', auth: false },
  ],
};

interface Sent {
  url: string;
  init: RequestInit;
}

interface PageLoad {
  token?: string | null;
  lang?: string;
  /** What the server answers (a string is sent as is). */
  body?: unknown;
  html?: string;
}

function load(
  pathname: string,
  { token = null, lang = 'vi', body = {}, html = '<div id="banner"></div>' }: PageLoad = {},
) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body)));
  });
  history.replaceState(null, '', pathname);
  localStorage.setItem('token', JSON.stringify(token));
  document.documentElement.lang = lang;
  document.body.innerHTML = html;
  runInlineScript(earlyRequestsScript(TABLE));
  return sent;
}

const shown = () => (window as { shown?: unknown[] }).shown ?? [];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  window.__earlyAnswers = undefined;
  window.__earlyContent = undefined;
  Object.assign(window, { shown: undefined });
});

describe('the early requests of a page', () => {
  it('sends what its route lists, as the transport would', () => {
    const sent = load('/pages/home/index', { token: 'tok' });
    expect(sent).toEqual([
      {
        url: '/api/home/ad',
        init: {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Accept-Language': 'vi',
            Authorization: 'Bearer tok',
          },
          body: '{}',
          cache: 'no-store',
          credentials: 'omit',
        },
      },
    ]);
  });

  it('matches the route as served (.html, trailing slash) and sends nothing elsewhere', () => {
    expect(load('/pages/home/index.html')).toHaveLength(1);
    expect(load('/pages/home/index/')).toHaveLength(1);
    expect(load('/pages/user/index')).toEqual([]);
    expect(load('/')).toEqual([]);
  });

  it('skips requests that need a session when there is no token', () => {
    expect(load('/pages/property/index').map((request) => request.url)).toEqual(['/api/home/notice']);
    expect(load('/pages/property/index', { token: 'tok' })).toHaveLength(2);
  });
});

describe('showing an early answer', () => {
  const BANNER = { elementId: 'banner', render: RENDER };
  const show = () => runInlineScript(earlyShowScript('home/ad', BANNER));

  it('renders the result of a body-code-200 answer into the empty placeholder', async () => {
    load('/pages/home/index', { body: { code: 200, msg: '', result: [1] } });
    show();
    await expect(Promise.all(window.__earlyContent ?? [])).resolves.toHaveLength(1);
    expect(shown()).toEqual([[[1], 'banner']]);
  });

  it('renders nothing for an error answer, a body that is not JSON, or a placeholder already filled', async () => {
    for (const [body, html] of [
      [{ code: 500, msg: 'down', result: null }, '<div id="banner"></div>'],
      ['<html>', '<div id="banner"></div>'],
      [{ code: 200, msg: '', result: [1] }, '<div id="banner"><img></div>'],
      [{ code: 200, msg: '', result: [1] }, '<div></div>'],
    ] as const) {
      load('/pages/home/index', { body, html });
      show();
      // Every entry settles, whatever the answer, so the app's code is never held back by one.
      await expect(Promise.all(window.__earlyContent ?? [])).resolves.toHaveLength(1);
      window.__earlyContent = undefined;
    }
    expect(shown()).toEqual([]);
  });

  it('does nothing on a page that did not ask', () => {
    load('/pages/user/index');
    show();
    expect(window.__earlyContent).toBeUndefined();
  });
});

describe('takeEarlyAnswer', () => {
  const BODY = { code: 200, msg: '', result: [1] };

  it('hands the answer over once, for the same language and session', async () => {
    load('/pages/home/index', { token: 'tok', lang: 'en', body: BODY });
    const answer = takeEarlyAnswer('home/ad', { 'Accept-Language': 'en', Authorization: 'Bearer tok' });
    await expect(answer).resolves.toEqual({ status: 200, text: JSON.stringify(BODY) });
    expect(
      takeEarlyAnswer('home/ad', { 'Accept-Language': 'en', Authorization: 'Bearer tok' }),
    ).toBeUndefined();
  });

  it('is not used for another language or session, and then not at all', () => {
    load('/pages/home/index', { lang: 'en' });
    expect(takeEarlyAnswer('home/ad', { 'Accept-Language': 'vi' })).toBeUndefined();
    expect(takeEarlyAnswer('home/ad', { 'Accept-Language': 'en' })).toBeUndefined();
    load('/pages/home/index', { token: 'tok', lang: 'en' });
    expect(takeEarlyAnswer('home/ad', { 'Accept-Language': 'en' })).toBeUndefined();
  });

  it('is not handed to a query that runs long after the page loaded', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    load('/pages/home/index', { lang: 'en' });
    vi.setSystemTime(Date.now() + EARLY_ANSWER_MAX_AGE_MS);
    expect(takeEarlyAnswer('home/ad', { 'Accept-Language': 'en' })).toBeUndefined();
  });
});
