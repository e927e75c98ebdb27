'use client';

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { NextIntlClientProvider } from 'next-intl';
import { browserLocale, detectedLocaleAtom, localeAtom, shownLocaleAtom } from '@/lib/state/locale';
import { frameWordsOf } from '@/lib/i18n/frame-words';
import { loadCatalog } from '@/lib/i18n/load-messages';
import { loadWithRetries } from '@/lib/network/retry-backoff';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { mergeMessages, type MessageTree } from '@/lib/i18n/message-tree';
import { reportIntlError } from '@/lib/i18n/report-intl-error';

/**
 * Client-side locale: the first render is English to match the prerendered HTML; the detected or
 * chosen locale's catalog is then loaded and `<html lang>` follows. English comes in parts: the
 * shell's here (`english`, from the root layout), each screen's with its page (./screen-messages.tsx).
 * No `timeZone`: the app formats
 * no dates through next-intl (lib/format/date.ts uses the device's local time), and reading the
 * browser's zone (`Intl.DateTimeFormat().resolvedOptions()`) cost ~130 ms of a slow phone's main
 * thread in the middle of hydration.
 */
export function I18nProvider({ english, children }: { english: MessageTree; children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const setDetected = useSetAtom(detectedLocaleAtom);
  const setShown = useSetAtom(shownLocaleAtom);
  // Other languages' catalogs, loaded when first chosen or detected.
  const [catalogs, setCatalogs] = useState<Partial<Record<Locale, MessageTree>>>({});
  // A catalog that failed to come (a dropped connection): until it does, the frame speaks the
  // reader's language from the words the first load carried, and the rest stays English.
  const [failedLocale, setFailedLocale] = useState<Locale | null>(null);
  const loaded = catalogs[locale] !== undefined;
  const frameOnly = locale !== DEFAULT_LOCALE && !loaded && failedLocale === locale;
  // A language shows once its messages are there; the one shown before stays until then.
  const [shownLocale, setShownLocale] = useState<Locale>(DEFAULT_LOCALE);
  const ready = locale === DEFAULT_LOCALE || loaded || frameOnly;
  if (ready && shownLocale !== locale) setShownLocale(locale);

  useEffect(() => {
    setDetected(browserLocale());
  }, [setDetected]);

  useEffect(() => {
    if (locale === DEFAULT_LOCALE || loaded) return;
    // A catalog that cannot come (a dropped connection) is tried again until it does; English stays
    // meanwhile, with the frame in the reader's language once an attempt has failed.
    return loadWithRetries(
      () => loadCatalog(locale),
      (messages) => setCatalogs((loaded) => ({ ...loaded, [locale]: messages })),
      window,
      () => setFailedLocale(locale),
    );
  }, [locale, loaded]);

  const shownFrame = frameOnly && shownLocale !== DEFAULT_LOCALE ? frameWordsOf(shownLocale) : undefined;
  const frameMessages = useMemo(
    () => (shownFrame ? mergeMessages(shownFrame, english) : english),
    [shownFrame, english],
  );
  const messages = (shownLocale === DEFAULT_LOCALE ? undefined : catalogs[shownLocale]) ?? frameMessages;

  useEffect(() => {
    document.documentElement.lang = shownLocale;
    document.documentElement.classList.remove('i18n-pending');
    // The frame's words alone are not the language yet: the switches still show it on its way.
    setShown(frameOnly ? DEFAULT_LOCALE : shownLocale);
  }, [shownLocale, frameOnly, setShown]);

  return (
    <NextIntlClientProvider locale={shownLocale} messages={messages} onError={reportIntlError}>
      {children}
    </NextIntlClientProvider>
  );
}
