/**
 * Bundles the head script (lib/boot/head-script.ts) into one minified classic script: esbuild
 * follows its imports (route table, in-app history, locales, the amount formatter, …) as the app's
 * bundler does, so the page's first script and the app share one copy of that code, never a
 * function turned into a string.
 *
 * `npm run build` puts it into every exported page after `next build` ({@link withHeadScript},
 * scripts/finish-pages.ts), right after the charset, so it runs before anything is painted and
 * is not copied into the page's React data as well (rendered by the root layout it would be: +1.3 KB
 * gzip of inline script on every page). `npm run dev` writes it for the root layout, which renders
 * it in development only.
 */
import { buildSync } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { publicEnv, readDeployConfig } from '../../config/deploy-config.mjs';
import { headScriptFile } from '../../lib/boot/read-head-script';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const HEAD_SCRIPT_ENTRY = path.join(ROOT, 'lib', 'boot', 'head-script.ts');
/** Where the build leaves it for app/layout.tsx. */
export const HEAD_SCRIPT_FILE = headScriptFile(ROOT);

/** Load-time parts a measured variant may leave out (`BOOT_WITHOUT`, docs/performance.md). */
const OPTIONAL_PARTS = ['early-answers', 'app-after-paint', 'compile-hints'] as const;

/** Which optional parts this build has: all, unless `BOOT_WITHOUT` names some (never for a deployed build). */
export function bootParts(env: NodeJS.ProcessEnv): {
  earlyAnswers: boolean;
  appAfterPaint: boolean;
  compileHints: boolean;
} {
  const without = (env.BOOT_WITHOUT ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const part of without)
    if (!(OPTIONAL_PARTS as readonly string[]).includes(part))
      throw new Error(`BOOT_WITHOUT takes ${OPTIONAL_PARTS.join(', ')}, not ${part}`);
  return {
    earlyAnswers: !without.includes('early-answers'),
    appAfterPaint: !without.includes('app-after-paint'),
    compileHints: !without.includes('compile-hints'),
  };
}

/** The head script's source: an IIFE for the browsers the app supports. */
export function bundleHeadScript(env: NodeJS.ProcessEnv = process.env): string {
  // The deployment's settings, inlined as Next inlines them into the app (next.config.mjs).
  const define = Object.fromEntries(
    Object.entries(publicEnv(readDeployConfig(env))).map(([name, value]) => [
      `process.env.${name}`,
      JSON.stringify(value),
    ]),
  );
  const parts = bootParts(env);
  define['process.env.BOOT_EARLY_ANSWERS'] = JSON.stringify(parts.earlyAnswers ? '1' : '0');
  define['process.env.BOOT_APP_AFTER_PAINT'] = JSON.stringify(parts.appAfterPaint ? '1' : '0');
  const result = buildSync({
    define,
    entryPoints: [HEAD_SCRIPT_ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    legalComments: 'none',
    // The pages are UTF-8: the notice's Chinese and Vietnamese stay as they are, not \u escapes.
    charset: 'utf8',
    write: false,
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild wrote no head script');
  // The HTML parser must not see a closing tag inside the inline script.
  return output.text.trim().replaceAll('</', '<\\/');
}

/** The exported page with the head script first in its `<head>`, after the charset. */
export function withHeadScript(html: string, source: string): string {
  const charset = /<head(\s[^>]*)?>(<meta charSet="utf-8"\/>)?/i.exec(html);
  if (!charset) throw new Error('no <head> to put the head script in');
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}<script>${source}</script>${html.slice(at)}`;
}

export function writeHeadScript(): string {
  const source = bundleHeadScript();
  mkdirSync(path.dirname(HEAD_SCRIPT_FILE), { recursive: true });
  writeFileSync(HEAD_SCRIPT_FILE, source);
  return source;
}
