import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { CSP_MAP_FILE } from '@/lib/security/csp';
import { contentTypeFor, isCompressible } from './content-types';

const gzip = promisify(gzipCallback);
const MAX_CACHED_BYTES = 4 * 1024 * 1024;
const MIN_GZIP_BYTES = 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface StaticOptions {
  /** The static export (`out/`). */
  root: string;
  /** Applied to every HTML file before serving (demo wallet injection). */
  transformHtml?: ((html: string) => string) | undefined;
}

interface CachedFile {
  mtimeMs: number;
  size: number;
  contentType: string;
  body: Buffer;
  etag: string;
  gzipped?: Promise<Buffer>;
}

export type StaticHandler = (req: IncomingMessage, res: ServerResponse, rawPath: string) => Promise<void>;

/**
 * Serves the Next.js static export: `/` → index.html, `/a/b` → a/b (a file), a/b.html or
 * a/b/index.html, in that order, never a directory listing; anything else → 404.html with 404.
 */
export function createStaticHandler({ root, transformHtml }: StaticOptions): StaticHandler {
  const rootDir = resolve(root);
  const cache = new Map<string, CachedFile>();
  const csp = createCspMap(join(rootDir, CSP_MAP_FILE));

  async function load(path: string): Promise<CachedFile | null> {
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    const cached = cache.get(path);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const contentType = contentTypeFor(path);
    let body = await readFile(path);
    if (transformHtml && contentType.startsWith('text/html'))
      body = Buffer.from(transformHtml(body.toString('utf8')));
    const file: CachedFile = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      contentType,
      body,
      etag: etagOf(body),
    };
    if (body.length <= MAX_CACHED_BYTES) cache.set(path, file);
    return file;
  }

  async function find(
    segments: readonly string[],
    trailingSlash: boolean,
  ): Promise<[string, CachedFile] | null> {
    const relative = segments.join('/');
    const candidates =
      segments.length === 0
        ? ['index.html']
        : trailingSlash
          ? [`${relative}/index.html`]
          : [relative, `${relative}.html`, `${relative}/index.html`];
    for (const candidate of candidates) {
      const path = join(rootDir, candidate);
      if (!path.startsWith(rootDir + sep)) continue;
      const file = await load(path);
      if (file) return [candidate, file];
    }
    return null;
  }

  /** An HTML page's policy as the build wrote it (lib/security/csp.ts); none for other files. */
  async function setCsp(res: ServerResponse, relativePath: string, file: CachedFile): Promise<void> {
    if (!file.contentType.startsWith('text/html')) return;
    const policy = (await csp())[`/${relativePath}`];
    if (policy) res.setHeader('Content-Security-Policy', policy);
  }

  return async (req, res, rawPath) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendText(res, 405, 'Method not allowed');
      return;
    }
    const segments = pathSegments(rawPath);
    if (!segments) {
      sendText(res, 400, 'Bad request');
      return;
    }
    const found = await find(segments, rawPath.endsWith('/'));
    if (found) {
      await setCsp(res, found[0], found[1]);
      await send(req, res, 200, found[1], cacheControlFor(found[0]));
      return;
    }
    const notFound = await load(join(rootDir, '404.html'));
    if (notFound) await setCsp(res, '404.html', notFound);
    if (notFound) await send(req, res, 404, notFound, 'no-cache');
    else sendText(res, 404, 'Not found');
  };
}

/**
 * The build's page → Content-Security-Policy map (`out/.csp-hashes.json`), re-read when it changes.
 * Absent (an export built without scripts/csp-export.ts): no header; the pages' `<meta>` still applies.
 */
function createCspMap(path: string): () => Promise<Readonly<Record<string, string>>> {
  let cached: { mtimeMs: number; map: Record<string, string> } | null = null;
  return async () => {
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return {};
    if (cached?.mtimeMs === info.mtimeMs) return cached.map;
    const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
    const map: Record<string, string> = {};
    if (parsed && typeof parsed === 'object')
      for (const [page, policy] of Object.entries(parsed)) if (typeof policy === 'string') map[page] = policy;
    cached = { mtimeMs: info.mtimeMs, map };
    return map;
  };
}

/** Decoded path segments, or null for anything that could step outside the root. */
export function pathSegments(rawPath: string): string[] | null {
  const segments: string[] = [];
  for (const encoded of rawPath.split('/')) {
    if (encoded === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(encoded);
    } catch {
      return null;
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null;
    if (segment.startsWith('.') && segment !== '.well-known') return null;
    segments.push(segment);
  }
  return segments;
}

function cacheControlFor(relativePath: string): string {
  // Content-hashed by Next: a new build gets new names. Everything else revalidates (ETag).
  return relativePath.startsWith('_next/static/') ? IMMUTABLE : 'no-cache';
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  file: CachedFile,
  cacheControl: string,
): Promise<void> {
  const compressible = isCompressible(file.contentType);
  const useGzip =
    compressible && file.body.length >= MIN_GZIP_BYTES && acceptsGzip(req.headers['accept-encoding']);
  const etag = useGzip ? file.etag.replace(/"$/, '-gz"') : file.etag;
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Cache-Control', cacheControl);
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200) {
    res.setHeader('ETag', etag);
    if (matches(req.headers['if-none-match'], etag)) {
      res.writeHead(304).end();
      return;
    }
  }
  let body = file.body;
  if (useGzip) {
    file.gzipped ??= gzip(file.body);
    body = await file.gzipped;
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Content-Length', body.length);
  res.writeHead(status);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res
    .writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    .end(text);
}

function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim().replace(/^W\//, '');
    return trimmed === '*' || trimmed === etag;
  });
}

function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (coding.trim() === 'gzip' || coding.trim() === '*') && (!q || Number(q.slice(2)) > 0);
  });
}
