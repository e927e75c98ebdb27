import { atom } from 'jotai';
import type { MessageKeys, Messages, NestedKeyOf } from 'next-intl';
import { appStore } from '@/lib/state/store';

export const TOAST_DEFAULT_DURATION_MS = 1500;

/** Any message of the catalog, by its dotted key (checked at compile time). */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

/** A message key from messages/*.json (translated when shown) or a server text shown as is. */
export type ToastMessage = { key: MessageKey; values?: Record<string, string | number> } | { text: string };

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
