import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFERRED_SCRIPTS_ID,
  deferredScriptLoader,
  deferredScriptSrcs,
  deferScripts,
  EARLY_PAINT_WAIT_MS,
  LOAD_FALLBACK_MS,
  SCRIPTS_PER_TASK,
} from './deferred-scripts';

const PAGE =
  '<!DOCTYPE html><html><head>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<link rel="preload" as="image" href="/hero.png"/>' +
  '<script src="/_next/static/chunks/one.js" defer=""></script>' +
  '<script src="/_next/static/chunks/two.js" defer=""></script>' +
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
    expect(html).not.toContain('defer=""');
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

type PaintEntry = { name: string; startTime: number };
type PaintListener = (list: { getEntries: () => PaintEntry[] }) => void;

/** A browser's largest-contentful-paint and paint reports, driven by the test. */
class PaintReports {
  now = 100;
  private listeners: PaintListener[] = [];
  private paintListeners: PaintListener[] = [];
  readonly Observer = (() => {
    const reports = this.listeners;
    const paintReports = this.paintListeners;
    return class {
      static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
      constructor(private readonly callback: PaintListener) {}
      observe(options: { type: string }) {
        if (options.type === 'largest-contentful-paint') reports.push(this.callback);
        else if (options.type === 'paint') paintReports.push(this.callback);
        else throw new Error(options.type);
      }
    };
  })();
  paint(startTime: number) {
    for (const listener of this.listeners) listener({ getEntries: () => [{ name: '', startTime }] });
  }
  /** The page's first paint and first contentful paint, as the browser reports them once shown. */
  firstPaints(startTime: number) {
    for (const listener of this.paintListeners)
      listener({
        getEntries: () => [
          { name: 'first-paint', startTime },
          { name: 'first-contentful-paint', startTime },
        ],
      });
  }
}

