'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useStandalone } from '@/lib/hooks/use-standalone';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { pageUrlOf } from '@/lib/reach/wallet-links';
import { OpenInWallet } from './open-in-wallet';
import { ScanOnPhone } from './scan-on-phone';

/** Phones (browser or installed app) get the wallet apps; computers a QR code and extensions. */
export function NoWalletOptions({ onComputer }: { onComputer: boolean }) {
  const standalone = useStandalone();
  const intlLocale = useLocale();
  const locale = isLocale(intlLocale) ? intlLocale : DEFAULT_LOCALE;
  // Subscribed so the links follow client-side navigation (login ↔ register); the URL itself is
  // read from the address bar, exactly as the user has it (path and query, `?c=` included).
  usePathname();
  useSearchParams();
  const pageUrl = pageUrlOf(window.location);
  return onComputer ? (
    <ScanOnPhone pageUrl={pageUrl} locale={locale} />
  ) : (
    <OpenInWallet pageUrl={pageUrl} locale={locale} installedApp={standalone} />
  );
}
