/**
 * Post-build step (after `next build`, before the service worker is generated so its precache
 * revisions match): V8's eager-compile hint on every chunk (lib/perf/compile-hints.ts), and every
 * page's chunk scripts moved behind its first frame (lib/perf/deferred-scripts.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addCompileHints } from '../lib/perf/compile-hints';
import { deferScripts } from '../lib/perf/deferred-scripts';
import { routeHtmlFiles, scriptTags } from '../lib/perf/first-load-js';

const OUT = 'out';

const noModule = new Set(
  scriptTags(readFileSync(`${OUT}/index.html`, 'utf8'))
    .filter((tag) => tag.noModule)
    .map((tag) => tag.src.replace(/^\/+/, '')),
);
const hinted = addCompileHints(OUT, noModule);
console.log(`[optimize] eager-compile hint on ${hinted.length} chunks (skipped ${noModule.size} no-module)`);

let pages = 0;
for (const file of [...routeHtmlFiles(OUT), '404.html', '_not-found.html']) {
  const at = path.join(OUT, file);
  let html: string;
  try {
    html = readFileSync(at, 'utf8');
  } catch {
    continue;
  }
  const deferred = deferScripts(html);
  if (deferred.scripts.length === 0) continue;
  writeFileSync(at, deferred.html);
  pages += 1;
}
console.log(`[optimize] chunk scripts after first paint on ${pages} pages`);