/** Runs the inline loader against a minimal document. */
function runLoader(
  visibilityState: 'visible' | 'hidden',
  list: string[],
  earlyContent?: Promise<unknown>[],
  paints?: PaintReports,
  pendingLanguage = false,
) {
  const added: { src: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const document = {
    visibilityState,
    getElementById: (id: string) =>
      id === DEFERRED_SCRIPTS_ID ? { textContent: JSON.stringify(list) } : null,
    createElement: () => ({ src: '', async: false }),
    documentElement: {
      classList: { contains: (name: string) => pendingLanguage && name === 'i18n-pending' },
    },
    head: { appendChild: (element: { src: string; async: boolean }) => added.push({ ...element }) },
  };
  runInNewContext(deferredScriptLoader, {
    document,
    window: { __earlyContent: earlyContent },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    ...(paints ? { performance: { now: () => paints.now }, PerformanceObserver: paints.Observer } : {}),
  });
  const nextFrame = () => frames.splice(0).forEach((frame) => frame());
  return { added, frames, nextFrame };
}

describe('the inline loader', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds the scripts, to run in order, only after the next frame', async () => {
    vi.useFakeTimers();
    const { added, nextFrame } = runLoader('visible', ['/a.js', '/b.js']);
    await vi.advanceTimersByTimeAsync(10);
    expect(added).toEqual([]);
    nextFrame();
    await vi.advanceTimersByTimeAsync(10);
    expect(added).toEqual([
      { src: '/a.js', async: false },
      { src: '/b.js', async: false },
    ]);
    await vi.advanceTimersByTimeAsync(LOAD_FALLBACK_MS);
    expect(added).toHaveLength(2);
  });

  it('adds a few per task, all of them, in order', async () => {
    vi.useFakeTimers();
    const list = Array.from({ length: SCRIPTS_PER_TASK * 2 + 1 }, (_, n) => `/${n}.js`);
    const { added } = runLoader('hidden', list);
    expect(added.map((script) => script.src)).toEqual(list.slice(0, SCRIPTS_PER_TASK));
    await vi.advanceTimersToNextTimerAsync();
    expect(added).toHaveLength(SCRIPTS_PER_TASK * 2);
    await vi.advanceTimersToNextTimerAsync();
    expect(added.map((script) => script.src)).toEqual(list);
  });

  it("waits for the screen's early content to be shown, then for the frame that shows it", async () => {
    vi.useFakeTimers();
    let shown = (): void => undefined;
    const content = new Promise<void>((resolve) => {
      shown = resolve;
    });
    const { added, frames, nextFrame } = runLoader('visible', ['/a.js'], [content, Promise.resolve()]);
    await vi.advanceTimersByTimeAsync(100);
    expect(frames).toEqual([]);
    shown();
    await vi.advanceTimersByTimeAsync(0);
    expect(added).toEqual([]);
    nextFrame();
    await vi.advanceTimersByTimeAsync(0);
    expect(added).toEqual([{ src: '/a.js', async: false }]);
  });

  it('with early content, waits for its paint to be reported, not for the frame', async () => {
    vi.useFakeTimers();
    const paints = new PaintReports();
    const { added, frames } = runLoader('visible', ['/a.js'], [Promise.resolve()], paints);
    await vi.advanceTimersByTimeAsync(0);
    expect(frames).toEqual([]);
    // A paint from before the content (the static page's) does not count.
    paints.paint(50);
    await vi.advanceTimersByTimeAsync(0);
    expect(added).toEqual([]);
    paints.paint(180);
    await vi.advanceTimersByTimeAsync(0);
    expect(added).toEqual([{ src: '/a.js', async: false }]);
  });

  it('without early content, waits for the first contentful paint to be reported, not for the frame', async () => {
    vi.useFakeTimers();
    const paints = new PaintReports();
    const { added, frames } = runLoader('visible', ['/a.js'], undefined, paints);
    await vi.advanceTimersByTimeAsync(0);
    expect(frames).toEqual([]);
    expect(added).toEqual([]);
    paints.firstPaints(120);
    await vi.advanceTimersByTimeAsync(0);
    expect(added).toEqual([{ src: '/a.js', async: false }]);
  });

  it('without early content and no paint reported, starts after the short wait', async () => {
    vi.useFakeTimers();
    const { added } = runLoader('visible', ['/a.js'], undefined, new PaintReports());
    await vi.advanceTimersByTimeAsync(EARLY_PAINT_WAIT_MS - 1);
    expect(added).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(added).toEqual([{ src: '/a.js', async: false }]);
  });

  it('with early content on a page hidden until its language loads, goes after the next frame', async () => {
    vi.useFakeTimers();
    const { added, nextFrame } = runLoader(
      'visible',
      ['/a.js'],
      [Promise.resolve()],
      new PaintReports(),
      true,
    );
    await vi.advanceTimersByTimeAsync(0);
    nextFrame();
    await vi.advanceTimersByTimeAsync(0);
    expect(added).toEqual([{ src: '/a.js', async: false }]);
  });

  it('with early content that is never reported painted, starts after the short wait', async () => {
    vi.useFakeTimers();
    const { added } = runLoader('visible', ['/a.js'], [Promise.resolve()], new PaintReports());
    await vi.advanceTimersByTimeAsync(EARLY_PAINT_WAIT_MS - 1);
    expect(added).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(added).toEqual([{ src: '/a.js', async: false }]);
  });

  it('adds them after the fallback delay when no frame or content comes, and at once in a hidden page', async () => {
    vi.useFakeTimers();
    const throttled = runLoader('visible', ['/a.js']);
    await vi.advanceTimersByTimeAsync(LOAD_FALLBACK_MS - 1);
    expect(throttled.added).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(throttled.added).toEqual([{ src: '/a.js', async: false }]);
    const slowContent = runLoader('visible', ['/a.js'], [new Promise(() => undefined)]);
    await vi.advanceTimersByTimeAsync(LOAD_FALLBACK_MS);
    expect(slowContent.added).toEqual([{ src: '/a.js', async: false }]);
    const hidden = runLoader('hidden', ['/a.js']);
    expect(hidden.added).toEqual([{ src: '/a.js', async: false }]);
    expect(hidden.frames).toEqual([]);
  });
});
