import { describe, expect, it } from 'vitest';
import { listAppChunks, listedAppChunks, runtimeLast } from './app-after-paint';

const page = (scripts: string[]) =>
  `<html><head>${scripts.map((src) => `<link rel="preload" as="script" fetchPriority="low" href="${src}"/><script src="${src}" async=""></script>`).join('')}</head><body><main></main></body></html>`;

describe('listAppChunks', () => {
  it('lists the chunks for after the first paint with the bundler runtime last, and leaves none in the head', () => {
    const scripts = [
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/turbopack-r1.js',
      '/_next/static/chunks/b.js',
    ];
    const listed = listAppChunks(page(scripts));
    expect(listed.scripts).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/turbopack-r1.js',
    ]);
    expect(listedAppChunks(listed.html)).toEqual(listed.scripts);
    expect(listed.html).not.toContain('async=""');
    expect(listed.html).not.toContain('rel="preload"');
  });

  it('refuses a page without exactly one runtime chunk, rather than ship an app that starts too soon', () => {
    expect(() => runtimeLast(['/_next/static/chunks/a.js'])).toThrow(/one bundler runtime/);
    expect(() =>
      runtimeLast(['/_next/static/chunks/webpack-1.js', '/_next/static/chunks/turbopack-2.js']),
    ).toThrow(/found 2/);
  });
});
