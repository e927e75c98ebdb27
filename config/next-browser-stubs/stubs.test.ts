import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import stubbedModules from './stubbed-modules.json';

// The browser build replaces some of Next's modules with the stubs beside this file (README.md).
// These tests hold the assumptions that make that safe.
const require = createRequire(import.meta.url);
const NEXT_DIST = path
  .dirname(require.resolve('next/dist/client/next.js', { paths: [process.cwd()] }))
  .replace(/client$/, '');
const STUBS = Object.entries(stubbedModules);

type IsDynamicRoute = (route: string, strict?: boolean) => boolean;

function load(request: string): Record<string, unknown> {
  return require(request) as Record<string, unknown>;
}

function isDynamicRouteOf(module: Record<string, unknown>): IsDynamicRoute {
  const fn = module.isDynamicRoute;
  if (typeof fn !== 'function') throw new Error('isDynamicRoute is not exported');
  return fn as IsDynamicRoute;
}

/** Route paths of every page file, as Next derives them (`pages/a/index.page.tsx` → `/a`). */
function pageRoutes(): string[] {
  const root = fileURLToPath(new URL('../../pages', import.meta.url));
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.page.tsx'),
  );
  return files.map((file) => {
    const route = `/${file.replace(/\\/g, '/').replace(/\.page\.tsx$/, '')}`.replace(/\/index$/, '');
    return route === '' ? '/' : route;
  });
}

const NEXT_REQUIRE = /require\("((?:\.{1,2}\/|next\/dist\/)[^"]*)"\)/g;

/**
 * Every file of Next reachable from the Pages Router's browser entries through its own requires,
 * mapped to its source. Over-approximates (development-only branches are followed too), which only
 * makes the checks below stricter. The stubbed modules themselves are not entered.
 */
function nextBrowserFiles(stubbed: Set<string>): Map<string, string> {
  const files = new Map<string, string>();
  const queue = ['client/next.js', 'client/next-turbopack.js'].map((file) => path.join(NEXT_DIST, file));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (files.has(file)) continue;
    const source = readFileSync(file, 'utf8');
    files.set(file, source);
    if (stubbed.has(file)) continue;
    for (const [, request] of source.matchAll(NEXT_REQUIRE)) {
      if (request === undefined) continue;
      try {
        queue.push(require.resolve(request, { paths: [path.dirname(file)] }));
      } catch {
        // A request Next guards at runtime (optional or build-specific): nothing to follow.
      }
    }
  }
  return files;
}

/** Names `source` reads from the module it requires with `request`. */
function namesUsed(source: string, request: string): string[] {
  const quoted = request.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const names = new Set<string>();
  const binding = new RegExp(
    `(?:const|let|var) (\\w+) = (?:/\\*#__PURE__\\*/ )?(?:[\\w.]+\\()?require\\("${quoted}"\\)`,
    'g',
  );
  for (const [, name] of source.matchAll(binding)) {
    for (const [, member] of source.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))) {
      if (member !== undefined && member !== '_' && member !== 'default') names.add(member);
    }
  }
  const destructured = new RegExp(`\\{([^}]+)\\} = require\\("${quoted}"\\)`, 'g');
  for (const [, list] of source.matchAll(destructured)) {
    for (const part of (list ?? '').split(',')) names.add(part.split(':')[0]?.trim() ?? '');
  }
  names.delete('');
  return [...names];
}

