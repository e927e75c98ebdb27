/**
 * After `next build`, before the CSP step hashes the pages' inline scripts: every exported page gets
 * the bundled head script first in its `<head>` (scripts/lib/boot-script.ts), the frame's words in
 * the other languages as a data block (scripts/lib/frame-words.ts), and its chunk scripts
 * listed for after its first paint (scripts/lib/app-after-paint.ts); then every chunk of the export
 * starts with V8's compile hint (scripts/lib/compile-hints.ts).
 *
 * For measuring what a part is worth (docs/performance.md), `BOOT_WITHOUT=early-answers`,
 * `app-after-paint` and/or `compile-hints` builds a variant without it. Never set for a deployed
 * build.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listAppChunks } from './lib/app-after-paint';
import { bootParts, bundleHeadScript, withHeadScript } from './lib/boot-script';
import { addCompileHints } from './lib/compile-hints';
import { frameWords, withFrameWords } from './lib/frame-words';
import { htmlFiles } from './lib/csp-export';

const OUT = 'out';
const parts = bootParts(process.env);
const source = bundleHeadScript(process.env);
const pages = htmlFiles(OUT);
const words = frameWords();
let listed = 0;
for (const file of pages) {
  const at = path.join(OUT, file);
  let html = withFrameWords(withHeadScript(readFileSync(at, 'utf8'), source), words);
  if (parts.appAfterPaint) {
    const page = listAppChunks(html);
    if (page.scripts.length > 0) listed += 1;
    html = page.html;
  }
  writeFileSync(at, html);
}
console.log(
  `[boot] head script (${(source.length / 1000).toFixed(1)} KB) in ${pages.length} pages; ` +
    (parts.appAfterPaint
      ? `the app's code after the first paint on ${listed}`
      : 'the app after paint left out'),
);
if (!parts.earlyAnswers) console.log('[boot] a measured variant without the early answers');
if (parts.compileHints) console.log(`[boot] compile hint on ${addCompileHints(OUT)} chunks`);
else console.log('[boot] a measured variant without the compile hints');
