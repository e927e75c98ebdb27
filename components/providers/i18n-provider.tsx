'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { NextIntlClientProvider } from 'next-intl';
import { browserLocale, detectedLocaleAtom, localeAtom } from '@/lib/state/locale';
import { loadCatalog } from '@/lib/i18n/load-messages';
import { loadWithRetries } from '@/lib/network/retry-backoff';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import type { MessageTree } from '@/lib/i18n/message-tree';
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
    // A catalog that cannot come (a dropped connection) is tried again until it does; English stays
    // meanwhile.
    return loadWithRetries(
      () => loadCatalog(locale),
      (messages) => setCatalogs((loaded) => ({ ...loaded, [locale]: messages })),
    );
  }, [locale, ready]);

  const messages = (shownLocale === DEFAULT_LOCALE ? undefined : catalogs[shownLocale]) ?? english;

  useEffect(() => {
    document.documentElement.lang = shownLocale;
    document.documentElement.classList.remove('i18n-pending');
  }, [shownLocale]);

  return (
    <NextIntlClientProvider locale={shownLocale} messages={messages} onError={reportIntlError}>
      {children}
    </NextIntlClientProvider>
  );
}
