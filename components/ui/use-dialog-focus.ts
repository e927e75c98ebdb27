'use client';

import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keyboard focus in an open modal `<dialog>`: the native dialog moves focus in, makes the page behind
 * it inert and closes on Escape, but Tab past its last control (or Shift+Tab before its first) leaves
 * for the browser's own controls; here it goes round inside the dialog. When the dialog goes (closed
 * or unmounted), focus returns to the control that had it before it opened.
 */
export function useDialogFocus(ref: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (control) => control.offsetParent !== null || control === document.activeElement,
      );
      const first = controls[0];
      const last = controls.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected && !dialog.contains(opener)) opener.focus({ preventScroll: true });
    };
  }, [ref, open]);
}
