'use client';

import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { NextIntlClientProvider } from 'next-intl';
import { browserLocale, detectedLocaleAtom, localeAtom } from '@/lib/state/locale';
import { loadCatalog } from '@/lib/i18n/load-messages';
import { AddEnglishContext } from '@/lib/i18n/add-english-context';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { mergeMessages, type MessageTree } from '@/lib/i18n/message-tree';
import { reportIntlError } from '@/lib/i18n/report-intl-error';
import shellEnglish from './english-messages';

/**
 * Client-side locale: the first render is English to match the prerendered HTML; the detected or
 * chosen locale's catalog is then loaded and `<html lang>` follows. No `timeZone`: the app formats
 * no dates through next-intl (lib/format/date.ts uses the device's local time), and reading the
 * browser's zone (`Intl.DateTimeFormat().resolvedOptions()`) cost ~130 ms of a slow phone's main
 * thread in the middle of hydration.
 *
 * English comes in parts: the shell's, and each screen's (`screenEnglish`, from its page). Every part
 * seen stays, so a toast raised on one screen still reads right on the next.
 */
export function I18nProvider({
  screenEnglish,
  children,
}: {
  screenEnglish: MessageTree | undefined;
  children: ReactNode;
}) {
  const locale = useAtomValue(localeAtom);
  const setDetected = useSetAtom(detectedLocaleAtom);
  const [english, setEnglish] = useState(shellEnglish);
  // Derived in render, not in an effect: the screen's first render already needs its messages.
  const withScreen = screenEnglish ? mergeMessages(english, screenEnglish) : english;
  if (withScreen !== english) setEnglish(withScreen);
  const addEnglish = useCallback((extra: MessageTree) => {
    setEnglish((current) => mergeMessages(current, extra));
  }, []);
  // Other languages' catalogs, loaded when first chosen or detected.
  const [catalogs, setCatalogs] = useState<Partial<Record<Locale, MessageTree>>>({});
  // A language shows once its messages are there; the one shown before stays until then.
  const [shownLocale, setShownLocale] = useState<Locale>(DEFAULT_LOCALE);
  const ready = locale === DEFAULT_LOCALE || catalogs[locale] !== undefined;
  if (ready && shownLocale !== locale) setShownLocale(locale);

  useEffect(() => {
    setDetected(browserLocale());
  }, [setDetected]);

  useEffect(() => {
    if (locale === DEFAULT_LOCALE || ready) return;
    let cancelled = false;
    void loadCatalog(locale).then((messages) => {
      if (!cancelled) setCatalogs((loaded) => ({ ...loaded, [locale]: messages }));
    });
    return () => {
      cancelled = true;
    };
  }, [locale, ready]);

  const shown = {
    locale: shownLocale,
    messages: (shownLocale === DEFAULT_LOCALE ? undefined : catalogs[shownLocale]) ?? withScreen,
  };

  useEffect(() => {
    document.documentElement.lang = shown.locale;
    document.documentElement.classList.remove('i18n-pending');
  }, [shown.locale]);

  return (
    <NextIntlClientProvider locale={shown.locale} messages={shown.messages} onError={reportIntlError}>
      <AddEnglishContext value={addEnglish}>{children}</AddEnglishContext>
    </NextIntlClientProvider>
  );
}
