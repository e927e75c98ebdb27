/**
 * The build's last step, once every file of the export is final (the pages after the CSP step, the
 * service worker): brotli and gzip copies of its text files (scripts/lib/precompress.ts).
 */
import { precompressExport } from './lib/precompress';

const OUT = 'out';
console.log(`[precompress] brotli and gzip copies of ${precompressExport(OUT)} files in ${OUT}/`);
