import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, chunkFiles, COMPILE_HINT, withCompileHint } from './compile-hints';

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    const hinted = withCompileHint('(globalThis.TURBOPACK||=[]).push([])');
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('addCompileHints on an export', () => {
  let out: string;
  const write = (relative: string, text: string) => {
    const full = path.join(out, relative);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  };
  const read = (relative: string) => readFileSync(path.join(out, relative), 'utf8');

  beforeEach(() => {
    out = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    write('index.html', '<html><head><script src="/_next/static/chunks/react.js"></script></head></html>');
    write('sw.js', '/* the service worker */');
    write('_next/static/chunks/react.js', '/* react */');
    write('_next/static/chunks/lazy-wallet.js', '/* lazy-wallet */');
    write('_next/static/chunks/1le4gng8d6lfb.css', 'body{}');
    write('_next/static/media/logo.svg', '<svg/>');
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('finds every JavaScript chunk and nothing else', () => {
    expect(chunkFiles(out)).toEqual(['_next/static/chunks/lazy-wallet.js', '_next/static/chunks/react.js']);
  });

  it('hints each chunk once and leaves the pages, styles and the service worker as built', () => {
    expect(addCompileHints(out)).toBe(2);
    expect(read('_next/static/chunks/react.js')).toBe(`${COMPILE_HINT}/* react */`);
    expect(read('_next/static/chunks/lazy-wallet.js')).toBe(`${COMPILE_HINT}/* lazy-wallet */`);
    expect(read('_next/static/chunks/1le4gng8d6lfb.css')).toBe('body{}');
    expect(read('sw.js')).toBe('/* the service worker */');
    // A second pass (a rerun of the build's last steps) changes nothing.
    addCompileHints(out);
    expect(read('_next/static/chunks/react.js')).toBe(`${COMPILE_HINT}/* react */`);
  });
});
