'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { NextIntlClientProvider } from 'next-intl';
import { browserLocale, detectedLocaleAtom, localeAtom } from '@/lib/state/locale';
import { defaultMessages, loadMessages, type Messages } from '@/lib/i18n/load-messages';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Client-side locale: the first render is English to match the prerendered HTML; the detected or
 * chosen locale's messages are then loaded and `<html lang>` follows.
 */
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
    <NextIntlClientProvider locale={loaded.locale} messages={loaded.messages} timeZone={browserTimeZone()}>
      {children}
    </NextIntlClientProvider>
  );
}

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}
