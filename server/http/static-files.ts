import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSP_MAP_FILE } from '@/lib/security/csp';
import {
  COMPRESS_MIN_BYTES,
  COMPRESSED_COPIES,
  contentTypeFor,
  isCompressible,
  isMedia,
  type CopyEncoding,
} from './content-types';
import { createPageCsp } from './page-csp';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const TEXT = 'text/plain; charset=utf-8';

export interface StaticOptions {
  /** The static export (`out/`). */
  root: string;
  /** Applied to every HTML file before serving (demo wallet injection). */
  transformHtml?: ((html: string) => string) | undefined;
}

/**
 * Serves the Next.js static export on `GET`/`HEAD` of every path no other route takes: `/` →
 * index.html, `/a/b` → a/b (a file), a/b.html or a/b/index.html, in that order, never a directory
 * listing; anything else → 404.html with 404. We pick the file (Next's export has a `pages/home/index/`
 * directory beside `pages/home/index.html`, which `@fastify/static`'s own lookup would take for the
 * page); `@fastify/static` sends it (ETag, 304, HEAD): the build's brotli or gzip copy of it when
 * the browser takes one (scripts/lib/precompress.ts), so a page load costs no compressing here;
 * `@fastify/compress` gzips text that has none (a demo page, an export built without the copies).
 */
export async function staticFiles(
  app: FastifyInstance,
  { root, transformHtml }: StaticOptions,
): Promise<void> {
  const rootDir = resolve(root);
  const csp = createPageCsp(join(rootDir, CSP_MAP_FILE));

  await app.register(fastifyCompress, {
    encodings: ['gzip'],
    threshold: COMPRESS_MIN_BYTES,
    customTypes: (type: string) => isCompressible(type),
  });
  // `serve: false`: no route of its own, only `reply.sendFile`. We set Content-Type (our table) and
  // Cache-Control; no Last-Modified, and ranges only for video (below).
  await app.register(fastifyStatic, {
    root: rootDir,
    serve: false,
    contentType: false,
    cacheControl: false,
    lastModified: false,
    acceptRanges: false,
    index: false,
  });

  /** The first candidate that is a regular file, relative to the root. */
  async function find(segments: readonly string[], trailingSlash: boolean): Promise<string | null> {
    const relative = segments.join('/');
    const candidates =
      segments.length === 0
        ? ['index.html']
        : trailingSlash
          ? [`${relative}/index.html`]
          : [relative, `${relative}.html`, `${relative}/index.html`];
    for (const candidate of candidates) {
      if (!join(rootDir, candidate).startsWith(rootDir + sep)) continue;
      if (await isFile(candidate)) return candidate;
    }
    return null;
  }

  async function fileStat(relative: string): Promise<Stats | null> {
    const found = await stat(join(rootDir, relative)).catch(() => null);
    return found?.isFile() ? found : null;
  }

  async function isFile(relative: string): Promise<boolean> {
    return (await fileStat(relative)) !== null;
  }

  /**
   * The build's compressed copy of `relative` that the request accepts, the best one first. A copy
   * older than its file (the file changed in place, its copies not made again) is never sent.
   */
  async function compressedCopy(
    request: FastifyRequest,
    relative: string,
  ): Promise<{ file: string; encoding: CopyEncoding } | null> {
    const accepted = request.headers['accept-encoding'];
    if (accepted === undefined) return null;
    const original = await fileStat(relative);
    if (!original) return null;
    const untried = Object.keys(COMPRESSED_COPIES) as CopyEncoding[];
    for (let encoding = negotiate(accepted, untried); encoding; encoding = negotiate(accepted, untried)) {
      const file = relative + COMPRESSED_COPIES[encoding];
      const copy = await fileStat(file);
      if (copy && copy.mtimeMs >= original.mtimeMs) return { file, encoding };
      untried.splice(untried.indexOf(encoding), 1);
    }
    return null;
  }

  /** Sends `relative` with its type, caching and (HTML) policy; the 404 page without a validator. */
  async function send(reply: FastifyReply, relative: string, cacheControl: string): Promise<FastifyReply> {
    const contentType = contentTypeFor(relative);
    const html = contentType.startsWith('text/html');
    if (html) {
      const policy = (await csp())[`/${relative}`];
      if (policy) void reply.header('content-security-policy', policy);
    }
    void reply.type(contentType).header('cache-control', cacheControl);
    // Caches must keep the gzipped and the plain answer apart, even when this one is not gzipped.
    if (isCompressible(contentType)) void reply.header('vary', 'accept-encoding');
    if (html && transformHtml)
      return reply.send(transformHtml(await readFile(join(rootDir, relative), 'utf8')));
    const copy = isCompressible(contentType) ? await compressedCopy(reply.request, relative) : null;
    if (copy) {
      void reply.header('content-encoding', copy.encoding);
      return reply.sendFile(`/${copy.file}`, reply.statusCode === 404 ? { etag: false } : {});
    }
    if (reply.statusCode === 404) return reply.sendFile(`/${relative}`, { etag: false });
    // Video players fetch byte ranges (to read the index, to seek), and iOS Safari plays no video
    // whose server does not answer them with 206. Everything else is sent whole, as before.
    if (!isMedia(contentType)) return reply.sendFile(`/${relative}`);
    // If-Range asks for the range only if the file is still the one the client has, compared
    // strongly (RFC 9110, 13.1.5). Our ETag is weak and there is no Last-Modified, so no If-Range
    // can match: the whole file, 200 (@fastify/send would take a weak tag or any date as a match).
    if (reply.request.headers['if-range'] !== undefined) delete reply.request.raw.headers.range;
    return reply.sendFile(`/${relative}`, { acceptRanges: true });
  }

  app.get('/*', async (request, reply) => {
    const rawPath = request.url.split('?', 1)[0] ?? '/';
    const segments = pathSegments(rawPath);
    if (!segments) return reply.code(400).type(TEXT).header('cache-control', 'no-store').send('Bad request');
    const found = await find(segments, rawPath.endsWith('/'));
    if (found) return send(reply, found, cacheControlFor(found));
    void reply.code(404);
    if (await find(['404.html'], false)) return send(reply, '404.html', 'no-cache');
    return reply.type(TEXT).header('cache-control', 'no-store').send('Not found');
  });
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
