import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  connectSources,
  contentSecurityPolicy,
  cspProblems,
  CSP_MAP_FILE,
  inlineScriptHashes,
  inlineScripts,
  mediaSources,
  scriptHash,
  withCspMeta,
} from './csp';
import { headersFile, htmlFiles, secureExport } from '@/scripts/lib/csp-export';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const PAGE =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>a()</script>' +
  '<script src="/_next/static/chunks/x.js" async=""></script>' +
  '<script src="/legacy.js" noModule=""></script>' +
  '<!-- <script>commented()</script> -->' +
  '<script id="_R_">b("</div>")</script></head><body>' +
  '<script id="deferred-scripts" type="application/json">["/a.js"]</script>' +
  '<script type="module">c()</script><SCRIPT type="text/javascript">d()</SCRIPT>' +
  '<script>a()</script><script type="text/plain">e()</script></body></html>';

describe('inline script hashes', () => {
  it('finds exactly the inline scripts a browser runs, in order', () => {
    expect(inlineScripts(PAGE).map((script) => script.content)).toEqual([
      'a()',
      'b("</div>")',
      'c()',
      'd()',
      'a()',
    ]);
  });

  it('hashes their text as CSP does (sha256, base64), each once', () => {
    expect(scriptHash('a()')).toBe(sha('a()'));
    expect(inlineScriptHashes(PAGE)).toEqual([sha('a()'), sha('b("</div>")'), sha('c()'), sha('d()')]);
    expect(scriptHash('€')).toBe(sha('€'));
  });

  it('reads a script text as raw text, markup and all', () => {
    expect(inlineScripts('<script>if(a<b){x="<script>"}</script><p>')).toEqual([
      { content: 'if(a<b){x="<script>"}', start: 0 },
    ]);
  });

  it('has none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<html><head><script src="/a.js"></script></head></html>')).toEqual([]);
  });
});

describe('policy', () => {
  it('allows the hashes and no unsafe-inline or unsafe-eval for scripts', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: [sha('a()')],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'"],
      header: false,
    });
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' ${sha('a()')}; style-src 'self' 'unsafe-inline'; ` +
        "style-src-elem 'self'; img-src 'self' data: https:; media-src 'self'; font-src 'self'; connect-src 'self'; " +
        "worker-src 'self'; manifest-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'none'; " +
        "form-action 'self'",
    );
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toMatch(/unsafe/);
  });

  it('adds frame-ancestors to the header form only', () => {
    const header = contentSecurityPolicy({
      scriptHashes: [],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'"],
      header: true,
    });
    expect(header).toMatch(/; frame-ancestors 'none'$/);
  });

  it('connects to the API and RPC origins (paths are same origin)', () => {
    expect(connectSources({ apiBaseUrl: '', rpcUrls: ['/rpc'] })).toEqual(["'self'"]);
    expect(
      connectSources({
        apiBaseUrl: 'https://api.example.com/v1',
        rpcUrls: ['/rpc', 'https://rpc.example.org/node?key=1', 'https://api.example.com/rpc'],
      }),
    ).toEqual(["'self'", 'https://api.example.com', 'https://rpc.example.org']);
  });

  it("plays media from its own origin and the deployment's media origins only", () => {
    expect(mediaSources({ mediaOrigins: [] })).toEqual(["'self'"]);
    const mediaSrc = mediaSources({
      mediaOrigins: ['https://cdn.example.com', 'https://media.example.com:8443'],
    });
    expect(mediaSrc).toEqual(["'self'", 'https://cdn.example.com', 'https://media.example.com:8443']);
    const policy = contentSecurityPolicy({
      scriptHashes: [],
      connectSrc: ["'self'"],
      mediaSrc,
      header: true,
    });
    expect(policy).toContain("; media-src 'self' https://cdn.example.com https://media.example.com:8443; ");
    // Videos are media: neither a connect nor an image source lets one in.
    expect(policy).not.toMatch(/media-src[^;]*(https:;|\*|data:|blob:)/);
  });
});

