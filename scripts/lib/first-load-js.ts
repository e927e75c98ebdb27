/**
 * First-load JS of a static export: for each route page, the scripts its HTML loads with
 * `<script src>` or lists for after its first paint (./app-after-paint.ts) — no-module legacy
 * scripts excluded: modern browsers skip them — plus its own
 * inline scripts (the boot scripts and the framework's page data), summed raw and gzipped
 * (level 9). Measured the same way for the app and for a bare export of the same Next version
 * (scripts/bench/bare-export.ts). Deterministic for a given build, so the budget below is a test.
 * Used by ./first-load-budget.test.ts, scripts/bench/check-budget.ts and `npm run bench`.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { listedAppChunks } from './app-after-paint';
import { htmlFiles } from './csp-export';

/** 1 KB = 1000 bytes here and in the bench table (as Next's build output and Lighthouse count). */
export const KB = 1000;

/**
 * The goal: every route's first load at most this much over a bare App Router export of the same
 * Next version, measured the same way in the same run (`npm run bench` reports it).
 */
export const OVERHEAD_TARGET_GZIP_BYTES = 35 * KB;

/**
 * What `npm test` enforces on every route: a ratchet, lowered as the first load drops
 * (docs/performance.md, "Budgets"), to just above the largest route. The app's own code may add
 * 30 KB to the card's stack (157.4 KB): 187.4 KB, which `npm run bench` reports per route.
 */
export const FIRST_LOAD_BUDGET_GZIP_BYTES = 188 * KB;

/** HTML files in `out/` that are not route pages. */
const NOT_ROUTES = new Set(['404.html', '_not-found.html']);

export interface ScriptSize {
  /** As written in the HTML. */
  src: string;
  /** Path below the export root, with forward slashes (e.g. `_next/static/chunks/a.js`). */
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface RouteFirstLoad {
  /** URL path of the page, e.g. `/` or `/pages/home/index`. */
  route: string;
  /** HTML file below the export root, e.g. `pages/home/index.html`. */
  htmlFile: string;
  /** Each distinct script once, in document order. */
  scripts: ScriptSize[];
  /** The page's own inline scripts, gzipped together (counted in the totals). */
  inline: { rawBytes: number; gzipBytes: number };
  /** `src`s pointing at another origin: not in the export, not counted. */
  external: string[];
  rawBytes: number;
  gzipBytes: number;
}

export interface ScriptTag {
  src: string;
  noModule: boolean;
}

export interface OverBudget {
  route: string;
  gzipBytes: number;
  budget: number;
  overBy: number;
}

interface ScriptElement {
  attributes: Map<string, string>;
  /** The element's text (empty for an external script). */
  text: string;
}

/**
 * Every `<script>` element, in document order, skipping comments and script contents (an inline
 * script's text is never mistaken for markup).
 */
function scriptElements(html: string): ScriptElement[] {
  const elements: ScriptElement[] = [];
  const lower = html.toLowerCase();
  let index = 0;
  for (;;) {
    const open = lower.indexOf('<', index);
    if (open === -1) return elements;
    if (lower.startsWith('<!--', open)) {
      const close = lower.indexOf('-->', open + 4);
      if (close === -1) return elements;
      index = close + 3;
      continue;
    }
    if (!/^<script[\s>/]/.test(lower.slice(open, open + 8))) {
      index = open + 1;
      continue;
    }
    const tagEnd = endOfTag(html, open + '<script'.length);
    if (tagEnd === -1) return elements;
    const attributes = parseAttributes(html.slice(open + '<script'.length, tagEnd));
    const close = lower.indexOf('</script', tagEnd + 1);
    elements.push({ attributes, text: close === -1 ? '' : html.slice(tagEnd + 1, close) });
    if (close === -1) return elements;
    index = close + '</script'.length;
  }
}

/** Every `<script>` start tag with a `src`, in document order. */
export function scriptTags(html: string): ScriptTag[] {
  return scriptElements(html).flatMap(({ attributes }) => {
    const src = attributes.get('src');
    return src !== undefined && src.trim() !== ''
      ? [{ src: src.trim(), noModule: attributes.has('nomodule') }]
      : [];
  });
}

/** Script types a browser runs; anything else (JSON data, the deferred list) is not code. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The text of the page's inline scripts that run, joined in document order: what they cost is
 * measured as one gzip stream, as they travel inside the gzipped HTML.
 */
export function inlineScriptText(html: string): string {
  return scriptElements(html)
    .filter(({ attributes }) => !attributes.has('src'))
    .filter(({ attributes }) => EXECUTABLE_TYPES.has((attributes.get('type') ?? '').trim().toLowerCase()))
    .map(({ text }) => text)
    .join('\n');
}

/** Index of the `>` closing a start tag whose attributes begin at `from`, honouring quoted values. */
function endOfTag(html: string, from: number): number {
  let quote: string | null = null;
  for (let i = from; i < html.length; i++) {
    const char = html[i];
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return i;
    }
  }
  return -1;
}

