/**
 * One tab of a real engine, driven the same way in WebKit (WebKitWebDriver, WebDriver classic) and
 * Firefox (WebDriver BiDi): the journeys are written once against this and run in both. What an
 * engine's driver cannot do throws {@link Unsupported}, which the fixtures turn into a named skip.
 */
import { BOOTING_ATTRIBUTE } from '../../../lib/boot/pre-hydration-guard';
import { describeQuery, findAllInPage, type Query, type TextMatch } from './query';

export type EngineName = 'webkit' | 'firefox';

/** A step this engine's driver cannot perform, said by name (never a silent pass). */
export class Unsupported extends Error {
  constructor(
    readonly engine: EngineName,
    readonly step: string,
  ) {
    super(`${engine}: ${step}`);
  }
}

/** An element found in the page, acted on with the driver's native input. */
export interface ElementRef {
  click(): Promise<void>;
  /** Clears the field, then types `text` key by key. */
  fill(text: string): Promise<void>;
}

/** Serializable arguments and results (sent to and from the page as JSON). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };

export interface Driver {
  readonly engine: EngineName;
  readonly version: string;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs `source` (a function's source) in the page with `args`; awaits a promise it returns. */
  run<T>(source: string, args: Json[]): Promise<T>;
  /** Runs a whole script (a library's source) in the page, as the driver runs its own: the page's CSP does not apply. */
  inject(source: string): Promise<void>;
  /** The first element `query` finds (the in-page finder's result), or null. */
  element(query: Query): Promise<ElementRef | null>;
  screenshot(file: string): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  /** A touch held at (x, y) for `ms`, then lifted. */
  longPress(x: number, y: number, ms: number): Promise<void>;
  /** A finger dragged from (x, y1) to (x, y2) in `steps` moves. */
  drag(x: number, y1: number, y2: number, steps: number): Promise<void>;
  setOffline(offline: boolean): Promise<void>;
  close(): Promise<void>;
}

export const FIND_SOURCE = findAllInPage.toString();

const POLL_MS = 100;

export class EnginePage {
  constructor(
    readonly driver: Driver,
    readonly baseURL: string,
  ) {}

  get engine(): EngineName {
    return this.driver.engine;
  }

  async goto(path: string): Promise<void> {
    await this.driver.goto(new URL(path, this.baseURL).href);
    await this.waitForHydration();
  }

  async reload(): Promise<void> {
    await this.driver.reload();
    await this.waitForHydration();
  }

  /** Like e2e/fixtures/hydration.ts: a person waits for the page to respond before tapping. */
  async waitForHydration(): Promise<void> {
    await this.waitUntil(
      'the app to hydrate',
      (attribute: string) =>
        document.readyState !== 'loading' && !document.documentElement.hasAttribute(attribute),
      [BOOTING_ATTRIBUTE],
      20_000,
    );
  }

  async path(): Promise<string> {
    const url = new URL(await this.driver.url());
    return `${url.pathname}${url.search}${url.hash}`;
  }

  evaluate<T, A extends Json[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    return this.driver.run<T>(fn.toString(), args);
  }

  /** Polls `fn` in the page until it returns something truthy; that value. */
  async waitUntil<T, A extends Json[]>(
    what: string,
    fn: (...args: A) => T | Promise<T>,
    args: A,
    timeoutMs = 10_000,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let last: unknown;
    for (;;) {
      try {
        const value = await this.driver.run<T>(fn.toString(), args);
        if (value) return value;
        last = value;
      } catch (error) {
        // A navigation in progress: the page's context was replaced under the script.
        last = error;
      }
      if (Date.now() > deadline)
        throw new Error(
          `${this.engine}: timed out after ${timeoutMs} ms waiting for ${what} (last: ${String(last)})`,
        );
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  count(query: Query): Promise<number> {
    return this.driver.run<number>(`function (query) { return (${FIND_SOURCE})(query).length; }`, [
      query as Json,
    ]);
  }

  async visible(query: Query, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while ((await this.count(query).catch(() => 0)) === 0) {
      if (Date.now() > deadline)
        throw new Error(
          `${this.engine}: ${describeQuery(query)} not visible after ${timeoutMs} ms on ${await this.path()}`,
        );
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  async hidden(query: Query, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while ((await this.count(query).catch(() => 1)) > 0) {
      if (Date.now() > deadline)
        throw new Error(`${this.engine}: ${describeQuery(query)} still visible after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** The text of the first match (collapsed), once it is visible. */
  async text(query: Query, timeoutMs = 10_000): Promise<string> {
    await this.visible(query, timeoutMs);
    return this.driver.run<string>(
      `function (query) { const el = (${FIND_SOURCE})(query)[0]; return el ? el.textContent.replace(/\\s+/g, ' ').trim() : ''; }`,
      [query as Json],
    );
  }

  /** Waits until the first match's text matches `wanted` (exact string or pattern); that text. */
  async hasText(query: Query, wanted: TextMatch, timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    let last = '';
    for (;;) {
      last = await this.text(query, Math.max(1, deadline - Date.now())).catch(() => last);
      const ok =
        typeof wanted === 'string' ? last === wanted : new RegExp(wanted.source, wanted.flags).test(last);
      if (ok) return last;
      if (Date.now() > deadline)
        throw new Error(
          `${this.engine}: ${describeQuery(query)} reads ${JSON.stringify(last)}, wanted ${JSON.stringify(wanted)}`,
        );
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  async value(query: Query): Promise<string> {
    await this.visible(query);
    return this.driver.run<string>(
      `function (query) { const el = (${FIND_SOURCE})(query)[0]; return el && 'value' in el ? String(el.value) : ''; }`,
      [query as Json],
    );
  }

  private async locate(query: Query, timeoutMs = 10_000): Promise<ElementRef> {
    await this.visible(query, timeoutMs);
    const element = await this.driver.element(query);
    if (!element) throw new Error(`${this.engine}: ${describeQuery(query)} went away before it was used`);
    return element;
  }

  async click(query: Query, timeoutMs = 10_000): Promise<void> {
    await (await this.locate(query, timeoutMs)).click();
  }

  async fill(query: Query, text: string): Promise<void> {
    await (await this.locate(query)).fill(text);
  }

  /** The centre of the first match, in CSS pixels of the viewport. */
  async centre(query: Query): Promise<{ x: number; y: number }> {
    await this.visible(query);
    return this.driver.run<{ x: number; y: number }>(
      `function (query) { const el = (${FIND_SOURCE})(query)[0]; el.scrollIntoView({ block: 'center' }); const r = el.getBoundingClientRect(); return { x: Math.round(r.left + r.width / 2), y: Math.round(r.top + r.height / 2) }; }`,
      [query as Json],
    );
  }

  screenshot(file: string): Promise<void> {
    return this.driver.screenshot(file);
  }
}