describe('policy meta', () => {
  const policy = contentSecurityPolicy({
    scriptHashes: inlineScriptHashes(PAGE),
    connectSrc: ["'self'"],
    mediaSrc: ["'self'"],
    header: false,
  });

  it('goes right after the charset meta, before any script, and replaces an earlier one', () => {
    const html = withCspMeta(PAGE, policy);
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta '.length,
    );
    expect(withCspMeta(html, policy)).toBe(html);
    expect(cspProblems(html)).toEqual([]);
  });

  it('reports a page whose inline script has no hash, or has no policy', () => {
    const html = withCspMeta(PAGE, policy).replace('</body>', '<script>evil()</script></body>');
    expect(cspProblems(html)).toEqual([expect.stringMatching(/without a hash: evil\(\)/)]);
    expect(cspProblems(PAGE)).toEqual(['no Content-Security-Policy <meta>']);
  });
});

describe('secureExport', () => {
  it('puts the meta in every page and writes the map and _headers', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'btcw-csp-'));
    try {
      mkdirSync(path.join(dir, 'pages/home'), { recursive: true });
      writeFileSync(path.join(dir, 'index.html'), PAGE);
      writeFileSync(path.join(dir, 'pages/home/index.html'), '<html><head></head><body>home</body></html>');
      const result = secureExport(
        dir,
        { apiBaseUrl: '', rpcUrls: ['/rpc'], mediaOrigins: ['https://cdn.example.com'] },
        { 'X-Frame-Options': 'DENY' },
      );
      expect(htmlFiles(dir)).toEqual(['index.html', 'pages/home/index.html']);
      expect(cspProblems(readFileSync(path.join(dir, 'index.html'), 'utf8'))).toEqual([]);
      const map = JSON.parse(readFileSync(path.join(dir, CSP_MAP_FILE), 'utf8')) as Record<string, string>;
      expect(map).toEqual(result.policies);
      expect(map['/index.html']).toContain(sha('b("</div>")'));
      expect(map['/pages/home/index.html']).toMatch(/^default-src 'self'; script-src 'self'; /);
      for (const policy of Object.values(map))
        expect(policy).toContain("media-src 'self' https://cdn.example.com;");
      const headers = readFileSync(path.join(dir, '_headers'), 'utf8');
      expect(headers).toBe(headersFile(map, { 'X-Frame-Options': 'DENY' }));
      expect(headers).toContain(`\n/\n  Content-Security-Policy: ${map['/index.html']}\n`);
      expect(headers).toContain(
        `\n/pages/home/index\n  Content-Security-Policy: ${map['/pages/home/index.html']}\n`,
      );
      expect(headers).toMatch(
        /^#.*\n\/\*\n {2}X-Frame-Options: DENY\n {2}Strict-Transport-Security: max-age=31536000\n/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails on a page it cannot secure', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'btcw-csp-'));
    try {
      writeFileSync(path.join(dir, 'bad.html'), '<html><body><script>x()</script></body></html>');
      expect(() => secureExport(dir, { apiBaseUrl: '', rpcUrls: ['/rpc'], mediaOrigins: [] }, {})).toThrow(
        /<head>/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const OUT = path.resolve('out');
const built = existsSync(path.join(OUT, CSP_MAP_FILE));

describe('the built export (out/)', () => {
  if (!built) {
    it.skip('no secured export in out/ yet (npm run build runs scripts/csp-export.ts, which fails the build on an unhashed inline script)', () => {});
    return;
  }
  const map = JSON.parse(readFileSync(path.join(OUT, CSP_MAP_FILE), 'utf8')) as Record<string, string>;
  it.each(htmlFiles(OUT))('%s allows exactly its inline scripts, in the meta and the header', (file) => {
    const html = readFileSync(path.join(OUT, file), 'utf8');
    expect(cspProblems(html)).toEqual([]);
    const header = map[`/${file}`] ?? '';
    for (const hash of inlineScriptHashes(html)) expect(header).toContain(hash);
    expect(header).toMatch(/frame-ancestors 'none'$/);
    expect(header).not.toMatch(/unsafe-eval/);
    expect(header).toMatch(/; media-src 'self'( https:\/\/[^\s;*]+)*; /);
  });
});