/** Attribute names (lower case) to values (entity-decoded; `''` for a bare attribute). */
export function parseAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of text.matchAll(pattern)) {
    const name = match[1]?.toLowerCase();
    if (name === undefined || attributes.has(name)) continue;
    attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|apos|lt|gt|#\d+|#x[\da-f]+);/gi, (entity, body: string) => {
    const lowerBody = body.toLowerCase();
    if (lowerBody.startsWith('#x')) return String.fromCodePoint(parseInt(lowerBody.slice(2), 16));
    if (lowerBody.startsWith('#')) return String.fromCodePoint(parseInt(lowerBody.slice(1), 10));
    const named: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
    return named[lowerBody] ?? entity;
  });
}

/** `index.html` → `/`, `pages/home/index.html` → `/pages/home/index`, `a/b.html` → `/a/b`. */
export function routeOfHtmlFile(htmlFile: string): string {
  const withoutExtension = htmlFile
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '');
  return withoutExtension === 'index' ? '/' : `/${withoutExtension}`;
}

/** Every route page below `outDir` (all `*.html` but `404.html` and `_not-found.html`), sorted. */
export function routeHtmlFiles(outDir: string): string[] {
  return htmlFiles(outDir)
    .filter((file) => !NOT_ROUTES.has(file))
    .sort((a, b) => routeOfHtmlFile(a).localeCompare(routeOfHtmlFile(b)));
}

/** Raw and gzip -9 size of one file; memoised per path in `cache` (chunks are shared between routes). */
function sizeOf(file: string, cache: Map<string, { rawBytes: number; gzipBytes: number }>) {
  const cached = cache.get(file);
  if (cached) return cached;
  const body = readFileSync(file);
  const size = {
    rawBytes: body.length,
    gzipBytes: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length,
  };
  cache.set(file, size);
  return size;
}

/**
 * First-load JS of one exported page. `htmlFile` is relative to `outDir`. Throws when the page loads
 * a same-origin script that is not in the export (a broken build).
 */
export function firstLoadJsOf(
  outDir: string,
  htmlFile: string,
  cache = new Map<string, { rawBytes: number; gzipBytes: number }>(),
): RouteFirstLoad {
  const root = path.resolve(outDir);
  const route = routeOfHtmlFile(htmlFile);
  const base = new URL(route, 'http://export.invalid');
  const html = readFileSync(path.join(root, htmlFile), 'utf8');
  const scripts: ScriptSize[] = [];
  const external: string[] = [];
  const seen = new Set<string>();
  const listed = listedAppChunks(html).map((src) => ({ src, noModule: false }));
  for (const tag of [...scriptTags(html), ...listed]) {
    if (tag.noModule) continue;
    const url = new URL(tag.src, base);
    if (url.origin !== base.origin) {
      if (!external.includes(tag.src)) external.push(tag.src);
      continue;
    }
    const relative = decodeURIComponent(url.pathname).replace(/^\/+/, '');
    const absolute = path.resolve(root, relative);
    if (!absolute.startsWith(root + path.sep))
      throw new Error(`${htmlFile}: script ${tag.src} resolves outside ${outDir}`);
    if (seen.has(absolute)) continue;
    seen.add(absolute);
    if (!statSync(absolute, { throwIfNoEntry: false })?.isFile())
      throw new Error(`${htmlFile}: script ${tag.src} is not in the export (${absolute} missing)`);
    scripts.push({ src: tag.src, file: relative, ...sizeOf(absolute, cache) });
  }
  const inlineText = Buffer.from(inlineScriptText(html));
  const inline = {
    rawBytes: inlineText.length,
    gzipBytes:
      inlineText.length === 0 ? 0 : gzipSync(inlineText, { level: constants.Z_BEST_COMPRESSION }).length,
  };
  return {
    route,
    htmlFile,
    scripts,
    inline,
    external,
    rawBytes: scripts.reduce((sum, script) => sum + script.rawBytes, inline.rawBytes),
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, inline.gzipBytes),
  };
}

/** First-load JS of every route page in `outDir`, sorted by route. */
export function measureFirstLoadJs(outDir: string): RouteFirstLoad[] {
  const cache = new Map<string, { rawBytes: number; gzipBytes: number }>();
  return routeHtmlFiles(outDir).map((htmlFile) => firstLoadJsOf(outDir, htmlFile, cache));
}

/** The routes whose gzip first-load JS exceeds `budget` bytes, largest first. */
export function checkBudget(
  results: readonly RouteFirstLoad[],
  budget: number = FIRST_LOAD_BUDGET_GZIP_BYTES,
): OverBudget[] {
  return results
    .filter((result) => result.gzipBytes > budget)
    .map((result) => ({
      route: result.route,
      gzipBytes: result.gzipBytes,
      budget,
      overBy: result.gzipBytes - budget,
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** `243912` → `243.9 KB`. */
export function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}
