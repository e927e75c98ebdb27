'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { IntlErrorCode, NextIntlClientProvider, type IntlError } from 'next-intl';
import { browserLocale, detectedLocaleAtom, localeAtom } from '@/lib/state/locale';
import { defaultMessages, loadMessages, type Messages } from '@/lib/i18n/load-messages';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Client-side locale: the first render is English to match the prerendered HTML; the detected or
 * chosen locale's messages are then loaded and `<html lang>` follows. No `timeZone`: the app
 * formats no dates through next-intl (lib/format/date.ts uses the device's local time), and reading
 * the browser's zone (`Intl.DateTimeFormat().resolvedOptions()`) cost ~130 ms of a slow phone's
 * main thread in the middle of hydration.
 */
/**
 * No time zone is configured on purpose (above), which next-intl reports as ENVIRONMENT_FALLBACK on
 * every prerendered page: not an error here. Anything else (a missing message) is.
 */
function reportIntlError(error: IntlError): void {
  if (error.code === IntlErrorCode.ENVIRONMENT_FALLBACK) return;
  console.error(error);
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const setDetected = useSetAtom(detectedLocaleAtom);
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages }>({
    locale: 'en',
    messages: defaultMessages,
  });

  useEffect(() => {
    setDetected(browserLocale());
  }, [setDetected]);

  useEffect(() => {
    let cancelled = false;
    void loadMessages(locale).then((messages) => {
      // English is already there at launch: no new state, so nothing re-renders for it.
      if (!cancelled)
        setLoaded((current) =>
          current.locale === locale && current.messages === messages ? current : { locale, messages },
        );
    });
    return () => {
      cancelled = true;
    };
  }, [locale]);

  useEffect(() => {
    document.documentElement.lang = loaded.locale;
    document.documentElement.classList.remove('i18n-pending');
  }, [loaded.locale]);

  return (
    <NextIntlClientProvider locale={loaded.locale} messages={loaded.messages} onError={reportIntlError}>
      {children}
    </NextIntlClientProvider>
  );
}
