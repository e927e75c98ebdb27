// @vitest-environment jsdom
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runInlineScript } from '@/lib/test/run-inline-script';
import { BOOTING_ATTRIBUTE } from '@/lib/boot/pre-hydration-guard';
import { headScriptFile } from '@/lib/boot/read-head-script';

let script = '';
beforeAll(() => {
  // Bundled as the build does, in a process of its own (esbuild does not run inside jsdom).
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-boot-script.ts'], { stdio: 'ignore' });
  script = readFileSync(headScriptFile(), 'utf8');
}, 30_000);

function load(url: string) {
  const parsed = new URL(url, 'https://app.example');
  const replace = vi.fn();
  vi.stubGlobal('location', {
    href: parsed.href,
    origin: parsed.origin,
    pathname: parsed.pathname,
    search: parsed.search,
    hash: parsed.hash,
    replace,
  });
  runInlineScript(script);
  return replace;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  const root = document.documentElement;
  root.removeAttribute(BOOTING_ATTRIBUTE);
  root.className = '';
  root.lang = '';
  root.style.visibility = '';
});

describe('the bundled head script', () => {
  it('is one classic script the HTML parser cannot end early', () => {
    expect(script).not.toMatch(/<\/script/i);
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
  });

  it('sets the chosen language, hides the page until its words load, and keeps taps', () => {
    localStorage.setItem('locale', JSON.stringify('vi'));
    expect(load('/pages/user/share')).not.toHaveBeenCalled();
    const root = document.documentElement;
    expect(root.lang).toBe('vi');
    expect(root.classList.contains('i18n-pending')).toBe(true);
    expect(root.hasAttribute(BOOTING_ATTRIBUTE)).toBe(true);
  });

  it('replaces an old hash link by its path, hidden, and starts nothing else on the old page', () => {
    const replace = load('/#/pages/login/register?c=0xABCdef0123456789abcdef0123456789ABCDEF01');
    expect(replace).toHaveBeenCalledWith(
      '/pages/login/register?c=0xABCdef0123456789abcdef0123456789ABCDEF01',
    );
    expect(document.documentElement.style.visibility).toBe('hidden');
    expect(document.documentElement.hasAttribute(BOOTING_ATTRIBUTE)).toBe(false);
  });
});
