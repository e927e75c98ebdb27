import { describe, expect, it, vi } from 'vitest';
import { codePointLength, visibleLength } from './visible-length';

const KEY = '\u{1F511}';
const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
const E_ACUTE_COMBINING = 'e\u0301';
const FLAG_VN = '\u{1F1FB}\u{1F1F3}';

describe('visibleLength', () => {
  it('counts what a person sees: an emoji, a ZWJ family, a flag, a combining accent are one each', () => {
    expect(KEY.repeat(3).length).toBe(6);
    expect(visibleLength(KEY.repeat(3))).toBe(3);
    expect(visibleLength(FAMILY)).toBe(1);
    expect(visibleLength(FLAG_VN)).toBe(1);
    expect(visibleLength(E_ACUTE_COMBINING)).toBe(1);
    expect(visibleLength('mật khẩu')).toBe(8);
    expect(visibleLength('密碼很安全')).toBe(5);
    expect(visibleLength('')).toBe(0);
  });

  it('falls back to code points without Intl.Segmenter', () => {
    expect(visibleLength(KEY.repeat(3), false)).toBe(3);
    expect(codePointLength(KEY.repeat(3))).toBe(3);
    // Code points cannot join a ZWJ sequence, but still never count a surrogate half.
    expect(codePointLength(FAMILY)).toBe(5);
    expect(codePointLength('abc')).toBe(3);
  });
});

describe('visibleLength on printable ASCII', () => {
  const printable = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');

  it('agrees with the grapheme count', () => {
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    expect(visibleLength(printable)).toBe(Array.from(segmenter.segment(printable)).length);
    expect(visibleLength('demo-password')).toBe(13);
  });

  it('never starts the grapheme segmenter, which stalls a slow phone on the first tap', async () => {
    vi.resetModules();
    const construct = vi.spyOn(Intl, 'Segmenter');
    try {
      const fresh = await import('./visible-length');
      expect(fresh.visibleLength(printable)).toBe(printable.length);
      expect(construct).not.toHaveBeenCalled();
      expect(fresh.visibleLength(`${printable}é`)).toBe(printable.length + 1);
      expect(construct).toHaveBeenCalledTimes(1);
    } finally {
      construct.mockRestore();
    }
  });
});
