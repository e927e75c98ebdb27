import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { DEFAULT_LOCALE, detectLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { LOCALE_STORAGE_KEY } from './storage-keys';

const storage = createJSONStorage<Locale | null>();

/**
 * The locale the user chose (persisted), null until they choose. Read at once so requests sent at
 * launch already carry it; the rendered messages still start in English to match the prerendered
 * HTML (see I18nProvider).
 */
export const chosenLocaleAtom = atomWithStorage<Locale | null>(LOCALE_STORAGE_KEY, null, storage, {
  getOnInit: true,
});

/** The browser's preferred locale. */
export const detectedLocaleAtom = atom<Locale>(
  typeof navigator === 'undefined' ? DEFAULT_LOCALE : browserLocale(),
);

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

/**
 * The locale the screens show: the chosen one once its catalog has come (I18nProvider sets it).
 * While it differs from {@link localeAtom}, the switch shows the chosen language as on its way.
 */
export const shownLocaleAtom = atom<Locale>(DEFAULT_LOCALE);
