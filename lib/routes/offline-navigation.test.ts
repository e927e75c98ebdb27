// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '@/lib/state/store';
import { toastAtom } from '@/lib/toast/toast-store';
import { keepScreenWhenOffline } from './offline-navigation';

let remove: () => void = () => undefined;
let followed: string[] = [];
const follow = (event: Event) => {
  if (!event.defaultPrevented) followed.push((event.target as HTMLAnchorElement).pathname);
  event.preventDefault();
};

function link(href: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = href;
  document.body.append(a);
  return a;
}

beforeEach(() => {
  followed = [];
  document.body.innerHTML = '';
  document.body.addEventListener('click', follow);
  remove = keepScreenWhenOffline();
  appStore.set(toastAtom, null);
});
afterEach(() => {
  remove();
  document.body.removeEventListener('click', follow);
  vi.restoreAllMocks();
});

describe('keepScreenWhenOffline', () => {
  it('keeps the screen and says why when a link to another screen is tapped offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    link('/pages/pledge/index').click();
    expect(followed).toEqual([]);
    expect(appStore.get(toastAtom)?.message).toEqual({ key: 'shell.offlineNavigation' });
  });

  it('lets links through online, and links to other sites offline', () => {
    link('/pages/pledge/index').click();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    link('https://example.com/help').click();
    expect(followed).toEqual(['/pages/pledge/index', '/help']);
    expect(appStore.get(toastAtom)).toBeNull();
  });
});
