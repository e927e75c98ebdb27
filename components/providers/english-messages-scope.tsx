'use client';

import { useMemo, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { mergeMessages, type MessageTree } from '@/lib/i18n/message-tree';
import { reportIntlError } from '@/lib/i18n/report-intl-error';

/**
 * Adds a lazily loaded part's English (its `english-messages.ts`) to the messages of its subtree, so
 * the part's words come with its code instead of every route's first load. Other languages are
 * whole catalogs already. Toast keys cannot live here: the toaster sits above every scope.
 */
export function EnglishMessagesScope({ messages, children }: { messages: MessageTree; children: ReactNode }) {
  const locale = useLocale();
  const parent = useMessages() as MessageTree;
  const merged = useMemo(() => mergeMessages(parent, messages), [parent, messages]);
  if (locale !== DEFAULT_LOCALE) return children;
  return (
    <NextIntlClientProvider locale={locale} messages={merged} onError={reportIntlError}>
      {children}
    </NextIntlClientProvider>
  );
}
