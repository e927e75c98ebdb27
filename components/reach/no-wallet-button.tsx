'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Sheet } from '@/components/ui/sheet';
import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy/lazy-part';
import { deviceKind } from '@/lib/reach/platform';
import buttonStyles from '@/components/ui/button.module.css';

// The wallet list, the QR code and their code load only in a browser that turned out to have no
// wallet; rendered in the closed sheet at once, so they are ready by the time it is opened.
const optionsPart = lazyPart(() => import('./no-wallet-options'));

/**
 * Where "Connect wallet" stands, in a browser where no wallet showed up: the ways in (wallet apps on
 * a phone or in the installed app, a QR code on a computer) in a sheet. It has the connect button's
 * size and place, so nothing on the screen moves when the answer comes, and it is the control a
 * person reaches for first.
 */
export function NoWalletButton() {
  const t = useTranslations('reach');
  const [open, setOpen] = useState(false);
  const options = useLazyPart(optionsPart, true, { preload: false });
  const onComputer =
    deviceKind({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints }) === 'desktop';
  const title = onComputer ? t('desktop.title') : t('wallets.title');
  return (
    <>
      <button
        type="button"
        className={buttonStyles.secondary}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="no-wallet-button"
      >
        {title}
      </button>
      <Sheet open={open} title={title} onClose={() => setOpen(false)} testId="no-wallet-sheet">
        {options && <options.NoWalletOptions onComputer={onComputer} />}
      </Sheet>
    </>
  );
}
