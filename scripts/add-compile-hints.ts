/**
 * Post-build step (after `next build`, before the service worker is generated so its precache
 * revisions match): puts V8's eager-compile hint on the export's chunks. See lib/perf/compile-hints.ts.
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
const changed = addCompileHints(OUT, noModule);
console.log(
  `[compile-hints] eager-compile hint added to ${changed.length} chunks (skipped ${noModule.size} no-module)`,
);
