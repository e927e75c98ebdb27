import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFERRED_SCRIPTS_ID,
  deferredScriptLoader,
  deferredScriptSrcs,
  deferScripts,
  LOAD_FALLBACK_MS,
} from './deferred-scripts';

const PAGE =
  '<!DOCTYPE html><html><head>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<link rel="preload" as="image" href="/hero.png"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script>' +
  '<script src="/_next/static/chunks/two.js" async=""></script>' +
  '<script>shim()</script></head><body><main>Hi</main>' +
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>' +
  '<script id="_R_">push()</script>' +
  '<script src="/_next/static/chunks/boot.js" async=""></script>' +
  '<script>self.__next_f.push([1,"x"])</script></body></html>';

describe('deferScripts', () => {
  it('lists the async chunks in order and removes their tags and preloads, nothing else', () => {
    const { html, scripts } = deferScripts(PAGE);
    expect(scripts).toEqual([
      '/_next/static/chunks/one.js',
      '/_next/static/chunks/two.js',
      '/_next/static/chunks/boot.js',
    ]);
    expect(html).not.toContain('async=""');
    expect(html).not.toContain('as="script"');
    for (const kept of [
      'a.css',
      'as="image"',
      '<script>shim()</script>',
      'noModule=""',
      'push()',
      '__next_f',
    ])
      expect(html).toContain(kept);
    expect(deferredScriptSrcs(html)).toEqual(scripts);
    expect(html.indexOf(DEFERRED_SCRIPTS_ID)).toBeGreaterThan(html.indexOf('__next_f'));
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it('leaves a page alone when it is done already or has no async chunks', () => {
    const once = deferScripts(PAGE).html;
    expect(deferScripts(once)).toEqual({ html: once, scripts: [] });
    const plain = '<html><body><script>x()</script></body></html>';
    expect(deferScripts(plain)).toEqual({ html: plain, scripts: [] });
    expect(deferredScriptSrcs(plain)).toEqual([]);
  });
});

/** Runs the inline loader against a minimal document. */
function runLoader(visibilityState: 'visible' | 'hidden', list: string[]) {
  const added: { src: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const document = {
    visibilityState,
    getElementById: (id: string) =>
      id === DEFERRED_SCRIPTS_ID ? { textContent: JSON.stringify(list) } : null,
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (element: { src: string; async: boolean }) => added.push({ ...element }) },
  };
  runInNewContext(deferredScriptLoader, {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  });
  return { added, frames };
}

describe('the inline loader', () => {
  it('adds the scripts, async and in order, only after the next frame', () => {
    vi.useFakeTimers();
    try {
      const { added, frames } = runLoader('visible', ['/a.js', '/b.js']);
      vi.advanceTimersByTime(10);
      expect(added).toEqual([]);
      frames.forEach((frame) => frame());
      vi.advanceTimersByTime(0);
      expect(added).toEqual([
        { src: '/a.js', async: true },
        { src: '/b.js', async: true },
      ]);
      vi.advanceTimersByTime(LOAD_FALLBACK_MS);
      expect(added).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('adds them after the fallback delay when no frame comes, and at once in a hidden page', () => {
    vi.useFakeTimers();
    try {
      const throttled = runLoader('visible', ['/a.js']);
      vi.advanceTimersByTime(LOAD_FALLBACK_MS - 1);
      expect(throttled.added).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(throttled.added).toEqual([{ src: '/a.js', async: true }]);
      const hidden = runLoader('hidden', ['/a.js']);
      expect(hidden.added).toEqual([{ src: '/a.js', async: true }]);
      expect(hidden.frames).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
