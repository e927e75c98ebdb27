import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  checkBudget,
  FIRST_LOAD_BUDGET_GZIP_BYTES,
  firstLoadJsOf,
  formatKb,
  measureFirstLoadJs,
  routeHtmlFiles,
  routeOfHtmlFile,
  scriptTags,
  type RouteFirstLoad,
} from './first-load-js';

const gzip9 = (text: string) => gzipSync(Buffer.from(text), { level: constants.Z_BEST_COMPRESSION }).length;

describe('scriptTags', () => {
  it('lists each <script src> in order and flags no-module ones, whatever the case', () => {
    const html =
      '<html><head><script src="/a.js" async=""></script><script src="/legacy.js" noModule=""></script>' +
      '<SCRIPT SRC="/b.js" NOMODULE></SCRIPT><script nomodule src=/c.js></script><script src="/d.js"/></head></html>';
    expect(scriptTags(html)).toEqual([
      { src: '/a.js', noModule: false },
      { src: '/legacy.js', noModule: true },
      { src: '/b.js', noModule: true },
      { src: '/c.js', noModule: true },
      { src: '/d.js', noModule: false },
    ]);
  });

  it('ignores inline scripts, their text, comments, and look-alike attributes', () => {
    const html =
      '<script>self.x = "<script src=\\"/inline-text.js\\"></script>"</script>' +
      '<!-- <script src="/commented.js"></script> -->' +
      '<script data-src="/not-src.js"></script>' +
      '<script id="_R_">1 > 0</script>' +
      '<scripts src="/not-a-script.js"></scripts>' +
      '<script type="module" title="a > b" src=\'/quoted.js?v=1&amp;w=2\'></script>';
    expect(scriptTags(html)).toEqual([{ src: '/quoted.js?v=1&w=2', noModule: false }]);
  });
});

describe('routeOfHtmlFile', () => {
  it('maps exported files to the routes they serve', () => {
    expect(routeOfHtmlFile('index.html')).toBe('/');
    expect(routeOfHtmlFile('pages/home/index.html')).toBe('/pages/home/index');
    expect(routeOfHtmlFile('pages/user/set.html')).toBe('/pages/user/set');
  });
});

describe('with an export on disk', () => {
  let out: string;
  const write = (file: string, text: string) => {
    const full = path.join(out, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  };
  const page = (...scripts: string[]) =>
    `<!DOCTYPE html><html><head>${scripts.join('')}</head><body><script>${inlineCode}</script><script id="data" type="application/json">${'{"not":"code"}'.repeat(40)}</script></body></html>`;
  const inlineCode = 'self.__next_f=[]';

  const framework = 'function framework(){return "framework framework framework"}\n'.repeat(20);
  const app = 'export const app = 1;\n';
  const polyfill = 'polyfill();'.repeat(50);
  const pageChunk = 'page();'.repeat(30);

  beforeEach(() => {
    out = mkdtempSync(path.join(os.tmpdir(), 'first-load-js-'));
    write('_next/static/chunks/framework.js', framework);
    write('_next/static/chunks/app.js', app);
    write('_next/static/chunks/polyfill.js', polyfill);
    write('pages/home/page.js', pageChunk);
    write(
      'index.html',
      page(
        '<script src="/_next/static/chunks/framework.js" async=""></script>',
        '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
        '<script src="/_next/static/chunks/app.js?dpl=abc" async=""></script>',
        '<script src="/_next/static/chunks/framework.js" async=""></script>',
        '<script src="https://cdn.example.com/analytics.js"></script>',
      ),
    );
    write(
      'pages/home/index.html',
      page(
        '<script src="/_next/static/chunks/framework.js"></script>',
        '<script src="page.js"></script>',
        '<script src="/_next/static/chunks/polyfill.js" nomodule></script>',
      ),
    );
    write('404.html', page('<script src="/_next/static/chunks/polyfill.js"></script>'));
    write('_not-found.html', page('<script src="/_next/static/chunks/polyfill.js"></script>'));
    write('_next/static/chunks/stray.html', page());
  });

  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('sums raw and gzip -9 bytes of the distinct module scripts a page loads, and its inline code', () => {
    const result = firstLoadJsOf(out, 'index.html');
    expect(result.route).toBe('/');
    expect(result.scripts.map((script) => script.file)).toEqual([
      '_next/static/chunks/framework.js',
      '_next/static/chunks/app.js',
    ]);
    expect(result.external).toEqual(['https://cdn.example.com/analytics.js']);
    // Inline: the code runs, the JSON data does not.
    expect(result.inline).toEqual({ rawBytes: inlineCode.length, gzipBytes: gzip9(inlineCode) });
    expect(result.rawBytes).toBe(framework.length + app.length + inlineCode.length);
    expect(result.gzipBytes).toBe(gzip9(framework) + gzip9(app) + gzip9(inlineCode));
    expect(result.scripts[0]?.gzipBytes).toBe(gzip9(framework));
  });

  it('resolves relative sources against the page URL', () => {
    const result = firstLoadJsOf(out, 'pages/home/index.html');
    expect(result.route).toBe('/pages/home/index');
    expect(result.scripts.map((script) => script.file)).toEqual([
      '_next/static/chunks/framework.js',
      'pages/home/page.js',
    ]);
    expect(result.gzipBytes).toBe(gzip9(framework) + gzip9(pageChunk) + gzip9(inlineCode));
  });

  it('fails loudly when a page loads a script missing from the export', () => {
    write('broken.html', page('<script src="/_next/static/chunks/gone.js"></script>'));
    expect(() => firstLoadJsOf(out, 'broken.html')).toThrow(/gone\.js is not in the export/);
  });

  it('measures every route page but the not-found pages, sorted by route', () => {
    expect(routeHtmlFiles(out)).toEqual([
      'index.html',
      '_next/static/chunks/stray.html',
      'pages/home/index.html',
    ]);
    rmSync(path.join(out, '_next/static/chunks/stray.html'));
    const results = measureFirstLoadJs(out);
    expect(results.map((result) => result.route)).toEqual(['/', '/pages/home/index']);
    expect(
      results.every((result) => result.scripts.every((script) => !script.file.includes('polyfill'))),
    ).toBe(true);
  });
});

describe('checkBudget', () => {
  const result = (route: string, gzipBytes: number): RouteFirstLoad => ({
    route,
    htmlFile: `${route}.html`,
    scripts: [],
    inline: { rawBytes: 0, gzipBytes: 0 },
    external: [],
    rawBytes: gzipBytes * 3,
    gzipBytes,
  });

  it('returns the routes over budget, largest first; at the budget is within it', () => {
    const results = [result('/a', 100), result('/b', 101), result('/c', 150), result('/d', 99)];
    expect(checkBudget(results, 100)).toEqual([
      { route: '/c', gzipBytes: 150, budget: 100, overBy: 50 },
      { route: '/b', gzipBytes: 101, budget: 100, overBy: 1 },
    ]);
    expect(checkBudget(results, 150)).toEqual([]);
  });

  it('defaults to the enforced budget', () => {
    expect(checkBudget([result('/', FIRST_LOAD_BUDGET_GZIP_BYTES)])).toEqual([]);
    expect(checkBudget([result('/', FIRST_LOAD_BUDGET_GZIP_BYTES + 1)])).toHaveLength(1);
  });

  it('formats sizes in KB of 1000 bytes', () => {
    expect(formatKb(243_912)).toBe('243.9 KB');
  });
});
