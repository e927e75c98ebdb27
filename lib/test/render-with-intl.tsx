import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Provider as JotaiProvider } from 'jotai';
import en from '@/messages/en.json';
import { appStore } from '@/lib/state/store';

/** Renders a component with the English messages and the app's jotai store (component tests). */
export function renderWithIntl(element: ReactElement) {
  return render(
    <JotaiProvider store={appStore}>
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        {element}
      </NextIntlClientProvider>
    </JotaiProvider>,
  );
}
