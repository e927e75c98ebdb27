import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Provider as JotaiProvider } from 'jotai';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import zhHant from '@/messages/zh-Hant.json';
import { appStore } from '@/lib/state/store';

const MESSAGES = { en, 'zh-Hant': zhHant, vi } as const;

/** Renders a component with a locale's messages (English by default) and the app's jotai store. */
export function renderWithIntl(element: ReactElement, locale: keyof typeof MESSAGES = 'en') {
  return render(
    <JotaiProvider store={appStore}>
      <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="UTC">
        {element}
      </NextIntlClientProvider>
    </JotaiProvider>,
  );
}
