'use client';

import dynamic from 'next/dynamic';
import { useWalletPresence } from '@/lib/reach/wallet-presence';

// The wallet list, the QR code and their code load only in a browser that turned out to have no wallet.
const NoWalletOptions = dynamic(
  () => import('./no-wallet-options').then((module) => module.NoWalletOptions),
  {
    ssr: false,
  },
);

/**
 * On the login and register screens: when no wallet shows up, the ways in — open this page in a
 * wallet app (phones and the installed app) or scan it from a computer. Nothing with a wallet.
 */
export function NoWalletHelp() {
  return useWalletPresence() === 'absent' ? <NoWalletOptions /> : null;
}
