/**
 * The build's half of "the app's code after the first paint" (lib/boot/head/app-after-paint.ts):
 * a page's async chunk scripts, and the preloads of them, leave its `<head>` for a JSON list at the
 * end of its body, which the head script adds once the screen is painted. The bundler's runtime
 * goes last in the list: the head script adds it only once every other chunk has come, so the app
 * never starts with one missing. The no-module polyfill and the inline scripts (the head script,
 * Next's page data) stay where they are.
 */
import { APP_CHUNKS_ID } from '../../lib/boot/head/app-after-paint';

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*? href="([^"]+)"[^>]*\/>/g;
const LISTED = new RegExp(`<script id="${APP_CHUNKS_ID}" type="application/json">([^<]*)</script>`);

/**
 * Turbopack's runtime chunk (webpack's is `webpack-*.js`): the one that starts the app once the
 * chunks it needs are there. A build whose pages have none fails here rather than ship pages whose
 * app would start before its chunks had come.
 */
const RUNTIME_CHUNK = /\/(?:turbopack|webpack)-[^/]*\.js$/;

/** The page's chunks with the runtime last; throws when there is not exactly one runtime. */
export function runtimeLast(scripts: string[]): string[] {
  const runtimes = scripts.filter((src) => RUNTIME_CHUNK.test(src));
  if (runtimes.length !== 1)
    throw new Error(
      `expected one bundler runtime chunk among a page's scripts, found ${runtimes.length}: ${scripts.join(', ')}`,
    );
  return [...scripts.filter((src) => !RUNTIME_CHUNK.test(src)), ...runtimes];
}

export interface ListedPage {
  html: string;
  /** The listed `src`s in document order, the runtime last (empty when the page had none, or was done already). */
  scripts: string[];
}

/** Moves a page's async chunk scripts (and their preloads) into the list the head script adds. */
export function listAppChunks(html: string): ListedPage {
  if (LISTED.test(html) || !html.includes('</body>')) return { html, scripts: [] };
  const scripts = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1] ?? '');
  if (scripts.length === 0) return { html, scripts };
  const listed = new Set(scripts);
  const stripped = html
    .replace(ASYNC_SCRIPT, '')
    .replace(SCRIPT_PRELOAD, (tag, href: string) => (listed.has(href) ? '' : tag));
  // `<` cannot occur in a JSON string of URLs once escaped, so the list cannot close its element.
  const list = JSON.stringify(runtimeLast(scripts)).replace(/</g, '\\u003c');
  const at = stripped.lastIndexOf('</body>');
  return {
    html: `${stripped.slice(0, at)}<script id="${APP_CHUNKS_ID}" type="application/json">${list}</script>${stripped.slice(at)}`,
    scripts: runtimeLast(scripts),
  };
}

/** The chunk scripts a page lists for after its first paint (for the first-load measurement). */
export function listedAppChunks(html: string): string[] {
  const list = LISTED.exec(html)?.[1];
  if (list === undefined) return [];
  const parsed: unknown = JSON.parse(list);
  return Array.isArray(parsed) ? parsed.filter((src): src is string => typeof src === 'string') : [];
}
