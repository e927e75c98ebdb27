'use client';

import { useMemo, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { mergeMessages, type MessageTree } from '@/lib/i18n/message-tree';

/**
 * Adds a screen's English to the shell's for its subtree. In another language the root provider's
 * messages are that language's whole catalog and pass through unchanged. The provider is always
 * there, so switching the language re-renders the screen instead of mounting it afresh.
 */
export function ScreenEnglish({ messages, children }: { messages: MessageTree; children: ReactNode }) {
  const locale = useLocale();
  const parent = useMessages() as MessageTree;
  // A whole catalog has every message, so the merge adds nothing and returns it; English and the
  // frame's words alone (a catalog that could not come) get the screen's English.
  const merged = useMemo(() => mergeMessages(parent, messages), [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
