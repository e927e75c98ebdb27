'use client';

import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { dismissToast, toastAtom, type ToastMessage } from '@/lib/toast/toast-store';
import styles from './toaster.module.css';

export function Toaster() {
  const toast = useAtomValue(toastAtom);
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
          {renderMessage(toast.message, (key, values) => t(key as Parameters<typeof t>[0], values))}
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
