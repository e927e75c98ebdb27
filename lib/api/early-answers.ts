/**
 * Answers a page asked for before the app's code arrived. On Home and Property the largest thing on
 * the screen is server data (the first banner, the balance). Instead of asking for it after the
 * scripts have downloaded and hydrated, an inline `<head>` script sends those requests while the HTML
 * is parsed ({@link earlyRequestsScript}), a script beside the screen's placeholder shows the answer
 * at once ({@link earlyShowScript}), and the transport takes the same answer once instead of asking
 * again ({@link takeEarlyAnswer}). The requests are the ones the transport would send: POST `{}`, the
 * stored token (endpoints that need one are skipped without it) and the page's language. On a slow
 * phone network this takes the whole script download out of the time to the screen's main content.
 */

export interface RawAnswer {
  status: number;
  text: string;
}

export interface EarlyAnswer {
  /** `Accept-Language` and `Authorization` (or '') the request was sent with. */
  language: string;
  authorization: string;
  /** `Date.now()` when it was sent. */
  at: number;
  answer: Promise<RawAnswer>;
}

/**
 * An early answer is for the screen's first query; one nobody took by then (the query was not
 * enabled, say) is not handed to a later visit of the screen.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

declare global {
  interface Window {
    __earlyAnswers?: Record<string, EarlyAnswer | undefined>;
    /**
     * Settles when the early content of the page is on screen (or will not be); the app's code is
     * added after that (lib/perf/deferred-scripts.ts). Never rejects.
     */
    __earlyContent?: Promise<unknown>[];
  }
}

export interface EarlyRequest {
  /** Endpoint path, e.g. `home/ad`. */
  path: string;
  /** Absolute or origin-relative URL of the endpoint. */
  url: string;
  /** Sent only with a stored token. */
  auth: boolean;
}

/**
 * Inline `<head>` script (in every page, so kept small): sends the requests listed for the current
 * route. Token and language are read as the app reads them: `token` in localStorage (a JSON string),
 * and the language the locale boot script (which runs before it) has put on `<html lang>`.
 */
export function earlyRequestsScript(byRoute: Readonly<Record<string, readonly EarlyRequest[]>>): string {
  const table = JSON.stringify(
    Object.fromEntries(
      Object.entries(byRoute).map(([route, requests]) => [
        route,
        requests.map((request) => [request.path, request.url, request.auth ? 1 : 0]),
      ]),
    ),
  );
  return `(function(){try{var w=window,q=${table}[location.pathname.replace(/\\.html$/,'').replace(/(.)\\/$/,'$1')||'/'];if(!q)return;var t=null;try{t=JSON.parse(localStorage.getItem('token')||'null')}catch(x){}var l=document.documentElement.lang||'en',z=typeof t==='string'&&t?'Bearer '+t:'',s=w.__earlyAnswers=w.__earlyAnswers||{};q.forEach(function(r){if(r[2]&&!z)return;var h={'Content-Type':'application/json','Accept-Language':l};if(z)h.Authorization=z;s[r[0]]={language:l,authorization:z,at:Date.now(),answer:fetch(r[1],{method:'POST',headers:h,body:'{}',cache:'no-store',credentials:'omit'}).then(function(o){return o.text().then(function(x){return{status:o.status,text:x}})})}})}catch(x){}})();`;
}

export interface EarlyShow {
  /** The screen's placeholder element. */
  elementId: string;
  /**
   * JS source of a `function (result, element) {}` called with the `result` of a body-code-200
   * answer and the placeholder while it is still empty; it may return a promise of when its content
   * is on screen (an image's load, say).
   */
  render: string;
}

/**
 * Inline script placed after a screen's placeholder: shows the early answer to `path` in it as soon
 * as the answer is in (during parsing when it already is, so in the first frame), and adds its
 * settling to `window.__earlyContent`.
 */
export function earlyShowScript(path: string, { elementId, render }: EarlyShow): string {
  return `(function(){var w=window,d=document,e=w.__earlyAnswers&&w.__earlyAnswers[${JSON.stringify(path)}];if(!e)return;(w.__earlyContent=w.__earlyContent||[]).push(e.answer.then(function(o){var b=o.status===200?JSON.parse(o.text):null,p=d.getElementById(${JSON.stringify(elementId)});if(b&&b.code===200&&p&&!p.firstChild)return(${render})(b.result,p)}).catch(function(){}))})();`;
}

/**
 * The early answer to `path`, taken once, when it was asked with the same language and session as
 * `headers` say; otherwise undefined and the caller sends its own request.
 */
export function takeEarlyAnswer(
  path: string,
  headers: Readonly<Record<string, string>>,
): Promise<RawAnswer> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__earlyAnswers?.[path];
  if (!early) return undefined;
  window.__earlyAnswers = { ...window.__earlyAnswers, [path]: undefined };
  if (
    early.language !== headers['Accept-Language'] ||
    early.authorization !== (headers.Authorization ?? '') ||
    !(Date.now() - early.at < EARLY_ANSWER_MAX_AGE_MS)
  )
    return undefined;
  return early.answer;
}
