import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { DEFAULT_LOCALE, detectLocale, isLocale, type Locale } from '@/lib/i18n/locales';

const storage = createJSONStorage<Locale | null>();

/**
 * The locale the user chose (persisted). Null until they choose. Not read on init so the
 * first client render matches the prerendered (English) HTML; it loads on mount.
 */
export const chosenLocaleAtom = atomWithStorage<Locale | null>('locale', null, storage);

/** The browser's preferred locale, set once on mount. */
export const detectedLocaleAtom = atom<Locale>(DEFAULT_LOCALE);

/** Current UI locale: the user's choice, else the detected one. */
export const localeAtom = atom(
  (get) => {
    const chosen = get(chosenLocaleAtom);
    return isLocale(chosen) ? chosen : get(detectedLocaleAtom);
  },
  (_get, set, next: Locale) => set(chosenLocaleAtom, next),
);

export function browserLocale(): Locale {
  return detectLocale(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}
