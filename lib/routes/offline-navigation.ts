import { showToast } from '@/lib/toast/toast-store';

/**
 * Whether the app can go to another screen now: online, or a service worker serves the app's pages
 * from the device (the installed app). Offline without one (a first visit, private mode, a wallet's
 * in-app browser), Next's router would fail to fetch the screen and hand the page to the browser,
 * whose own offline page would then replace the app.
 */
export function canLeaveScreen(): boolean {
  return navigator.onLine || ('serviceWorker' in navigator && navigator.serviceWorker.controller !== null);
}

/** Says why the app stayed on its screen (the offline banner stays above it). */
export function sayOfflineNavigation(): void {
  showToast({ key: 'shell.offlineNavigation' });
}

/**
 * While the app cannot leave its screen, a tap on a link to another of its screens (a tab, a tile, a
 * row) keeps the screen and says why, instead of leaving a dead page: the document listens first,
 * before Next's links see the tap. Returns the remover.
 */
export function keepScreenWhenOffline(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || canLeaveScreen()) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
    if (link.target === '_blank' || link.hasAttribute('download')) return;
    if (link.pathname === location.pathname && link.search === location.search) return;
    event.preventDefault();
    event.stopPropagation();
    sayOfflineNavigation();
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
