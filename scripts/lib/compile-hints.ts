/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a script that starts with
 * `//# allFunctionsCalledOnLoad` has every function compiled eagerly, on a background thread while
 * the script streams in, instead of each one on the main thread the first time it is called.
 * Browsers without the hint (Safari, older Chromium) read a comment.
 *
 * Every chunk of the export gets it. The first-load chunks are exactly such scripts: the framework,
 * React, the providers and the screen all run while the page starts. The lazy ones come when a
 * screen needs them and mostly run then as well (the response schemas, a sheet, a screen's parts);
 * the wallet's code, which runs only part of itself, compiles off the main thread too. Measured on
 * the same host, alternated, 3 runs each (docs/performance.md, "The devices the app keeps"): Home's
 * Lighthouse TBT 175–328 ms with every chunk hinted, 252–559 ms with the first-load chunks only,
 * 497–687 ms with none.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Where the bundler writes the chunks, relative to the export. */
const CHUNKS_DIR = path.join('_next', 'static');

/** `source` with the hint as its first line (once, however often it is applied). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}${source}`;
}

/** Every JavaScript chunk of the export in `outDir`, relative to it, sorted. */
export function chunkFiles(outDir: string): string[] {
  const root = path.join(outDir, CHUNKS_DIR);
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Puts the hint on every chunk of the export in `outDir`; returns how many chunks it covered. */
export function addCompileHints(outDir: string): number {
  const files = chunkFiles(outDir);
  for (const file of files) {
    const at = path.join(outDir, file);
    const source = readFileSync(at, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted !== source) writeFileSync(at, hinted);
  }
  return files.length;
}
