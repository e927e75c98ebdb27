/**
 * What the layout sweep and the contact sheet share: waiting until a screen shows its content (not
 * a spinner, skeleton or loading text), and finding what sticks out past the viewport's right edge.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { SweepRoute } from './routes';
import { REPO_ROOT } from './stack';

export const SWEEP_LOCALES = ['en', 'zh-Hant', 'vi'] as const;
export type SweepLocale = (typeof SWEEP_LOCALES)[number];

/** The app's "Loading…" in `locale` (messages/<locale>.json, `common.loading`). */
function loadingTextOf(locale: SweepLocale): string {
  const file = path.join(REPO_ROOT, 'messages', `${locale}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as { common: { loading: string } };
  return messages.common.loading;
}

/** The language's name on the settings page's language switch. */
const LANGUAGE_NAMES: Record<SweepLocale, string> = {
  en: 'English',
  'zh-Hant': '繁體中文',
  vi: 'Tiếng Việt',
};

/**
 * Switches the app's language the way a person does (Settings → language); the choice persists for
 * the rest of the page's session.
 */
export async function switchLocale(page: Page, locale: SweepLocale): Promise<void> {
  await page.goto('/pages/user/set');
  const radio = page.getByRole('radio', { name: LANGUAGE_NAMES[locale] });
  await radio.check();
  await page.locator(`html[lang="${locale}"]`).waitFor({ state: 'attached' });
}

/**
 * Opens `url` in the app. Once the app runs, by a client-side navigation (what a tap on one of its
 * links does: `window.next.router.push`), which spares a full page load and hydration per route;
 * otherwise by loading the page.
 */
export async function openRoute(page: Page, url: string): Promise<void> {
  const pushed = await page.evaluate((target) => {
    const router = (window as { next?: { router?: { push: (href: string) => void } } }).next?.router;
    if (!router || location.pathname === new URL(target, location.href).pathname) return false;
    router.push(target);
    return true;
  }, url);
  if (!pushed) {
    await page.goto(url);
    return;
  }
  const expected = new URL(url, page.url());
  await page.waitForURL(
    (current) => current.pathname === expected.pathname && current.search === expected.search,
  );
}

/** Counts the page's fetch/XHR requests in flight (API, JSON-RPC, the wallet's node). */
export function trackRequests(page: Page): { inFlight: () => number; quietSince: () => number } {
  let inFlight = 0;
  let changedAt = Date.now();
  const isData = (type: string) => type === 'fetch' || type === 'xhr';
  page.on('request', (request) => {
    if (!isData(request.resourceType())) return;
    inFlight += 1;
    changedAt = Date.now();
  });
  const done = (request: { resourceType(): string }) => {
    if (!isData(request.resourceType())) return;
    inFlight = Math.max(0, inFlight - 1);
    changedAt = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { inFlight: () => inFlight, quietSince: () => changedAt };
}

/** Visible loading states: spinners, skeletons, busy regions and the "Loading…" text of the language. */
function loadersInPage(loadingText: string): string[] {
  const visible = (element: Element) => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  };
  const found: string[] = [];
  for (const element of document.querySelectorAll(
    '[class*="spinner" i], [class*="skeleton" i], [aria-busy="true"]',
  ))
    if (visible(element)) found.push(`${element.tagName.toLowerCase()}.${element.className}`);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (node.textContent?.trim() === loadingText && parent && visible(parent)) found.push(`"${loadingText}"`);
  }
  return found;
}

const QUIET_MS = 300;

/**
 * Waits until the route shows its content: its `ready` element is visible, no request has been in
 * flight for a moment and nothing shows a loading state. Resolves with what never got there
 * (empty when the content is shown), so a sweep can report it instead of stopping.
 */
export async function waitForContent(
  page: Page,
  route: SweepRoute,
  locale: SweepLocale,
  requests: ReturnType<typeof trackRequests>,
  timeoutMs = 10_000,
): Promise<string[]> {
  const problems: string[] = [];
  const deadline = Date.now() + timeoutMs;
  if (route.ready) {
    await page
      .getByTestId(route.ready)
      .first()
      .waitFor({ state: 'visible', timeout: timeoutMs })
      .catch(() => problems.push(`content not shown: [data-testid="${route.ready}"] never became visible`));
  }
  const loadingText = loadingTextOf(locale);
  let loaders: string[] = [];
  for (;;) {
    loaders = await page.evaluate(loadersInPage, loadingText);
    const quiet = requests.inFlight() === 0 && Date.now() - requests.quietSince() >= QUIET_MS;
    if (quiet && loaders.length === 0) break;
    if (Date.now() > deadline) {
      if (loaders.length > 0) problems.push(`still loading after ${timeoutMs} ms: ${loaders.join(', ')}`);
      break;
    }
    await page.waitForTimeout(100);
  }
  return problems;
}

export interface Overflow {
  /** Selector-like path from the nearest landmark (`main`, `nav`, `header`…) to the element. */
  element: string;
  /** Its right edge (box or text) in CSS px. */
  right: number;
  /** The start of its text. */
  text: string;
  /** The ancestor that cuts it off at its edge, if one does (the content is then hidden, not shown). */
  cutBy?: string;
}

export interface LayoutReport {
  /** The screen width measured against (CSS px). */
  width: number;
  /** `document.documentElement.scrollWidth`. */
  scrollWidth: number;
  /**
   * Visible elements whose box or text ends past the screen's right edge, innermost only (their
   * containers stick out because of them and are not listed again).
   */
  overflows: Overflow[];
  /** Text on screen that runs past the right edge of its box (card, badge, button). */
  cuts: CutOff[];
  /** Fields whose placeholder does not fit the field (it would show cut: "Please enter the h…"). */
  placeholders: { element: string; text: string; needs: number; has: number }[];
}

export interface CutOff {
  element: string;
  /** The edge that cuts the text (CSS px). */
  edge: number;
  /** Where the text would end. */
  textRight: number;
  /** The element itself or the ancestor (its box) it runs out of. */
  by: string;
  /** The box hides its overflow: the end of the text is not shown at all. */
  cut: boolean;
  text: string;
}

/**
 * Runs in the page: the document width and every element sticking out past `width`. Measured
 * against the width the viewport was set to, not `innerWidth`: a phone browser zooms out to fit a
 * page wider than the screen, and `innerWidth` then grows with the page.
 */
export function measureInPage(width: number): LayoutReport {
  const limit = width + 0.5;
  const scrollWidth = document.documentElement.scrollWidth;
  // Class names from CSS modules look like `sHxNFW_amount`: the part after the hash reads better.
  const readable = (name: string) => name.replace(/^_?[-\w]{6}_(?=\w)/, '');
  const describe = (element: Element): string => {
    let name = element.tagName.toLowerCase();
    if (element.id) name += `#${element.id}`;
    for (const cls of Array.from(element.classList).slice(0, 2)) name += `.${readable(cls)}`;
    const testId = element.getAttribute('data-testid');
    if (testId) name += `[data-testid="${testId}"]`;
    return name;
  };
  const path = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      parts.unshift(describe(node));
      if (['MAIN', 'NAV', 'HEADER', 'FOOTER', 'DIALOG'].includes(node.tagName)) break;
    }
    return parts.length > 5 ? `${parts[0]} … ${parts.slice(-4).join(' > ')}` : parts.join(' > ');
  };
  const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
  const scrolls = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);

  // A fixed layer spanning the viewport (toasts, the tab bar) grows with it when the browser zooms
  // out to fit a too-wide page: it and its content stick out because of another offender.
  const stretched = (element: Element): boolean => {
    if (scrollWidth <= width) return false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).position !== 'fixed') continue;
      const rect = node.getBoundingClientRect();
      if (rect.left < 1 && rect.right >= scrollWidth - 1) return true;
    }
    return false;
  };

  // Hidden on purpose: the visually-hidden pattern (1 px, clip) for screen readers.
  const hiddenByClip = (element: Element): boolean => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.getPropertyValue('clip') !== 'auto' || style.clipPath !== 'none') return true;
    }
    return false;
  };
  // Where the element's own text ends (its direct text nodes; -Infinity without text).
  const textRightOf = (element: Element): number => {
    let right = -Infinity;
    for (const child of element.childNodes) {
      if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(child);
      for (const box of range.getClientRects()) if (box.width > 0) right = Math.max(right, box.right);
    }
    return right;
  };

  const transparent = (color: string) => color === 'transparent' || /^rgba\(.*,\s*0\)$/.test(color);
  const isBox = (element: Element): boolean => {
    const style = getComputedStyle(element);
    if (clips(element) || style.backgroundImage !== 'none' || !transparent(style.backgroundColor))
      return true;
    return [style.borderTop, style.borderRight, style.borderBottom, style.borderLeft].some(
      (border) => !/^0px|none/.test(border),
    );
  };

  const rightOf = new Map<Element, { right: number; cutBy?: string }>();
  const cuts: CutOff[] = [];
  // Moving right now (a carousel sliding to its next picture): measured once it stands still.
  const moving = document
    .getAnimations()
    .map((animation) => (animation.effect instanceof KeyframeEffect ? animation.effect.target : null))
    .filter((target): target is Element => target !== null);
  const isMoving = (element: Element) => moving.some((target) => target.contains(element));

  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') continue;
    if (isMoving(element)) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const textRight = textRightOf(element);
    // Text running out of its box (no wrapping, a long unbroken hash) counts as the element's,
    // unless the element cuts its own content (an ellipsis).
    const right = clips(element) ? rect.right : Math.max(rect.right, textRight);
    if (right > limit && !stretched(element)) {
      // Inside a box that hides or scrolls its overflow and ends on screen (a carousel, a
      // horizontal scroller): whatever runs past it is hidden there, not past the screen's edge
      // (text cut short inside a card is the check below). Wholly beyond a clipped edge (a
      // carousel's next slide): hidden by design. Otherwise it is cut off at the screen's edge, or
      // sticks out past it.
      let intended = false;
      let cutBy: string | undefined;
      for (let node = element.parentElement; node; node = node.parentElement) {
        if (!clips(node)) continue;
        const edge = node.getBoundingClientRect().right;
        if (edge <= limit || rect.left >= Math.min(edge, width) - 0.5) {
          intended = true;
          break;
        }
        cutBy ??= describe(node);
      }
      if (!intended) rightOf.set(element, cutBy ? { right, cutBy } : { right });
      continue;
    }
    // Text that stays on screen but runs out of its box (a card, a badge, a button: anything with a
    // background or border, or hiding its overflow): part of a figure or a name is cut off, or
    // stands outside its card where it may not even show (white on the page's background).
    if (textRight === -Infinity || hiddenByClip(element)) continue;
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (!isBox(node)) continue;
      // A horizontal scroller is scrolled by design; an ellipsis shortens text by design.
      if (scrolls(node) || (node === element && clips(node) && style.textOverflow === 'ellipsis')) break;
      const edge = node.getBoundingClientRect().right;
      if (textRight > edge + 1 && rect.left < edge - 1)
        cuts.push({
          element: path(element),
          edge: Math.round(edge),
          textRight: Math.round(textRight),
          by: node === element ? 'itself' : describe(node),
          cut: clips(node),
          text: element.textContent.replace(/\s+/g, ' ').trim().slice(0, 48),
        });
      break;
    }
  }
  const overflows: Overflow[] = [];
  for (const [element, { right, cutBy }] of rightOf) {
    if (Array.from(element.querySelectorAll('*')).some((inner) => rightOf.has(inner))) continue;
    overflows.push({
      element: path(element),
      right: Math.round(right),
      text: element.textContent.replace(/\s+/g, ' ').trim().slice(0, 48),
      ...(cutBy ? { cutBy } : {}),
    });
  }
  // Placeholders are drawn inside the field's content box with its font; one that is wider shows cut.
  const placeholders: LayoutReport['placeholders'] = [];
  const context = document.createElement('canvas').getContext('2d');
  for (const field of Array.from(
    document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[placeholder], textarea[placeholder]',
    ),
  )) {
    const box = field.getBoundingClientRect();
    if (!context || box.width === 0) continue;
    const style = getComputedStyle(field);
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const needs = Math.ceil(context.measureText(field.placeholder).width);
    const has = Math.floor(
      field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
    );
    if (needs > has) placeholders.push({ element: describe(field), text: field.placeholder, needs, has });
  }
  return { width, scrollWidth, overflows, cuts, placeholders };
}

/** Sets the viewport width (height kept), lets layout settle, and measures. */
export async function measureAt(page: Page, width: number): Promise<LayoutReport> {
  const height = page.viewportSize()?.height ?? 812;
  await page.setViewportSize({ width, height });
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  return page.evaluate(measureInPage, width);
}

/** One line per problem of a measurement, for the failure message. */
export function describeReport(report: LayoutReport): string[] {
  const lines: string[] = [];
  if (report.scrollWidth > report.width)
    lines.push(`document is ${report.scrollWidth} px wide (scrollWidth > ${report.width})`);
  for (const { element, right, text, cutBy } of report.overflows)
    lines.push(
      `${element} ends at ${right} px${text ? ` ("${text}")` : ''}${cutBy ? `, cut off by ${cutBy}` : ''}`,
    );
  for (const { element, edge, textRight, by, cut, text } of report.cuts)
    lines.push(
      `${element}: text runs to ${textRight} px, past the right edge of ${by} at ${edge} px${cut ? ' (cut off)' : ''} ("${text}")`,
    );
  for (const { element, text, needs, has } of report.placeholders)
    lines.push(`${element}: placeholder "${text}" needs ${needs} px, the field has ${has} px`);
  return lines;
}
