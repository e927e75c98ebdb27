import { DEFAULT_LOCALE, detectLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { LOCALE_STORAGE_KEY, readStored } from '@/lib/state/storage-keys';

/** The class that keeps the page hidden while another language's messages load. */
export const I18N_PENDING_CLASS = 'i18n-pending';
/** The longest the page stays hidden for them (the app shows it as soon as they are in). */
export const I18N_PENDING_MAX_MS = 3000;

/**
 * Before first paint: `<html lang>` becomes the chosen or detected language (as the app will decide
 * it: lib/state/locale.ts), and when that is not English (the prerendered language) the page stays
 * hidden until its messages load, at most {@link I18N_PENDING_MAX_MS}, so nobody sees an English
 * flash. Returns the language.
 */
export function bootLocale(): Locale {
  const chosen = readStored(LOCALE_STORAGE_KEY);
  const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  const locale = isLocale(chosen) ? chosen : detectLocale(languages);
  const root = document.documentElement;
  root.lang = locale;
  if (locale !== DEFAULT_LOCALE) {
    root.classList.add(I18N_PENDING_CLASS);
    setTimeout(() => root.classList.remove(I18N_PENDING_CLASS), I18N_PENDING_MAX_MS);
  }
  return locale;
}
