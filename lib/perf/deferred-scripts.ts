/**
 * Scripts after first paint. Next's export puts its chunks in `<head>` as `<script defer>`; when they
 * arrive before the first frame (a fast network, or the service worker's cache on every later
 * visit) the browser runs them first and the page stays blank until React has booted, and in a
 * third of the cold loads measured here Chromium held the first paint for a whole second while the
 * scripts compiled. After the build (scripts/optimize-export.ts) each page lists its chunks in a JSON
 * element instead, and a few bytes of inline script add them, to run in the same order (`async`
 * false: a chunk's runtime entry must not run before the chunks it needs, which Next's `defer` kept),
 * right after the first frame — on a screen that shows early content (lib/api/early-answers.ts),
 * the first frame with that content — at once when the page is not visible (nothing to paint), and
 * after {@link LOAD_FALLBACK_MS} at the latest. The no-module polyfill and the inline scripts (the route
 * shim, the locale boot, Next's data) stay as they are.
 */

export const DEFERRED_SCRIPTS_ID = 'deferred-scripts';

/** The latest moment the scripts are added when no animation frame comes (a throttled page). */
export const LOAD_FALLBACK_MS = 1000;

/**
 * Adding a script element costs the main thread ~7 ms here (its request starts in `appendChild`;
 * ~25 ms at 4× CPU): the dozen or so chunks of a page are added one per task, not as one long task.
 */
export const SCRIPTS_PER_TASK = 1;

/**
 * On a screen with early content, how long after the content is in the page the scripts wait for
 * the browser to report it painted (its largest-contentful-paint entry) before they start anyway.
 */
export const EARLY_PAINT_WAIT_MS = 400;

/**
 * Adds the listed scripts after the next frame — on a screen with early content, once that content
 * has been painted; see the module comment.
 *
 * Why the paint and not the frame there: the frame is drawn on the main thread, but shown later
 * (raster, presentation), and on a busy phone the scripts' downloads then start before the early
 * content is on screen; a third of Lighthouse's runs of Property had every chunk requested before
 * the balance's paint, and their LCP moved from 1.1 s to 2.7 s. The paint is known from a
 * `largest-contentful-paint` entry later than the content; when none comes (the early content is
 * not the largest element, or the browser has no such entries) the scripts start after
 * {@link EARLY_PAINT_WAIT_MS}, or after the next frame where the API is missing, and while the
 * page is hidden until its language's messages load (`i18n-pending`, lib/i18n/locale-boot-script.ts):
 * nothing is painted then.
 *
 * A screen without early content waits the same way for its first-contentful-paint entry (at most
 * {@link EARLY_PAINT_WAIT_MS}; the next frame where `paint` entries are missing). Stake's Lighthouse
 * runs showed why: its largest element is static text painted in the first frame, yet in the runs
 * where a chunk ran between that frame and its presentation, Lighthouse counted the chunk's
 * download into LCP (0.92 s without, 1.2–1.8 s with).
 */
export const deferredScriptLoader = `(function(){var d=document,w=window,n=d.getElementById('${DEFERRED_SCRIPTS_ID}'),l=n?JSON.parse(n.textContent||'[]'):[],f=0;function go(){if(f)return;f=1;var i=0;(function add(){for(var k=0;k<${SCRIPTS_PER_TASK}&&i<l.length;k++,i++){var e=d.createElement('script');e.src=l[i];e.async=false;d.head.appendChild(e)}if(i<l.length)setTimeout(add,0)})()}function frame(){requestAnimationFrame(function(){setTimeout(go,0)})}function painted(){try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)return frame();new PerformanceObserver(function(o){o.getEntries().forEach(function(e){if(e.name==='first-contentful-paint')setTimeout(go,0)})}).observe({type:'paint',buffered:true});setTimeout(go,${EARLY_PAINT_WAIT_MS})}catch(x){frame()}}if(d.visibilityState!=='visible'){go();return}var c=w.__earlyContent||[];Promise.all(c).then(function(){var h=d.documentElement;if(h&&h.classList.contains('i18n-pending'))return frame();if(!c.length)return painted();try{var t=performance.now();new PerformanceObserver(function(o){o.getEntries().forEach(function(e){if(e.startTime>=t)setTimeout(go,0)})}).observe({type:'largest-contentful-paint',buffered:true});setTimeout(go,${EARLY_PAINT_WAIT_MS})}catch(x){frame()}});setTimeout(go,${LOAD_FALLBACK_MS})})()`;

const ASYNC_SCRIPT = /<script src="([^"]+)" (?:async|defer)=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*? href="([^"]+)"[^>]*\/>/g;
const DEFERRED_LIST = new RegExp(
  `<script id="${DEFERRED_SCRIPTS_ID}" type="application/json">([^<]*)</script>`,
);

export interface DeferredPage {
  html: string;
  /** The deferred `src`s in document order (empty when the page had none or was done already). */
  scripts: string[];
}

/** Moves a page's chunk scripts (`defer` or `async`, and their preloads) behind the first frame. */
export function deferScripts(html: string): DeferredPage {
  if (DEFERRED_LIST.test(html) || !html.includes('</body>')) return { html, scripts: [] };
  const scripts = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1] ?? '');
  if (scripts.length === 0) return { html, scripts };
  const deferred = new Set(scripts);
  const stripped = html
    .replace(ASYNC_SCRIPT, '')
    .replace(SCRIPT_PRELOAD, (tag, href: string) => (deferred.has(href) ? '' : tag));
  // `<` cannot occur in a JSON string of URLs once escaped, so the list cannot close its element.
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
  const tail = `<script id="${DEFERRED_SCRIPTS_ID}" type="application/json">${list}</script><script>${deferredScriptLoader}</script>`;
  const at = stripped.lastIndexOf('</body>');
  return { html: `${stripped.slice(0, at)}${tail}${stripped.slice(at)}`, scripts };
}

/** The deferred script `src`s a page lists (for the first-load measurement). */
export function deferredScriptSrcs(html: string): string[] {
  const list = DEFERRED_LIST.exec(html)?.[1];
  if (list === undefined) return [];
  const parsed: unknown = JSON.parse(list);
  return Array.isArray(parsed) ? parsed.filter((src): src is string => typeof src === 'string') : [];
}
