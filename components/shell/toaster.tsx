'use client';

import { use, useEffect, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { AddEnglishContext } from '@/lib/i18n/add-english-context';
import { appStore } from '@/lib/state/store';
import { dismissToast, toastAtom, type ToastMessage } from '@/lib/toast/toast-store';
import styles from './toaster.module.css';

const subscribe = (onChange: () => void) => appStore.sub(toastAtom, onChange);
const current = () => appStore.get(toastAtom);
const none = () => null;

/**
 * A toast is shown in the task that raised it (a synchronous store subscription, not a deferred
 * re-render): time-bound flows count from it, e.g. "to the login page 1 s after the message".
 */
export function Toaster() {
  const toast = useSyncExternalStore(subscribe, current, none);
  const t = useTranslations();
  type Key = Parameters<typeof t>[0];
  const addEnglish = use(AddEnglishContext);
  // English comes in parts (english-messages.ts); lib/i18n/english-messages.test.ts checks that every
  // toast key is in the shell's or its screen's. Should one still be missing, the toast waits for the
  // whole catalog rather than show a key, and the console says so (the e2e journeys fail on it).
  const missingKey =
    toast && 'key' in toast.message && !t.has(toast.message.key as Key) ? toast.message.key : null;

  useEffect(() => {
    if (!missingKey) return;
    console.error(`MISSING_MESSAGE: toast key "${missingKey}" is in no english-messages.ts in effect`);
    // The whole catalog, precompiled, in a chunk of its own.
    void import('@/messages/en.json').then((english) => addEnglish(english.default));
  }, [missingKey, addEnglish]);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast]);

  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toast && !missingKey && (
        <div key={toast.id} className={styles.toast}>
          {renderMessage(toast.message, (key, values) => t(key as Key, values))}
        </div>
      )}
    </div>
  );
}

function renderMessage(
  message: ToastMessage,
  translate: (key: string, values?: Record<string, string | number>) => string,
): string {
  return 'key' in message ? translate(message.key, message.values) : message.text;
}
