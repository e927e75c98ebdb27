/**
 * Post-build step (after `next build`, before the service worker is generated so its precache
 * revisions match): the web manifest (lib/pwa/web-manifest.ts), V8's eager-compile hint on every chunk (lib/perf/compile-hints.ts), and every
 * page's chunk scripts moved behind its first frame (lib/perf/deferred-scripts.ts).
 *
 * For measuring what each of these is worth (docs/performance.md, "One render path"), the bench
 * builds variants with `EXPORT_WITHOUT=compile-hints,deferred-scripts,early-answers` (any of them):
 * the named measure is left out of that export. Never set for a deployed build.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withoutEarlyRequests } from '../lib/api/early-answers-html';
import { addCompileHints } from '../lib/perf/compile-hints';
import { deferScripts } from '../lib/perf/deferred-scripts';
import { routeHtmlFiles, scriptTags } from '../lib/perf/first-load-js';
import { webManifest } from '../lib/pwa/web-manifest';

const OUT = 'out';
const MEASURES = ['compile-hints', 'deferred-scripts', 'early-answers'] as const;
type Measure = (typeof MEASURES)[number];

const without = new Set<Measure>();
for (const name of (process.env.EXPORT_WITHOUT ?? '').split(',').filter(Boolean)) {
  const measure = MEASURES.find((known) => known === name.trim());
  if (!measure) throw new Error(`EXPORT_WITHOUT takes ${MEASURES.join(', ')}, not ${name}`);
  without.add(measure);
}
writeFileSync(`${OUT}/manifest.webmanifest`, JSON.stringify(webManifest()));

if (without.size > 0) console.log(`[optimize] measuring a variant without: ${[...without].join(', ')}`);

if (!without.has('compile-hints')) {
  const noModule = new Set(
    scriptTags(readFileSync(`${OUT}/index.html`, 'utf8'))
      .filter((tag) => tag.noModule)
      .map((tag) => tag.src.replace(/^\/+/, '')),
  );
  const hinted = addCompileHints(OUT, noModule);
  console.log(
    `[optimize] eager-compile hint on ${hinted.length} chunks (skipped ${noModule.size} no-module)`,
  );
}

let pages = 0;
for (const file of [...routeHtmlFiles(OUT), '404.html', '_not-found.html']) {
  const at = path.join(OUT, file);
  let html: string;
  try {
    html = readFileSync(at, 'utf8');
  } catch {
    continue;
  }
  let next = without.has('early-answers') ? withoutEarlyRequests(html) : html;
  if (!without.has('deferred-scripts')) {
    const deferred = deferScripts(next);
    if (deferred.scripts.length > 0) pages += 1;
    next = deferred.html;
  }
  if (next !== html) writeFileSync(at, next);
}
if (!without.has('deferred-scripts'))
  console.log(`[optimize] chunk scripts after first paint on ${pages} pages`);
