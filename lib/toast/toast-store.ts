import { atom } from 'jotai';
import type { ShellMessageKey } from '@/lib/i18n/shell-messages';
import { appStore } from '@/lib/state/store';

export const TOAST_DEFAULT_DURATION_MS = 1500;

/**
 * A message the shell carries (translated when shown, so it follows a change of language), or a
 * text shown as is: the server's words, or a screen's own message translated where it is raised
 * (the toaster sits above the screens and has only the shell's English).
 */
export type ToastMessage =
  { key: ShellMessageKey; values?: Record<string, string | number> } | { text: string };

export interface Toast {
  id: number;
  message: ToastMessage;
  durationMs: number;
}

export const toastAtom = atom<Toast | null>(null);

let nextId = 1;

export function showToast(message: ToastMessage, durationMs = TOAST_DEFAULT_DURATION_MS): void {
  appStore.set(toastAtom, { id: nextId++, message, durationMs });
}

export function dismissToast(id: number): void {
  if (appStore.get(toastAtom)?.id === id) appStore.set(toastAtom, null);
}
