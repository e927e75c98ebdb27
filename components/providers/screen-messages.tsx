import type { ReactNode } from 'react';
import { englishAt } from '@/lib/i18n/english';
import type { MessagePath } from '@/lib/i18n/message-paths';
import { ScreenEnglish } from './screen-english';
import { ScreenHydrated } from './screen-hydrated';

/**
 * A page's screen with the English it shows besides the shell's: the page names the namespaces, and
 * only those travel with the page (next-intl's per-route `pick` for NextIntlClientProvider). Other
 * languages are whole catalogs, loaded by the root provider when chosen. Once the screen has
 * hydrated, taps kept while it loaded are replayed (./screen-hydrated.tsx).
 */
export function ScreenMessages({
  namespaces,
  children,
}: {
  namespaces: readonly MessagePath[];
  children: ReactNode;
}) {
  return (
    <ScreenEnglish messages={englishAt(namespaces)}>
      {children}
      <ScreenHydrated />
    </ScreenEnglish>
  );
}
