import { describe, expect, it } from 'vitest';
import { asksSilently } from './persistent-storage';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const DESKTOP_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0';
const IPHONE_FIREFOX =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/140.0 Mobile/15E148 Safari/605.1.15';

describe('asking for persistent storage', () => {
  it('asks where the engine decides without a prompt: Safari, wallet WebViews, Chromium', () => {
    expect(asksSilently({ userAgent: IPHONE_SAFARI, standalone: false })).toBe(true);
    expect(asksSilently({ userAgent: ANDROID_CHROME, standalone: false })).toBe(true);
  });

  it('does not make Firefox prompt a member in a tab; the installed app asks', () => {
    expect(asksSilently({ userAgent: DESKTOP_FIREFOX, standalone: false })).toBe(false);
    expect(asksSilently({ userAgent: IPHONE_FIREFOX, standalone: false })).toBe(false);
    expect(asksSilently({ userAgent: DESKTOP_FIREFOX, standalone: true })).toBe(true);
  });
});
