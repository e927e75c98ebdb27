'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useDialogFocus } from '@/components/ui/use-dialog-focus';
import styles from './confirm-dialog.module.css';

/**
 * A modal question with Cancel and Confirm (or the labels given: the actions' own names), centred on the screen (native <dialog>: the page behind
 * inert and Escape for free; focus kept inside: components/ui/use-dialog-focus.ts). Kept centred rather than a bottom sheet: it is one short question, not a form.
 */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
}: {
  open: boolean;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
}) {
  const t = useTranslations('common');
  const ref = useRef<HTMLDialogElement>(null);
  useDialogFocus(ref, open);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="confirm-dialog-message"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <p id="confirm-dialog-message" className={styles.message}>
        {message}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel ?? t('cancel')}
        </Button>
        <Button onClick={onConfirm}>{confirmLabel ?? t('confirm')}</Button>
      </div>
    </dialog>
  );
}
