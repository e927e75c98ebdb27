'use client';

import { useMemo, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { mergeMessages, type MessageTree } from '@/lib/i18n/message-tree';

/**
 * Adds a screen's English to the shell's for its subtree. In another language the root provider's
 * messages are that language's whole catalog and pass through unchanged. The provider is always
 * there, so switching the language re-renders the screen instead of mounting it afresh.
 */
export function ScreenEnglish({ messages, children }: { messages: MessageTree; children: ReactNode }) {
  const locale = useLocale();
  const parent = useMessages() as MessageTree;
  const merged = useMemo(
    () => (locale === DEFAULT_LOCALE ? mergeMessages(parent, messages) : parent),
    [locale, parent, messages],
  );
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
