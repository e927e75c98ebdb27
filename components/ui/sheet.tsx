'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import styles from './sheet.module.css';
import { useDialogFocus } from './use-dialog-focus';

/** Taps this soon after the sheet opened are the rest of the tap that opened it. */
const DOUBLE_TAP_MS = 500;

/**
 * A bottom sheet on the native modal <dialog> (the page behind inert, Escape and the top layer for
 * free; focus goes round inside it and back to its opener: ./use-dialog-focus.ts): a
 * title, a close button, and a tap on the dimmed backdrop closes it. `dismissible={false}` while
 * something is being submitted, so the sheet cannot vanish under a request in flight.
 */
export function Sheet({
  open,
  title,
  onClose,
  dismissible = true,
  children,
  testId,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  dismissible?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  const t = useTranslations('common');
  const ref = useRef<HTMLDialogElement>(null);
  const openedAt = useRef(0);
  const titleId = useId();
  useDialogFocus(ref, open);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      openedAt.current = performance.now();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.sheet}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on its backdrop (the content covers the box).
        // The second tap of a double tap on the button that opened the sheet lands there too: ignored.
        const settled = performance.now() - openedAt.current > DOUBLE_TAP_MS;
        if (event.target === event.currentTarget && dismissible && settled) onClose();
      }}
    >
      <div className={styles.content}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            disabled={!dismissible}
            aria-label={t('close')}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        {children}
      </div>
    </dialog>
  );
}
