'use client';

import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import type { Workbox } from 'workbox-window';
import { ConfirmDialog } from '@/components/shell/confirm-dialog';
import { afterPageSettled } from '@/lib/pwa/after-page-settled';
import { askForPersistentStorage } from '@/lib/pwa/persistent-storage';
import { paymentInProgressAtom } from '@/lib/state/payment-activity';
import { showToast } from '@/lib/toast/toast-store';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;

/**
 * How long after asking the new worker to take over "Restart now" reloads anyway. A worker told to skip
 * waiting is held by Chromium until the old one has finished its work, and that can last until the
 * page goes (below); leaving the page ends it, and the new worker serves the reload.
 */
export const TAKEOVER_WAIT_MS = 3000;

/** After "Restart now", how long before the new worker is told to take over (then the next idle moment). */
export const SKIP_WAITING_DELAY_MS = 300;

/**
 * Registers the service worker (mounted once the page has settled: ./service-worker-updates-gate.tsx)
 * and asks before a waiting new version takes over; never while a payment is in progress. "Restart now" → once
 * the page is quiet the worker skips waiting, and the page reloads when it controls (or after
 * {@link TAKEOVER_WAIT_MS}).
 */
export function ServiceWorkerUpdates() {
  const t = useTranslations('pwa');
  const paymentInProgress = useAtomValue(paymentInProgressAtom);
  const [waiting, setWaiting] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const workbox = useRef<Workbox | null>(null);

  useEffect(() => {
    let cancelled = false;
    let interval: number | undefined;
    const failed = () => showToast({ key: 'pwa.updateFailed' });
    const check = () => {
      if (document.visibilityState === 'visible' && navigator.onLine)
        void workbox.current?.update().catch(failed);
    };
    void import('workbox-window').then(({ Workbox }) => {
      if (cancelled) return;
      const wb = new Workbox('/sw.js', { scope: '/' });
      workbox.current = wb;
      wb.addEventListener('waiting', () => {
        // A new version waits only behind one that already controls this page. workbox-window also
        // says "waiting" for a first install that stays `installed` over 200 ms (a busy phone), and
        // for one a page left behind mid-install: nothing would change on a restart, so no prompt.
        if (!navigator.serviceWorker.controller) return;
        setWaiting(true);
        setDismissed(false);
      });
      wb.register()
        .then((registration) => {
          if (!registration || cancelled) return;
          // The offline copy exists now: ask the engine to keep it (and the session) from eviction.
          void askForPersistentStorage();
          interval = window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
          document.addEventListener('visibilitychange', check);
        })
        // Browsers that refuse workers (private modes, some in-app webviews) just run without one.
        .catch((error: unknown) => console.info('[sw] not registered', error));
    });
    return () => {
      cancelled = true;
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);

  const restart = () => {
    const wb = workbox.current;
    if (!wb) return;
    let reloading = false;
    const reload = () => {
      if (reloading) return;
      reloading = true;
      window.location.reload();
    };
    wb.addEventListener('controlling', reload);
    // Closing the dialog can start the screen's own requests (links coming into view, refetches).
    // Told to skip waiting while a request went through the old worker, Chromium has been seen to
    // hold the new one "activating" until the tab closed. Ask once the page is quiet.
    void afterPageSettled(window, SKIP_WAITING_DELAY_MS).then(() => {
      wb.messageSkipWaiting();
      window.setTimeout(reload, TAKEOVER_WAIT_MS);
    });
  };

  return (
    <ConfirmDialog
      open={waiting && !dismissed && !paymentInProgress}
      message={t('updateReady')}
      confirmLabel={t('restart')}
      cancelLabel={t('later')}
      onCancel={() => setDismissed(true)}
      onConfirm={() => {
        setDismissed(true);
        restart();
      }}
    />
  );
}
