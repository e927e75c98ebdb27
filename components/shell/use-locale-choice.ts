'use client';

import { useAtom, useAtomValue } from 'jotai';
import type { Locale } from '@/lib/i18n/locales';
import { localeAtom, shownLocaleAtom } from '@/lib/state/locale';

/**
 * The language choice as both switches offer it (login's row of languages, Settings' list): the
 * chosen locale, the one whose catalog is still on its way (shown as pending where it was tapped;
 * the screen changes language when it has come), and the handler that chooses.
 */
export function useLocaleChoice() {
  const [locale, setLocale] = useAtom(localeAtom);
  const shown = useAtomValue(shownLocaleAtom);
  return {
    locale,
    /** The chosen language while its words are still loading, else null. */
    loading: locale !== shown ? locale : null,
    choose: (next: Locale) => setLocale(next),
  };
}
