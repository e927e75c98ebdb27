'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { appStore } from '@/lib/state/store';
import { dismissToast, toastAtom } from '@/lib/toast/toast-store';
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

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast]);

  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toast && (
        <div key={toast.id} className={styles.toast}>
          {'key' in toast.message ? t(toast.message.key, toast.message.values) : toast.message.text}
        </div>
      )}
    </div>
  );
}
