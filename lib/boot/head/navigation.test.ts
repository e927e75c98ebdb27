// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IN_APP_BACK_HANDOFF_KEY, IN_APP_BACK_KEY } from '@/lib/routes/in-app-history';
import { bootNavigation } from './navigation';
const ORIGIN = 'https://app.example';

interface Page {
  replace: ReturnType<typeof vi.fn>;
}

/** Loads a document at `url` as the browser would run the <head> script, with what it needs stubbed. */
function load(url: string, { referrer = '' } = {}): Page {
  const parsed = new URL(url, ORIGIN);
  const replace = vi.fn();
  vi.stubGlobal('location', {
    href: parsed.href,
    origin: ORIGIN,
    pathname: parsed.pathname,
    search: parsed.search,
    hash: parsed.hash,
    replace,
  });
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  bootNavigation();
  return { replace };
}

function storedValue(): unknown {
  return (history.state as Record<string, unknown> | null)?.[IN_APP_BACK_KEY];
}

beforeEach(() => {
  history.replaceState(null, '');
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.style.visibility = '';
});
afterEach(() => vi.unstubAllGlobals());

describe('navigation boot script: where Back may go', () => {
  it('marks a deep link (no referrer) as having no in-app entry behind it', () => {
    load('/pages/user/aboutUs');
    expect(storedValue()).toBe(false);
  });

  it('keeps the value an entry already carries (reload, back/forward) and the other state', () => {
    history.replaceState({ __NA: true, [IN_APP_BACK_KEY]: true }, '');
    load('/pages/user/aboutUs');
    expect(history.state).toEqual({ __NA: true, [IN_APP_BACK_KEY]: true });
  });

  it('counts a page opened from one of the app’s pages in the same tab as in-app', () => {
    history.pushState(null, '');
    history.replaceState(null, '');
    load('/pages/user/aboutUs', { referrer: `${ORIGIN}/pages/home/noticeInfo?id=1` });
    expect(storedValue()).toBe(true);
  });

  it('does not count another site as the app', () => {
    history.pushState(null, '');
    history.replaceState(null, '');
    load('/pages/user/aboutUs', { referrer: 'https://app.example.evil.test/' });
    expect(storedValue()).toBe(false);
  });
});

describe('navigation boot script: old hash links', () => {
  it('replaces the page for another route and hands the entry’s value to it', () => {
    const first = load('/#/pages/user/aboutUs');
    expect(first.replace).toHaveBeenCalledWith('/pages/user/aboutUs');
    expect(document.documentElement.style.visibility).toBe('hidden');

    // The replacing document has no state of its own but a same-origin referrer: the handoff wins.
    history.replaceState(null, '');
    history.pushState(null, '');
    load('/pages/user/aboutUs', { referrer: `${ORIGIN}/` });
    expect(storedValue()).toBe(false);
    expect(sessionStorage.getItem(IN_APP_BACK_HANDOFF_KEY)).toBeNull();
  });

  it('ignores a stale or foreign handoff', () => {
    sessionStorage.setItem(
      IN_APP_BACK_HANDOFF_KEY,
      JSON.stringify({ to: '/pages/user/set', back: true, at: Date.now() }),
    );
    load('/pages/user/aboutUs');
    expect(storedValue()).toBe(false);
  });
});

describe('navigation boot script: the login page with a stored session', () => {
  it.each(['/', '/index.html', '/pages/login/index', '/pages/login/index.html', '/#/'])(
    '%s goes to Home',
    (url) => {
      localStorage.setItem('token', JSON.stringify('abc'));
      expect(load(url).replace).toHaveBeenCalledWith('/pages/home/index');
      expect(document.documentElement.style.visibility).toBe('hidden');
    },
  );

  it('stays on the login page without a session', () => {
    expect(load('/').replace).not.toHaveBeenCalled();
    localStorage.setItem('token', 'null');
    expect(load('/pages/login/index').replace).not.toHaveBeenCalled();
    expect(document.documentElement.style.visibility).toBe('');
  });

  it('leaves register reachable with a session', () => {
    localStorage.setItem('token', JSON.stringify('abc'));
    expect(load('/pages/login/register?c=0x1').replace).not.toHaveBeenCalled();
  });

  it('lets an old hash link to another page go there first', () => {
    localStorage.setItem('token', JSON.stringify('abc'));
    expect(load('/#/pages/user/set').replace.mock.calls).toEqual([['/pages/user/set']]);
  });
});

describe('navigation boot script: an old hash link in a tab that already shows the app', () => {
  it('opens its page when only the hash changes, the inviter with it', () => {
    const page = load('/pages/home/index');
    expect(page.replace).not.toHaveBeenCalled();
    location.hash = '#/pages/login/register?c=0xabc';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(page.replace).toHaveBeenCalledWith('/pages/login/register?c=0xabc');
  });

  it('leaves a hash that names no screen alone', () => {
    const page = load('/pages/home/index');
    location.hash = '#section-2';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(page.replace).not.toHaveBeenCalled();
  });
});
