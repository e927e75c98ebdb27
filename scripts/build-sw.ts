/**
 * Generates the service worker over the static export (runs after `next build`): precaches the app
 * shell, every route page and the chunks — not the legacy no-module polyfill — and caches nothing at
 * runtime, so `/api/*` and chain RPC responses are never stored.
 */
import { readFileSync } from 'node:fs';
import { generateSW } from 'workbox-build';

const OUT = 'out';

function noModuleScripts(): string[] {
  const html = readFileSync(`${OUT}/index.html`, 'utf8');
  return [
    ...html.matchAll(
      /<script[^>]*\bnoModule\b[^>]*\bsrc="\/([^"]+)"|<script[^>]*\bsrc="\/([^"]+)"[^>]*\bnoModule\b/gi,
    ),
  ]
    .map((match) => match[1] ?? match[2])
    .filter((src): src is string => typeof src === 'string');
}

const { count, size, warnings } = await generateSW({
  globDirectory: OUT,
  // Not videos (media/): players fetch them in byte ranges, which a precached whole file would not answer.
  globPatterns: ['**/*.{html,js,css,png,svg,webp,ico,webmanifest,woff2}'],
  globIgnores: ['sw.js', 'workbox-*.js', '__demo__/**', '_not-found.html', ...noModuleScripts()],
  swDest: `${OUT}/sw.js`,
  // The update prompt decides when the new worker takes over (workbox-window messageSkipWaiting).
  skipWaiting: false,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
  // Route pages are `<path>.html` (workbox tries the .html for clean URLs); queries don't change a page.
  directoryIndex: 'index.html',
  ignoreURLParametersMatching: [/.*/],
  dontCacheBustURLsMatching: /^_next\/static\//,
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
});

for (const warning of warnings) console.warn(`[sw] ${warning}`);
console.log(`[sw] precached ${count} files, ${(size / 1024).toFixed(0)} KiB → ${OUT}/sw.js`);
