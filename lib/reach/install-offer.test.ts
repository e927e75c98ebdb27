// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  capturedInstallPrompt,
  INSTALL_CHANGE_EVENT,
  INSTALL_PROMPT_KEY,
  captureInstallPrompt,
  promptInstall,
} from './install-prompt';
import { currentInstallOffer } from './use-install-offer';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

function browser({ userAgent = ANDROID_CHROME, standalone = false } = {}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  // jsdom has no touch screen to report.
  Object.defineProperty(navigator, 'maxTouchPoints', { value: 5, configurable: true });
  window.matchMedia = (query: string) =>
    ({
      matches: standalone && query === '(display-mode: standalone)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

/** What Chromium fires when the app can be installed. */
function offerInstall() {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  window.dispatchEvent(event);
  return { event, prompt };
}

describe('install offer', () => {
  beforeEach(() => {
    // The head script's part, as the page runs it before hydration.
    captureInstallPrompt();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(window, INSTALL_PROMPT_KEY);
    Reflect.deleteProperty(window, 'ethereum');
  });

  it('keeps the browser install event from before hydration and offers it; prompt() is called once', async () => {
    browser();
    expect(currentInstallOffer()).toBeNull();
    const changes = vi.fn();
    window.addEventListener(INSTALL_CHANGE_EVENT, changes);
    const { event, prompt } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(changes).toHaveBeenCalled();
    expect(currentInstallOffer()).toBe('prompt');

    await expect(promptInstall()).resolves.toBe(true);
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(capturedInstallPrompt()).toBeNull();
    expect(currentInstallOffer()).toBeNull();
    window.removeEventListener(INSTALL_CHANGE_EVENT, changes);
  });

  it('forgets the offer once the app is installed', () => {
    browser();
    offerInstall();
    window.dispatchEvent(new Event('appinstalled'));
    expect(currentInstallOffer()).toBeNull();
  });

  it('guides Safari on iOS, which has no install event', () => {
    browser({ userAgent: IPHONE_SAFARI });
    expect(currentInstallOffer()).toBe('ios-guide');
  });

  it('offers nothing in the installed app or in a wallet app’s browser', () => {
    browser({ standalone: true });
    offerInstall();
    expect(currentInstallOffer()).toBeNull();

    browser({ userAgent: IPHONE_SAFARI });
    (window as unknown as Record<string, unknown>).ethereum = {};
    expect(currentInstallOffer()).toBeNull();
  });
});
