/**
 * localStorage keys the app keeps its session and language under (JSON-encoded, as jotai's
 * `atomWithStorage` writes them). The head script reads them before the app's code has come
 * (lib/boot/head/), so they are named once here.
 */
export const TOKEN_STORAGE_KEY = 'token';
export const SESSION_ACCOUNT_STORAGE_KEY = 'sessionAccount';
export const LOCALE_STORAGE_KEY = 'locale';

/** The JSON value stored at `key`, or null when there is none or it is damaged. */
export function readStored(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}
