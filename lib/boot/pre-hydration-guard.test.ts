// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyTaps } from './head/tap-keeper';
import { BOOTING_ATTRIBUTE, markHydrated, TAP_PENDING_ATTRIBUTE } from './pre-hydration-guard';

function submitEvent(form: HTMLFormElement): Event {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
}

function element(selector: string): HTMLElement {
  const found = document.querySelector(selector);
  if (!(found instanceof HTMLElement)) throw new Error(`no ${selector}`);
  return found;
}

/** The app's own listener, registered after the inline script as React's is (on the document). */
function appListener(type: string): string[] {
  const seen: string[] = [];
  document.addEventListener(type, (event) => {
    const target = event.target as Element;
    seen.push(target.id || target.tagName.toLowerCase());
  });
  return seen;
}

/** Replays at once (the app waits for the next task; see markHydrated). */
const now = (replay: () => void) => replay();

afterEach(() => {
  document.documentElement.removeAttribute(BOOTING_ATTRIBUTE);
  document.documentElement.removeAttribute(TAP_PENDING_ATTRIBUTE);
  document.body.innerHTML = '';
  delete window.__earlyTaps;
});

describe('pre-hydration guard', () => {
  it('cancels native form submission until hydrated, then lets forms submit through the app', () => {
    document.body.innerHTML = '<form><input name="password" value="secret"></form>';
    const form = document.querySelector('form');
    if (!form) throw new Error('no form');
    keepEarlyTaps();
    expect(document.documentElement.hasAttribute(BOOTING_ATTRIBUTE)).toBe(true);
    expect(submitEvent(form).defaultPrevented).toBe(true);

    const submit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    markHydrated(document.documentElement, now);
    expect(document.documentElement.hasAttribute(BOOTING_ATTRIBUTE)).toBe(false);
    // The submission kept while booting is made again, once, now that the app listens.
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submitEvent(form).defaultPrevented).toBe(false);
  });

  it('keeps a tap on a button from the app while booting, shows it pending, and replays it once', () => {
    document.body.innerHTML = '<nav><button id="more"><svg><path /></svg> More</button></nav>';
    keepEarlyTaps();
    const seen = appListener('click');
    const more = element('#more');

    // Two impatient taps, one on the icon inside the button.
    const icon = document.querySelector('path');
    if (!icon) throw new Error('no icon');
    icon.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    more.click();
    expect(seen).toEqual([]);
    expect(more.hasAttribute(TAP_PENDING_ATTRIBUTE)).toBe(true);
    expect(document.documentElement.hasAttribute(TAP_PENDING_ATTRIBUTE)).toBe(true);

    markHydrated(document.documentElement, now);
    expect(seen).toEqual(['more']);
    expect(more.hasAttribute(TAP_PENDING_ATTRIBUTE)).toBe(false);
    expect(document.documentElement.hasAttribute(TAP_PENDING_ATTRIBUTE)).toBe(false);

    // After hydration taps go straight to the app.
    more.click();
    expect(seen).toEqual(['more', 'more']);
  });

  it('replays taps on different controls in the order they were made', () => {
    document.body.innerHTML = '<button id="first">A</button><div role="button" id="second">B</div>';
    keepEarlyTaps();
    const seen = appListener('click');
    element('#second').click();
    element('#first').click();
    markHydrated(document.documentElement, now);
    expect(seen).toEqual(['second', 'first']);
  });

  it('leaves links to the browser and ignores disabled buttons', () => {
    document.body.innerHTML = '<a id="link" href="#x">Records</a><button id="off" disabled>Pay</button>';
    keepEarlyTaps();
    const seen = appListener('click');
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    element('#link').dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    expect(seen).toEqual(['link']);
    element('#off').click();
    markHydrated(document.documentElement, now);
    expect(seen).toEqual(['link']);
    expect(window.__earlyTaps).toEqual([]);
  });

  it('drops a kept tap whose control is gone by the time the app has loaded', () => {
    document.body.innerHTML = '<button id="gone">Search</button>';
    keepEarlyTaps();
    const seen = appListener('click');
    const gone = element('#gone');
    gone.click();
    gone.remove();
    markHydrated(document.documentElement, now);
    expect(seen).toEqual([]);
  });

  it('replays on the control React put in the place of the one tapped, and only on the same control', () => {
    for (const [replacement, expected] of [
      ['<button id="again">Connect wallet</button>', ['again']],
      ['<button id="other">Log in</button>', []],
    ] as const) {
      document.body.innerHTML = '<button id="first">Connect wallet</button>';
      keepEarlyTaps();
      const seen = appListener('click');
      element('#first').dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 40, clientY: 60 }));
      // Hydration renders the part afresh: a new element where the old one was.
      document.body.innerHTML = replacement;
      const at = vi.fn((x: number, y: number) =>
        x === 40 && y === 60 ? document.querySelector('button') : null,
      );
      document.elementFromPoint = at;
      markHydrated(document.documentElement, now);
      expect(seen).toEqual(expected);
      expect(at).toHaveBeenCalledWith(40, 60);
    }
  });
});

describe('replay timing', () => {
  it('replays in a later task than the one that marked the app hydrated', async () => {
    document.body.innerHTML = '<button id="later">Search</button>';
    keepEarlyTaps();
    const seen = appListener('click');
    element('#later').click();
    markHydrated();
    expect(seen).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(['later']);
  });
});
