/**
 * V8 explicit compile hints for the app's chunks. Turbopack ships every module as a function that is
 * called as soon as the page boots; V8 only pre-parses such functions while it streams a script and
 * then parses them fully on the main thread at the first call. In a cold load that lazy parsing was
 * two thirds of the largest task (392 of 675 ms at 4× CPU throttling on /pages/property/index). The
 * magic comment below (Chrome 136+, ignored elsewhere) makes V8 compile the whole file eagerly on
 * the background streaming thread instead. Added after `next build` by scripts/optimize-export.ts;
 * the budget check fails when a first-load script lacks it. See docs/performance.md.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function hasCompileHint(source: string): boolean {
  return source.startsWith(`${COMPILE_HINT}\n`);
}

/** The hint must be the file's first line; adding it twice changes nothing. */
export function withCompileHint(source: string): string {
  return hasCompileHint(source) ? source : `${COMPILE_HINT}\n${source}`;
}

/** Where the export keeps its JavaScript: the chunks and the build's manifests, both first-load scripts. */
export const STATIC_DIR = path.join('_next', 'static');

/**
 * Hints every chunk of the export except `skip` (paths below `outDir`, e.g. the no-module polyfill
 * that modern browsers never run). Returns the chunks it changed.
 */
export function addCompileHints(outDir: string, skip: ReadonlySet<string> = new Set()): string[] {
  const changed: string[] = [];
  const dir = path.join(outDir, STATIC_DIR);
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const relative = path.join(STATIC_DIR, name).split(path.sep).join('/');
    if (!name.endsWith('.js') || skip.has(relative)) continue;
    const file = path.join(dir, name);
    const source = readFileSync(file, 'utf8');
    if (hasCompileHint(source)) continue;
    writeFileSync(file, withCompileHint(source));
    changed.push(relative);
  }
  return changed.sort();
}
