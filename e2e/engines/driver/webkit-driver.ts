/**
 * WebKit: Debian's WebKitGTK (the WebCore of Safari and of every iOS browser and wallet WebView)
 * driven through its own WebKitWebDriver over WebDriver classic, with the `webdriver` package (the
 * protocol client of WebdriverIO, without its test runner). WebKitGTK needs a display: the driver
 * runs under `xvfb-run`.
 *
 * MiniBrowser's toolbar keeps its window at least 447 px wide; a GTK stylesheet that shrinks the
 * toolbar to nothing lets the window, and so the page's viewport, go down to a phone's 320 px.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebDriver, { type Client } from 'webdriver';
import { freePorts, waitFor } from '../../support/processes';
import { FIND_SOURCE, Unsupported, type Driver, type ElementRef, type Json } from './engine-page';
import type { Query } from './query';

const MINI_BROWSER = process.env.E2E_WEBKIT_BROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const WEBDRIVER = process.env.E2E_WEBKIT_DRIVER ?? 'WebKitWebDriver';
/** Safari on an iPhone names itself so; the app's iOS paths (install guide, wallet links) follow it. */
export const IPHONE_SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
/** What MiniBrowser's shrunken window adds above the page. */
const CHROME_HEIGHT = 20;
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

/** One WebKitWebDriver (under its own Xvfb) for a worker; sessions are opened per test. */
export class WebKitDriverServer {
  private constructor(
    private readonly process: ChildProcess,
    readonly port: number,
    private readonly configDir: string,
  ) {}

