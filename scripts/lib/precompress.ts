/**
 * Brotli and gzip copies of the export's text files, made once at build time: `a.js` gets `a.js.br`
 * and `a.js.gz` beside it. The reference server sends the copy the browser accepts
 * (server/http/static-files.ts), so it compresses nothing per request, and a phone downloads the
 * app in brotli, smaller than gzip. Another server can send them too (nginx's `gzip_static` and
 * `brotli_static`); one that does not never reads them.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  COMPRESS_MIN_BYTES,
  COMPRESSED_COPIES,
  contentTypeFor,
  isCompressible,
  type CopyEncoding,
} from '../../server/http/content-types';

const COMPRESS: Record<CopyEncoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) =>
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * Writes the compressed copies of every compressible file of `outDir` of at least
 * {@link COMPRESS_MIN_BYTES}, each only where it is smaller; returns how many files got one.
 */
export function precompressExport(outDir: string): number {
  let count = 0;
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (!isCompressible(contentTypeFor(file))) continue;
    const bytes = readFileSync(file);
    if (bytes.length < COMPRESS_MIN_BYTES) continue;
    let wrote = false;
    for (const encoding of Object.keys(COMPRESSED_COPIES) as CopyEncoding[]) {
      const copy = COMPRESS[encoding](bytes);
      if (copy.length >= bytes.length) continue;
      writeFileSync(file + COMPRESSED_COPIES[encoding], copy);
      wrote = true;
    }
    if (wrote) count += 1;
  }
  return count;
}
