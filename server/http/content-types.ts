import { extname } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export function contentTypeFor(filePath: string): string {
  return TYPES[extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** Video: played from byte ranges (./static-files.ts). */
export function isMedia(contentType: string): boolean {
  return contentType.startsWith('video/');
}

/**
 * The build's compressed copies of a text file (scripts/lib/precompress.ts), by `Content-Encoding`:
 * `a.js.br` and `a.js.gz` beside `a.js`, best first.
 */
export const COMPRESSED_COPIES = { br: '.br', gzip: '.gz' } as const;
export type CopyEncoding = keyof typeof COMPRESSED_COPIES;

/** Below this a text file gains less from compressing than the encoding's header costs. */
export const COMPRESS_MIN_BYTES = 1024;

/** Worth gzipping: text formats (images and fonts are compressed already). */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|manifest\+json|xml|javascript)|image\/svg\+xml)/.test(contentType);
}