  static async start(): Promise<WebKitDriverServer> {
    const configDir = mkdtempSync(path.join(os.tmpdir(), 'btcw-webkit-'));
    mkdirSync(path.join(configDir, 'gtk-3.0'));
    writeFileSync(
      path.join(configDir, 'gtk-3.0', 'gtk.css'),
      '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; }\n',
    );
    const [port] = await freePorts(1);
    if (port === undefined) throw new Error('no free port for WebKitWebDriver');
    const child = spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', WEBDRIVER, `--port=${port}`], {
      env: { ...process.env, XDG_CONFIG_HOME: configDir, WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
      stdio: 'ignore',
      detached: true,
    });
    const exited = new Promise<string>((resolve) =>
      child.once('exit', (code) => resolve(`exited with ${String(code)}`)),
    );
    child.once('error', () => undefined);
    await waitFor(
      'WebKitWebDriver',
      async () => {
        const response = await fetch(`http://127.0.0.1:${port}/status`);
        return response.ok;
      },
      { timeoutMs: 20_000, exited, intervalMs: 100 },
    );
    return new WebKitDriverServer(child, port, configDir);
  }

  async open({ width, height }: { width: number; height: number }): Promise<WebKitDriver> {
    const client = await WebDriver.newSession({
      hostname: '127.0.0.1',
      port: this.port,
      path: '/',
      logLevel: 'error',
      connectionRetryCount: 0,
      capabilities: {
        'webkitgtk:browserOptions': {
          binary: MINI_BROWSER,
          args: ['--automation', `--user-agent=${IPHONE_SAFARI_UA}`],
        },
      } as WebdriverIO.Capabilities,
    });
    const driver = new WebKitDriver(client, client.capabilities.browserVersion ?? '?');
    await driver.setViewport(width, height);
    return driver;
  }

  stop(): void {
    try {
      if (this.process.pid) process.kill(-this.process.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(this.configDir, { recursive: true, force: true });
  }
}

class WebKitElement implements ElementRef {
  constructor(
    private readonly client: Client,
    private readonly id: string,
  ) {}

  async click(): Promise<void> {
    await this.client.elementClick(this.id);
  }

  async fill(text: string): Promise<void> {
    await this.client.elementClear(this.id);
    if (text) await this.client.elementSendKeys(this.id, text);
  }
}

export class WebKitDriver implements Driver {
  readonly engine = 'webkit' as const;

  constructor(
    private readonly client: Client,
    readonly version: string,
  ) {}

  async goto(url: string): Promise<void> {
    await this.client.navigateTo(url);
  }

  async reload(): Promise<void> {
    await this.client.refresh();
  }

  url(): Promise<string> {
    return this.client.getUrl();
  }

  async run<T>(source: string, args: Json[]): Promise<T> {
    return (await this.client.executeScript(`return (${source}).apply(null, arguments);`, args)) as T;
  }

  async inject(source: string): Promise<void> {
    await this.client.executeScript(`${source}\n;return null;`, []);
  }

  async element(query: Query): Promise<ElementRef | null> {
    const found = (await this.client.executeScript(`return (${FIND_SOURCE})(arguments[0])[0] || null;`, [
      query,
    ])) as Record<string, string> | null;
    const id = found?.[ELEMENT_KEY];
    return id ? new WebKitElement(this.client, id) : null;
  }

  async screenshot(file: string): Promise<void> {
    // WebKitGTK's driver never answers a screenshot of a document that does not scroll (one no
    // taller than the viewport): for the picture, the document is made a pixel taller.
    await this.run(
      `function () { document.documentElement.dataset.engineShot = document.documentElement.style.minHeight; document.documentElement.style.minHeight = 'calc(100vh + 1px)'; }`,
      [],
    );
    try {
      writeFileSync(file, Buffer.from(await this.client.takeScreenshot(), 'base64'));
    } finally {
      await this.run(
        `function () { const root = document.documentElement; root.style.minHeight = root.dataset.engineShot || ''; delete root.dataset.engineShot; }`,
        [],
      ).catch(() => undefined);
    }
  }

  async setViewport(width: number, height: number): Promise<void> {
    await this.client.setWindowRect(0, 0, width, height + CHROME_HEIGHT);
    const inner = await this.run<[number, number]>('function () { return [innerWidth, innerHeight]; }', []);
    if (inner[0] !== width) throw new Error(`webkit: asked for a ${width} px viewport, got ${inner[0]} px`);
  }

  /**
   * Touch pointer actions. WebKitGTK's driver accepts them but, built without touch events, delivers
   * them as a mouse: the page's own pointer events say which it got.
   */
  private async touch(actions: Record<string, unknown>[], step: string): Promise<void> {
    await this.run(
      `function () { window.__enginePointerType = null; addEventListener('pointerdown', (event) => { window.__enginePointerType = event.pointerType; }, { once: true, capture: true }); }`,
      [],
    );
    try {
      await this.client.performActions([
        { type: 'pointer', id: 'finger', parameters: { pointerType: 'touch' }, actions },
      ]);
      await this.client.releaseActions();
    } catch (error) {
      throw new Unsupported(
        'webkit',
        `${step}: WebKitWebDriver refuses touch pointer actions (${String(error).slice(0, 160)})`,
      );
    }
    const delivered = await this.run<string | null>('function () { return window.__enginePointerType; }', []);
    if (delivered !== 'touch')
      throw new Unsupported(
        'webkit',
        `${step}: WebKitWebDriver delivers a touch as pointerType "${String(delivered)}", not a finger`,
      );
  }

  longPress(x: number, y: number, ms: number): Promise<void> {
    return this.touch(
      [
        { type: 'pointerMove', x, y, duration: 0 },
        { type: 'pointerDown', button: 0 },
        { type: 'pause', duration: ms },
        { type: 'pointerUp', button: 0 },
      ],
      'a long press',
    );
  }

  drag(x: number, y1: number, y2: number, steps: number): Promise<void> {
    const moves = Array.from({ length: steps }, (_, index) => ({
      type: 'pointerMove',
      x,
      y: Math.round(y1 + ((y2 - y1) * (index + 1)) / steps),
      duration: 16,
    }));
    return this.touch(
      [
        { type: 'pointerMove', x, y: y1, duration: 0 },
        { type: 'pointerDown', button: 0 },
        ...moves,
        { type: 'pointerUp', button: 0 },
      ],
      'a swipe',
    );
  }

  setOffline(): Promise<void> {
    return Promise.reject(
      new Unsupported('webkit', 'going offline: WebDriver classic has no network emulation'),
    );
  }

  async close(): Promise<void> {
    await this.client.deleteSession().catch(() => undefined);
  }
}
