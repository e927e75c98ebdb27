import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCompileHints, STATIC_DIR, COMPILE_HINT, hasCompileHint, withCompileHint } from './compile-hints';

describe('compile hints', () => {
  it('puts the magic comment on the first line, once', () => {
    const source = '(globalThis.TURBOPACK||[]).push([1,e=>{}]);';
    const hinted = withCompileHint(source);
    expect(hinted.split('\n')[0]).toBe(COMPILE_HINT);
    expect(hinted.endsWith(source)).toBe(true);
    expect(withCompileHint(hinted)).toBe(hinted);
    expect(hasCompileHint(source)).toBe(false);
    expect(hasCompileHint(`x;\n${COMPILE_HINT}\n`)).toBe(false);
  });

  it('hints every script of an export (chunks and the build manifests) but the skipped ones, and only once', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'hints-'));
    const chunks = path.join(out, STATIC_DIR, 'chunks');
    mkdirSync(path.join(chunks, 'nested'), { recursive: true });
    mkdirSync(path.join(out, STATIC_DIR, 'build-id'));
    writeFileSync(path.join(out, STATIC_DIR, 'build-id', '_buildManifest.js'), 'm();');
    writeFileSync(path.join(chunks, 'a.js'), 'a();');
    writeFileSync(path.join(chunks, 'nested', 'b.js'), 'b();');
    writeFileSync(path.join(chunks, 'polyfill.js'), 'p();');
    writeFileSync(path.join(chunks, 'style.css'), 'a{}');

    const changed = addCompileHints(out, new Set(['_next/static/chunks/polyfill.js']));

    expect(changed).toEqual([
      '_next/static/build-id/_buildManifest.js',
      '_next/static/chunks/a.js',
      '_next/static/chunks/nested/b.js',
    ]);
    expect(readFileSync(path.join(chunks, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}\na();`);
    expect(readFileSync(path.join(chunks, 'polyfill.js'), 'utf8')).toBe('p();');
    expect(readFileSync(path.join(chunks, 'style.css'), 'utf8')).toBe('a{}');
    expect(addCompileHints(out)).toEqual(['_next/static/chunks/polyfill.js']);
  });
});
