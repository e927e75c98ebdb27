/**
 * The Content-Security-Policy of the static export (docs/server-configuration.md, "Security headers"). Every page
 * allows exactly its own inline scripts by sha256 hash (no 'unsafe-inline', no 'unsafe-eval'):
 * scripts/csp-export.ts hashes them after the build, puts the policy in a `<meta>` at the top of the
 * page's `<head>` and writes the header form (with `frame-ancestors`, which a meta policy cannot
 * carry) to `out/.csp-hashes.json` for the reference server and to `out/_headers` for static hosts.
 * Pure functions: used by the build step, the server and the tests.
 */
import { createHash } from 'node:crypto';

/** Header map the build writes next to the export: HTML file (`/index.html`, `/pages/home/index.html`) → header value. */
export const CSP_MAP_FILE = '.csp-hashes.json';

/** MIME types (and `module`) a `<script type>` runs as; any other type is a data block, never run. */
const JS_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'application/x-javascript',
  'text/jscript',
]);

export interface InlineScript {
  /** The text between `<script …>` and `</script>`, exactly as the browser hashes it. */
  content: string;
  /** Offset of the `<script` start tag. */
  start: number;
}

/**
 * Every inline script the browser would run, in document order: `<script>` elements without `src`
 * whose `type` is JavaScript (or module). Comments are skipped; a script's text is never read as markup.
 */
export function inlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  const lower = html.toLowerCase();
  let index = 0;
  for (;;) {
    const open = lower.indexOf('<', index);
    if (open === -1) return scripts;
    if (lower.startsWith('<!--', open)) {
      const close = lower.indexOf('-->', open + 4);
      if (close === -1) return scripts;
      index = close + 3;
      continue;
    }
    if (!/^<script[\s>/]/.test(lower.slice(open, open + 8))) {
      index = open + 1;
      continue;
    }
    const tagEnd = startTagEnd(html, open + 7);
    if (tagEnd === -1) return scripts;
    const attributes = parseAttributes(html.slice(open + 7, tagEnd));
    const close = lower.indexOf('</script', tagEnd + 1);
    const contentEnd = close === -1 ? html.length : close;
    const type = (attributes.get('type') ?? '').trim().toLowerCase();
    if (!attributes.has('src') && JS_TYPES.has(type))
      scripts.push({ content: html.slice(tagEnd + 1, contentEnd), start: open });
    if (close === -1) return scripts;
    index = close + 8;
  }
}

/** `'sha256-…'` of a script's text (UTF-8), as CSP source expressions write it. */
export function scriptHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** The distinct hashes of a page's inline scripts, in document order. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map((script) => scriptHash(script.content)))];
}

export interface DeploySources {
  /** `API_BASE_URL` ('' = same origin). */
  apiBaseUrl: string;
  /** `BTCW_RPC_URLS` (paths are same origin). */
  rpcUrls: readonly string[];
  /** `BTCW_MEDIA_ORIGINS`: origins of videos in operator content, already normalised by the config. */
  mediaOrigins: readonly string[];
}

/** `connect-src`: the page's origin, the API's and the RPC nodes' origins. */
export function connectSources({ apiBaseUrl, rpcUrls }: Omit<DeploySources, 'mediaOrigins'>): string[] {
  const sources = ["'self'"];
  for (const url of [apiBaseUrl, ...rpcUrls]) {
    if (!/^https?:\/\//i.test(url)) continue; // '' or a path: same origin
    const origin = new URL(url).origin;
    if (!sources.includes(origin)) sources.push(origin);
  }
  return sources;
}

/**
 * `media-src`: the app's own origin (videos at a path, like the seeded clip) and the operator's media
 * origins, the same list the content sanitizer keeps videos from (lib/html/sanitize.ts).
 */
export function mediaSources({ mediaOrigins }: Pick<DeploySources, 'mediaOrigins'>): string[] {
  return ["'self'", ...new Set(mediaOrigins)];
}

export interface PolicyOptions {
  /** From {@link inlineScriptHashes}. */
  scriptHashes: readonly string[];
  /** From {@link connectSources}. */
  connectSrc: readonly string[];
  /** From {@link mediaSources}. */
  mediaSrc: readonly string[];
  /** The header form: adds `frame-ancestors 'none'` (ignored, and warned about, in a `<meta>`). */
  header: boolean;
}

/**
 * The policy text. Why each source is there: docs/server-configuration.md, "Security headers".
 * - script-src: the export's own chunks ('self': Next's loader adds them as `<script src>`) and the
 *   page's inline scripts by hash.
 * - style-src: stylesheets from 'self'; 'unsafe-inline' only for style attributes (the prerendered
 *   HTML and notice HTML carry `style="…"`); `<style>` elements stay 'self'-only (style-src-elem).
 * - img-src: 'self', `data:` (the share page's QR code) and `https:` (operator banners and notice
 *   images may be on any https host: server/content/operator-content.ts; a video's poster is an image).
 * - media-src: written out rather than left to default-src, so a video from an origin the
 *   deployment did not name is refused by the browser too, not only by the sanitizer.
 */
export function contentSecurityPolicy({ scriptHashes, connectSrc, mediaSrc, header }: PolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['style-src-elem', "'self'"],
    ['img-src', "'self'", 'data:', 'https:'],
    ['media-src', ...mediaSrc],
    ['font-src', "'self'"],
    ['connect-src', ...connectSrc],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
  ];
  if (header) directives.push(['frame-ancestors', "'none'"]);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

const META_CSP = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/gi;

/**
 * The page with its policy in a `<meta>` before any script: right after `<meta charSet>` when that
 * opens the `<head>` (it must stay in the first 1024 bytes), else right after `<head>`. An earlier
 * policy meta is replaced (the step can run twice).
 */
export function withCspMeta(html: string, policy: string): string {
  const stripped = html.replace(META_CSP, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const head = /<head(\s[^>]*)?>(<meta charSet="utf-8"\/>)?/i.exec(stripped);
  if (!head) throw new Error('no <head> to put the Content-Security-Policy in');
  const at = head.index + head[0].length;
  return `${stripped.slice(0, at)}${meta}${stripped.slice(at)}`;
}

/** Problems with a page's policy: an inline script without its hash, a script before the meta. */
export function cspProblems(html: string): string[] {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html);
  if (!meta) return ['no Content-Security-Policy <meta>'];
  const problems: string[] = [];
  const allowed = new Set((meta[1] ?? '').split(/[\s;]+/).filter((part) => part.startsWith("'sha256-")));
  for (const script of inlineScripts(html)) {
    if (script.start < meta.index) problems.push(`inline script at ${script.start} before the policy`);
    if (!allowed.has(scriptHash(script.content)))
      problems.push(`inline script at ${script.start} without a hash: ${script.content.slice(0, 60)}…`);
  }
  if (/<script[\s>]/i.exec(html.slice(0, meta.index))) problems.push('a script before the policy');
  return problems;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Index of the `>` closing a start tag whose attributes begin at `from`, quotes respected; -1 if none. */
function startTagEnd(html: string, from: number): number {
  let quote = '';
  for (let index = from; index < html.length; index += 1) {
    const char = html[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return index;
  }
  return -1;
}

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}
