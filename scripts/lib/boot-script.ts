/**
 * Bundles the head script (lib/boot/head-script.ts) into one minified classic script for the root
 * layout to inline: esbuild follows its imports (route table, in-app history, locales, …) as the
 * app's bundler does, so the page's first script and the app share one copy of that code, never a
 * function turned into a string. `npm run build` and `npm run dev` write it first
 * (scripts/build-boot-script.ts); tests bundle it in memory.
 */
import { buildSync } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { headScriptFile } from '../../lib/boot/read-head-script';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const HEAD_SCRIPT_ENTRY = path.join(ROOT, 'lib', 'boot', 'head-script.ts');
/** Where the build leaves it for app/layout.tsx. */
export const HEAD_SCRIPT_FILE = headScriptFile(ROOT);

/** The head script's source: an IIFE for the browsers the app supports. */
export function bundleHeadScript(): string {
  const result = buildSync({
    entryPoints: [HEAD_SCRIPT_ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    legalComments: 'none',
    write: false,
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild wrote no head script');
  // The HTML parser must not see a closing tag inside the inline script.
  return output.text.trim().replaceAll('</', '<\\/');
}

export function writeHeadScript(): string {
  const source = bundleHeadScript();
  mkdirSync(path.dirname(HEAD_SCRIPT_FILE), { recursive: true });
  writeFileSync(HEAD_SCRIPT_FILE, source);
  return source;
}
