/**
 * Post-build step (after `next build`, before the service worker is generated so its precache
 * revisions match): V8's eager-compile hint on every chunk (lib/perf/compile-hints.ts).
 */
import { readFileSync } from 'node:fs';
import { addCompileHints } from '../lib/perf/compile-hints';
import { scriptTags } from '../lib/perf/first-load-js';

const OUT = 'out';

const noModule = new Set(
  scriptTags(readFileSync(`${OUT}/index.html`, 'utf8'))
    .filter((tag) => tag.noModule)
    .map((tag) => tag.src.replace(/^\/+/, '')),
);
const hinted = addCompileHints(OUT, noModule);
console.log(`[optimize] eager-compile hint on ${hinted.length} chunks (skipped ${noModule.size} no-module)`);
