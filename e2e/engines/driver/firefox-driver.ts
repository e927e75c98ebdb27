/**
 * Firefox: Debian's Firefox ESR over WebDriver BiDi, which Firefox speaks itself (no geckodriver,
 * which npm would have to download), driven by puppeteer-core — already in the tree for Lighthouse.
 * A fresh profile per test, so storage, the service worker and the session start empty.
 */
import { writeFileSync } from 'node:fs';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { FIND_SOURCE, type Driver, type ElementRef, type Json } from './engine-page';
import type { Query } from './query';

const FIREFOX = process.env.E2E_FIREFOX ?? '/usr/bin/firefox-esr';

export async function openFirefox({
  width,
  height,
}: {
  width: number;
  height: number;
}): Promise<FirefoxDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    protocol: 'webDriverBiDi',
    extraPrefsFirefox: {
      // No first-run pages, update checks or telemetry in a test profile.
      'app.update.enabled': false,
      'browser.shell.checkDefaultBrowser': false,
      'datareporting.policy.dataSubmissionEnabled': false,
    },
  });
  const [page] = await browser.pages();
  const tab = page ?? (await browser.newPage());
  const driver = new FirefoxDriver(browser, tab, (await browser.version()).replace(/^firefox\//, ''));
  await driver.setViewport(width, height);
  return driver;
}

class FirefoxElement implements ElementRef {
  constructor(private readonly handle: ElementHandle) {}

  async click(): Promise<void> {
    await this.handle.click();
  }

  async fill(text: string): Promise<void> {
    // Select what is there and type over it, as a person does.
    await this.handle.click({ count: 3 });
    await this.handle.press('Backspace');
    if (text) await this.handle.type(text);
  }
}

export class FirefoxDriver implements Driver {
  readonly engine = 'firefox' as const;

  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    readonly version: string,
  ) {}

  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'load' });
  }

  url(): Promise<string> {
    return Promise.resolve(this.page.url());
  }

  run<T>(source: string, args: Json[]): Promise<T> {
    return this.page.evaluate(`(${source}).apply(null, ${JSON.stringify(args)})`) as Promise<T>;
  }

  async inject(source: string): Promise<void> {
    await this.page.evaluate(`${source}\n;null`);
  }

  async element(query: Query): Promise<ElementRef | null> {
    const handle = await this.page.evaluateHandle(`(${FIND_SOURCE})(${JSON.stringify(query)})[0] || null`);
    const element = handle.asElement();
    if (!element) {
      await handle.dispose();
      return null;
    }
    return new FirefoxElement(element as ElementHandle);
  }

  async screenshot(file: string): Promise<void> {
    writeFileSync(file, await this.page.screenshot());
  }

  async setViewport(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  }

  async longPress(x: number, y: number, ms: number): Promise<void> {
    const touch = await this.page.touchscreen.touchStart(x, y);
    await new Promise((resolve) => setTimeout(resolve, ms));
    await touch.end();
  }

  async drag(x: number, y1: number, y2: number, steps: number): Promise<void> {
    const touch = await this.page.touchscreen.touchStart(x, y1);
    for (let index = 1; index <= steps; index += 1) {
      await touch.move(x, Math.round(y1 + ((y2 - y1) * index) / steps));
      await new Promise((resolve) => setTimeout(resolve, 16));
    }
    await touch.end();
  }

  async setOffline(offline: boolean): Promise<void> {
    await this.page.setOfflineMode(offline);
  }

  /** The page itself, for what only BiDi offers (request interception). */
  get raw(): Page {
    return this.page;
  }

  async close(): Promise<void> {
    await this.browser.close().catch(() => undefined);
  }
}
