/**
 * After `next build`, before the CSP step hashes the pages' inline scripts: puts the bundled head
 * script (scripts/lib/boot-script.ts) into every exported page.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleHeadScript, withHeadScript } from './lib/boot-script';
import { htmlFiles } from './lib/csp-export';

const OUT = 'out';
const source = bundleHeadScript();
const pages = htmlFiles(OUT);
for (const file of pages) {
  const at = path.join(OUT, file);
  writeFileSync(at, withHeadScript(readFileSync(at, 'utf8'), source));
}
console.log(`[boot] head script (${(source.length / 1000).toFixed(1)} KB) in ${pages.length} pages`);
