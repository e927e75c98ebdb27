/**
 * The framework's floor: a bare App Router static export of the same Next version, with a page at
 * every spec route, built in the bench's own run so the app's first load is compared with it
 * measured the same way (scripts/lib/first-load-js.ts). Each page is a heading and a line of text in
 * a root layout with nothing else: Next, React and the Flight data of a static page.
 *
 *   node --import tsx scripts/bench/bare-export.ts     # builds it and prints where
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../e2e/support/stack';
import { ROUTES } from '../../lib/routes/route-table';
import { precompressExport } from '../lib/precompress';

/** Inside the repository (git-ignored) so Next finds the project's own `node_modules/next`. */
export const BARE_DIR = path.join(REPO_ROOT, '.cache', 'bare-export');

const LAYOUT = `import type { ReactNode } from 'react';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

const page = (route: string) => `export default function Page() {
  return (
    <main>
      <h1>${route}</h1>
      <p>A bare page.</p>
    </main>
  );
}
`;

/**
 * Writes a project of `files` (paths below `dir`, with a page at every spec route from `page`) and
 * builds it with the project's Next; returns its `out/`.
 */
export function buildExport(
  dir: string,
  files: Record<string, string>,
  page: (route: string) => string,
): string {
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  for (const { path: route } of ROUTES) {
    const routeDir = path.join(dir, 'app', ...route.split('/').filter(Boolean));
    mkdirSync(routeDir, { recursive: true });
    writeFileSync(path.join(routeDir, 'page.tsx'), page(route));
  }
  execFileSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const out = path.join(dir, 'out');
  // Served as the app's export is: from its brotli and gzip copies.
  precompressExport(out);
  return out;
}

/** Writes the bare project and builds it with the project's Next; resolves with its `out/`. */
export function buildBareExport(log: (message: string) => void = () => undefined): string {
  log(`building a bare App Router export of ${ROUTES.length} routes in ${BARE_DIR}`);
  return buildExport(
    BARE_DIR,
    { 'next.config.mjs': "export default { output: 'export' };\n", 'app/layout.tsx': LAYOUT },
    page,
  );
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename) {
  console.log(buildBareExport((message) => process.stderr.write(`[bare] ${message}\n`)));
}