describe('Next module stubs in the browser build', () => {
  const realIsDynamic = isDynamicRouteOf(load('next/dist/shared/lib/router/utils/is-dynamic'));
  const stubIsDynamic = isDynamicRouteOf(load('./is-dynamic.cjs'));

  it('hold only while no page is dynamic', () => {
    const routes = pageRoutes();
    expect(routes).toContain('/pages/pledge/index');
    expect(routes.filter((route) => realIsDynamic(route, false))).toEqual([]);
  });

  it('answer isDynamicRoute as Next does', () => {
    const examples = [
      ...pageRoutes(),
      '/pages/[id]',
      '/pages/[...slug]',
      '/pages/[[...slug]]',
      '/pages/a-[id]-b',
      '/pages/[id]/detail',
      '/pages/[]',
      '/',
    ];
    for (const route of examples) {
      for (const strict of [true, false]) {
        expect(stubIsDynamic(route, strict), `${route} strict=${String(strict)}`).toBe(
          realIsDynamic(route, strict),
        );
      }
    }
  });

  it('never match a path to a dynamic route', () => {
    const { getRouteRegex } = load('./route-regex.cjs') as {
      getRouteRegex: (route: string) => { re: RegExp };
    };
    const { getRouteMatcher } = load('./route-matcher.cjs') as {
      getRouteMatcher: (regex: { re: RegExp }) => (pathname: string) => unknown;
    };
    const regex = getRouteRegex('/pages/[id]');
    expect(regex.re.test('/pages/1')).toBe(false);
    expect(getRouteMatcher(regex)('/pages/1')).toBe(false);
  });

  it('hold only while no screen uses next/script or next/image', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const sources = ['pages', 'components', 'lib'].flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => path.join(root, dir, file)),
    );
    expect(sources.length).toBeGreaterThan(100);
    const users = sources.filter((file) =>
      /from ['"]next\/(script|image|legacy\/image)['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(users).toEqual([]);
  });

  it('start the script loader with no scripts, as every page here has, and refuse any', () => {
    const { initScriptLoader } = load('./script.cjs') as {
      initScriptLoader: (scripts: unknown[]) => void;
    };
    expect(() => initScriptLoader([])).not.toThrow();
    expect(() => initScriptLoader([{ src: '/a.js' }])).toThrow(/next\/script is not used/);
  });

  it("tell the App Router's redirect and not-found errors apart as Next does", () => {
    type Check = (error: unknown) => boolean;
    const real = load('next/dist/client/components/is-next-router-error').isNextRouterError as Check;
    const stub = load('./is-next-router-error.cjs').isNextRouterError as Check;
    const withDigest = (digest: unknown) => Object.assign(new Error('x'), { digest });
    const examples = [
      withDigest('NEXT_REDIRECT;replace;/pages/home/index;307;'),
      withDigest('NEXT_HTTP_ERROR_FALLBACK;404'),
      withDigest('NEXT_HTTP_ERROR_FALLBACK;403'),
      withDigest('DYNAMIC_SERVER_USAGE'),
      withDigest(42),
      new Error('NEXT_REDIRECT'),
      null,
      'NEXT_REDIRECT;replace;/;307;',
    ];
    for (const error of examples) expect(stub(error), String(error)).toBe(real(error));
  });

  it.each(STUBS)('%s: the stub exports all that Next reads from it, with the same values', (next, stub) => {
    const real = load(path.join(NEXT_DIST, next));
    const replacement = load(`./${stub}`);
    const stubbedFiles = new Set(STUBS.map(([file]) => path.join(NEXT_DIST, file)));
    const target = path.join(NEXT_DIST, next);
    const readers: string[] = [];
    for (const [file, source] of nextBrowserFiles(stubbedFiles)) {
      // A stubbed module's own requires never reach the browser.
      if (stubbedFiles.has(file)) continue;
      for (const [, request] of source.matchAll(NEXT_REQUIRE)) {
        if (request === undefined) continue;
        let resolved: string;
        try {
          resolved = require.resolve(request, { paths: [path.dirname(file)] });
        } catch {
          continue;
        }
        if (resolved !== target) continue;
        readers.push(path.relative(NEXT_DIST, file));
        for (const name of namesUsed(source, request)) {
          expect(Object.keys(replacement), `${path.relative(NEXT_DIST, file)} reads ${name}`).toContain(name);
        }
      }
    }
    expect(readers.length, 'Next no longer requires this module: drop its stub').toBeGreaterThan(0);
    for (const [name, value] of Object.entries(replacement)) {
      expect(Object.keys(real), `${name} is not Next's`).toContain(name);
      // Constants must keep Next's values; functions and contexts are the stub's own.
      if (typeof value !== 'function' && typeof value !== 'object') expect(value, name).toEqual(real[name]);
    }
  });
});
